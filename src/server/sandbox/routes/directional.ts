/** Directional family (current, session, ticker history) and the three tide scopes. */
import { sessionHours } from '../../../api/calendar';
import { SECTOR_FUNDS } from '../../../api/sectors';
import { directionalRow, directionalRows } from '../analytics/directional';
import { TIDE_BASIS, tide } from '../analytics/tide';
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import {
  analyticsDelay,
  availableSessions,
  cutoffMs,
  DELAY_ANALYTICS_S,
  meta,
  requireTicker,
  resolveSession,
  finalityOf,
} from './session-context';
import type { SessionOrders } from '../model/session-orders';
import { cachedTradingDte } from '../model/trading-dte';
import { Memo } from '../model/memo';
import type { Market } from '../market';
import { sectorKeyOf } from '../model/sector-key';
import { HttpError } from './http-error';

/** The cache build parameter the reference says `max_display` echoes (not the request's value). */
export const DIRECTIONAL_BUILD_MAX_DISPLAY = 500;
const DIRECTIONAL_BASIS = { calibration: 'none', measure_type: 'signed_premium_notional' } as const;

export function directionalRoutes(market: Market, orders: SessionOrders): RouteTable {
  const memo = new Memo(64);
  function snapshot(ctx: HandlerContext<Declaring<'max_display'>>, session: string) {
    const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
    const byTicker = orders.byTicker(session, cutoff);
    const all = directionalRows(byTicker).slice(0, DIRECTIONAL_BUILD_MAX_DISPLAY);
    const asOf = Math.max(0, ...[...byTicker.values()].map((l) => l.at(-1)?.ts_ms ?? 0));
    return {
      body: {
        ...meta(ctx, session, asOf || null),
        // Truncated by row order to the requested display; tickers_count tells how many exist.
        data: all.slice(0, Number(ctx.values.max_display)),
        tickers_count: all.length,
        max_display: DIRECTIONAL_BUILD_MAX_DISPLAY,
        basis: DIRECTIONAL_BASIS,
        delay: analyticsDelay(ctx, cutoff),
      },
    };
  }

  function tideOf(
    ctx: HandlerContext,
    scope: { kind: 'market' | 'sector' | 'ticker'; key: string },
    tickers: ReadonlySet<string> | undefined,
  ) {
    const session = ctx.clock.currentSession();
    const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
    // Recomputed only when the cutoff moves (at most once a minute), like the service's TTL.
    const t = memo.get(`${scope.kind}|${scope.key}|${session}|${cutoff}`, () => {
      const list = [...orders.byTicker(session, cutoff, tickers).values()].flat();
      return tide(
        list.map((order) => ({ order, tradingDte: cachedTradingDte(session, order.order.expiration) })),
        sessionHours(session).openMs,
      );
    });
    const { last_ts_ms, ...rest } = t;
    return {
      body: {
        scope,
        ...meta(ctx, session, last_ts_ms),
        data: analyticsDelay(ctx, cutoff),
        ...rest,
        basis: TIDE_BASIS,
      },
    };
  }

  return {
    'directional.current': (ctx) => snapshot(ctx, ctx.clock.currentSession()),
    'directional.session': (ctx) => snapshot(ctx, resolveSession(ctx, ctx.values.session)),
    'directional.history': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const sessions = availableSessions(ctx).slice(0, Number(ctx.values.max_sessions));
      const data = sessions.map((session) => {
        const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
        const list = market.sessionOrders(ticker, session).filter((o) => o.ts_ms <= cutoff);
        return {
          session,
          finality: finalityOf(ctx, session),
          ...directionalRow(ticker, list),
        };
      });
      return { body: { ticker, computed_at: new Date(ctx.clock.now()).toISOString(), basis: DIRECTIONAL_BASIS, data } };
    },

    'tide.market': (ctx) => tideOf(ctx, { kind: 'market', key: 'market' }, undefined),
    'tide.sector': (ctx) => {
      const key = sectorKeyOf(ctx.values.key);
      // The strict reading has turned every accepted spelling into its key.
      if (key === undefined) throw new HttpError(404, 'sector_not_found', `${ctx.values.key} is not a sector key`);
      const members = new Set(market.universe.filter((i) => i.sector === key).map((i) => i.ticker));
      members.add(SECTOR_FUNDS[key]);
      return tideOf(ctx, { kind: 'sector', key }, members);
    },
    'tide.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      return tideOf(ctx, { kind: 'ticker', key: ticker }, new Set([ticker]));
    },
  };
}
