/** Panels of the contract page: quote and greeks, per-contract flow, raw exchange prints. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { tapeOrder, tapeRows, type TapeOrder } from '../../../api/tape-row';
import { ChartPanel } from '../../charts/chart-panel';
import { LEAN_TEXT, orderLean } from '../../data/order-lean';
import { asObj } from '../../data/readers';
import {
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { ScrollTable } from '../../ui/scroll-table';
import { findContract, readChain, readContractQuote, readOiSnapshot, readPrints } from './contract-readings';

type Q = UseQueryResult<unknown>;

function meta(d: unknown): FreshnessMeta {
  return (asObj(d) ?? {}) as FreshnessMeta;
}

function badge(q: Q): ReactElement | null {
  return q.data ? <FreshnessBadge meta={meta(q.data)} /> : null;
}

export function ProfilePanel(props: { occ: string; query: Q; fromChain: boolean; oi: Q }): ReactElement {
  const latestOi = props.oi.data ? readOiSnapshot(props.oi.data) : null;
  return (
    <ChartPanel
      title="Quote and greeks"
      badges={badge(props.query)}
      note={
        props.fromChain
          ? 'From the latest chain snapshot of its expiry (the service publishes no lookup by OCC symbol). Price is theoretical.'
          : 'Price is theoretical.'
      }
      testId="contract-profile"
    >
      <QueryState query={props.query} label="contract quote">
        {(d) => {
          const c = props.fromChain ? findContract(readChain(d), props.occ) : readContractQuote(asObj(d) ?? {});
          if (!c) {
            return <p className="py-3 text-sm text-muted">The latest chain does not list {props.occ}.</p>;
          }
          const figures: [string, string][] = [
            ['Price', formatPrice(c.price)],
            ['IV', formatIv(c.iv)],
            ['Delta', formatRank(c.delta, 3)],
            ['Gamma', formatRank(c.gamma, 4)],
            ['Theta', formatPrice(c.theta, 3)],
            ['Vega', formatPrice(c.vega, 3)],
            ['Open interest', formatCount(latestOi?.openInterest ?? c.openInterest)],
            ['Volume', formatCount(c.volume)],
            ['Days to expiry', formatCount(c.dte)],
            ['Underlying', formatPrice(readChain(d).spot)],
          ];
          return (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
              {figures.map(([k, v]) => (
                <div key={k}>
                  <dt className="text-xs text-muted">{k}</dt>
                  <dd className="num text-left font-semibold" data-figure={k}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

/** The order's colour follows its lean (a sold put is bullish), not its side alone. */
function sentimentClass(o: TapeOrder['order']): string {
  const lean = orderLean(o.option_type, o.direction);
  return lean ? LEAN_TEXT[lean] : '';
}

const th = 'num font-normal';

/**
 * The latest session's events on the contract, newest first (its orders, its prints): a sentence when
 * there are none yet, else a scrolling table under a sticky header that starts with the time (ET).
 */
function SessionEventsTable(props: {
  label: string;
  empty: { testId: string; text: ReactNode } | null;
  /** Header cells after "Time (ET)". */
  head: ReactNode;
  children: ReactNode;
}): ReactElement {
  if (props.empty) {
    return (
      <p className="py-3 text-sm text-muted" data-testid={props.empty.testId}>
        {props.empty.text}
      </p>
    );
  }
  return (
    <ScrollTable
      label={props.label}
      height="max-h-80"
      nowrap
      head={
        <>
          <th className="text-left font-normal">Time (ET)</th>
          {props.head}
        </>
      }
    >
      {props.children}
    </ScrollTable>
  );
}

export function FlowPanel(props: { occ: string; query: Q }): ReactElement {
  return (
    <ChartPanel
      title="Flow on this contract"
      badges={badge(props.query)}
      note="Recorded orders of 100 contracts or more, latest session; colour is the order's lean (a sold put is bullish)."
      testId="contract-flow"
    >
      <QueryState query={props.query} label="contract flow">
        {(d) => {
          const session = String(asObj(d)?.session ?? '');
          const orders = tapeRows(d)
            .map((r) => tapeOrder(r, session))
            .filter((o): o is TapeOrder => o !== null)
            .sort((a, b) => b.ts_ms - a.ts_ms);
          return (
            <SessionEventsTable
              label={`Flow on ${props.occ}`}
              empty={
                orders.length === 0
                  ? {
                      testId: 'contract-flow-empty',
                      text: `No recorded order on ${props.occ} in session ${session || MISSING} yet.`,
                    }
                  : null
              }
              head={
                <>
                  <th className="text-left font-normal">Side</th>
                  <th className={th}>Contracts</th>
                  <th className={th}>Price</th>
                  <th className={th}>Premium</th>
                  <th className={th}>Spot</th>
                  <th className={th}>IV</th>
                </>
              }
            >
              {orders.map(({ event_id, ts_ms, order: o }) => (
                <tr key={event_id} className="border-b border-line/50">
                  <td>{formatEtTime(ts_ms)}</td>
                  <td className={sentimentClass(o)}>
                    {o.direction ?? MISSING}
                    {o.direction_confidence !== null ? ` (${formatRank(o.direction_confidence)})` : ''}
                  </td>
                  <td className="num">{formatCount(o.total_contracts)}</td>
                  <td className="num">{formatPrice(o.avg_price)}</td>
                  <td className="num">{formatMoney(o.premium)}</td>
                  <td className="num">{formatPrice(o.spot_price)}</td>
                  <td className="num">{formatIv(o.implied_volatility)}</td>
                </tr>
              ))}
            </SessionEventsTable>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function PrintsPanel(props: { occ: string; query: Q }): ReactElement {
  return (
    <ChartPanel
      title="Raw prints"
      badges={badge(props.query)}
      note="Exchange prints of this contract, latest session, newest first."
      testId="contract-prints"
    >
      <QueryState query={props.query} label="prints">
        {(d) => {
          const prints = readPrints(d);
          return (
            <SessionEventsTable
              label={`Prints of ${props.occ}`}
              empty={
                prints.length === 0
                  ? { testId: 'contract-prints-empty', text: `No print of ${props.occ} in this session yet.` }
                  : null
              }
              head={
                <>
                  <th className={th}>Price</th>
                  <th className={th}>Size</th>
                  <th className={th}>Premium</th>
                  <th className={th}>Bid · Ask</th>
                  <th className={th}>Exchanges</th>
                </>
              }
            >
              {prints.map((p) => (
                <tr key={p.id} className="border-b border-line/50">
                  <td>{formatEtTime(p.timeMs)}</td>
                  <td className="num">{formatPrice(p.price)}</td>
                  <td className="num">{formatCount(p.size)}</td>
                  <td className="num">{formatMoney(p.premium)}</td>
                  <td className="num">
                    {formatPrice(p.bid)} · {formatPrice(p.ask)}
                  </td>
                  <td className="num">{formatCompact(p.exchanges)}</td>
                </tr>
              ))}
            </SessionEventsTable>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
