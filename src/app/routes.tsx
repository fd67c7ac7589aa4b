/**
 * Routes; every page is loaded on demand so the home route carries no chart library. State lives in
 * the URL (ticker in the path; session, dte_filter and tab in the query).
 */
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { TickerRoute } from './layout/ticker-route';
import { PanelSkeleton } from './ui/skeleton';

/** A page about one ticker, loaded on demand, behind the ticker gate (layout/ticker-route.tsx). */
function tickerPage(load: () => Promise<ComponentType>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const Page = await load();
    return {
      Component: () => (
        <TickerRoute>
          <Page />
        </TickerRoute>
      ),
    };
  };
}

/**
 * What a page shows while its code loads on the first visit. Without one the router renders nothing (not
 * even the frame) until the page's chunk is here, and warns "No `HydrateFallback`" on every load; with
 * it, the frame (navigation, status bar, the page-wide keys) is up at once and the page fills in.
 */
function PageLoading(): ReactElement {
  return <PanelSkeleton label="Loading the page" height="h-32" />;
}

const withPageLoading = (route: RouteObject): RouteObject => ({ ...route, HydrateFallback: PageLoading });

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: (
      [
        { index: true, lazy: async () => ({ Component: (await import('./features/board/board-page')).BoardPage }) },
        {
          path: 'watchlist',
          lazy: async () => ({ Component: (await import('./features/watchlist/watchlist-page')).WatchlistPage }),
        },
        {
          path: 'gex/:ticker',
          lazy: tickerPage(async () => (await import('./features/gex/gex-page')).GexPage),
        },
        {
          // The tape with the live abnormal-trades panel beside it (features do not import each other).
          path: 'flow',
          lazy: async () => {
            const [{ FlowPage }, { AbnormalPanel }] = await Promise.all([
              import('./features/flow/flow-page'),
              import('./features/abnormal/abnormal-panel'),
            ]);
            return { Component: () => <FlowPage aside={<AbnormalPanel />} /> };
          },
        },
        {
          path: 'rankings',
          lazy: async () => ({ Component: (await import('./features/rankings/rankings-page')).RankingsPage }),
        },
        {
          path: 'volatility/:ticker',
          lazy: tickerPage(async () => (await import('./features/volatility/volatility-page')).VolatilityPage),
        },
        {
          path: 'darkpool/:ticker',
          lazy: tickerPage(async () => (await import('./features/darkpool/darkpool-page')).DarkpoolPage),
        },
        { path: 'tide', lazy: async () => ({ Component: (await import('./features/tide/tide-page')).TidePage }) },
        {
          path: 'oi/:ticker',
          lazy: tickerPage(async () => (await import('./features/open-interest/oi-page')).OiPage),
        },
        {
          path: 'alerts',
          lazy: async () => ({ Component: (await import('./features/alerts/alerts-page')).AlertsPage }),
        },
        {
          path: 'replay/:ticker',
          lazy: tickerPage(async () => (await import('./features/replay/replay-page')).ReplayPage),
        },
        {
          path: 'ticker/:ticker',
          lazy: tickerPage(
            async () => (await import('./features/ticker-profile/ticker-profile-page')).TickerProfilePage,
          ),
        },
        {
          path: 'earnings',
          lazy: async () => ({ Component: (await import('./features/earnings/earnings-page')).EarningsPage }),
        },
        {
          path: 'calendar',
          lazy: async () => ({ Component: (await import('./features/economic/economic-page')).EconomicPage }),
        },
        {
          path: 'contract/:occ',
          lazy: async () => ({ Component: (await import('./features/contract/contract-page')).ContractPage }),
        },
        {
          path: 'markets',
          lazy: async () => ({ Component: (await import('./features/markets/markets-page')).MarketsPage }),
        },
        ...['desk', 'desk/:name'].map((path) => ({
          path,
          // The desk's panels come from every family, composed here (features never import each other).
          lazy: async () => {
            const [{ DeskPage }, { DESK_PANELS }] = await Promise.all([
              import('./features/desk/desk-page'),
              import('./desk-panel-registry'),
            ]);
            return { Component: () => <DeskPage panels={DESK_PANELS} /> };
          },
        })),
        {
          path: 'account',
          lazy: async () => ({ Component: (await import('./features/account/account-page')).AccountPage }),
        },
        { path: '*', lazy: async () => ({ Component: (await import('./layout/not-found')).NotFound }) },
      ] satisfies RouteObject[]
    ).map(withPageLoading),
  },
]);
