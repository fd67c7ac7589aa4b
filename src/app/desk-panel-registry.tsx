/**
 * The panels a desk can hold, one per kind, each the panel its page already draws. It lives beside the
 * routes (the app layer composes features; features never import each other) and each panel's code is
 * loaded only when a desk shows one.
 */
import { lazy, type ComponentType } from 'react';
import type { DeskPanelComponents, DeskPanelProps } from './features/desk/desk-panel-props';

const withTicker = <P extends { ticker: string }>(
  load: () => Promise<ComponentType<P & { height: number }>>,
): ComponentType<DeskPanelProps> =>
  lazy(async () => {
    const Panel = await load();
    return {
      default: (p: DeskPanelProps) =>
        p.ticker ? <Panel {...({ ticker: p.ticker, height: p.height } as P & { height: number })} /> : <></>,
    };
  });

const page = (load: () => Promise<ComponentType>): ComponentType<DeskPanelProps> =>
  lazy(async () => {
    const Page = await load();
    return { default: () => <Page /> };
  });

export const DESK_PANELS: DeskPanelComponents = {
  'price-levels': withTicker(async () => (await import('./features/gex/desk-price-panel')).DeskPricePanel),
  'gex-profile': withTicker(async () => (await import('./features/gex/desk-profile-panel')).DeskProfilePanel),
  tape: page(async () => (await import('./features/flow/flow-page')).FlowPage),
  tide: page(async () => (await import('./features/tide/tide-page')).TidePage),
  'iv-surface': withTicker(async () => (await import('./features/volatility/desk-surface-panel')).DeskSurfacePanel),
  'darkpool-heatmap': withTicker(async () => {
    const { ProfilePanel } = await import('./features/darkpool/profile-panel');
    return (p: { ticker: string }) => <ProfilePanel ticker={p.ticker} date={null} />;
  }),
  rankings: page(async () => (await import('./features/rankings/rankings-page')).RankingsPage),
  board: lazy(async () => {
    const { BoardPage } = await import('./features/board/board-page');
    return { default: (p: DeskPanelProps) => <BoardPage list={p.list} /> };
  }),
  'flow-summary': withTicker(async () => {
    const { FlowSummaryPanel } = await import('./features/flow/flow-summary-panel');
    return (p: { ticker: string }) => <FlowSummaryPanel tickers={[p.ticker]} />;
  }),
  'open-interest': withTicker(async () => (await import('./features/open-interest/desk-oi-panel')).DeskOiPanel),
};
