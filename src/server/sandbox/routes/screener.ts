/**
 * The multi-signal screener: every covered ticker scored on its session's flow (premium, net
 * direction), its price move and its implied volatility, plus upcoming earnings. The reference says the
 * answer names `session: "latest"` rather than a resolved date.
 */
import { addCalendarDays, previousTradingDay } from '../../../api/calendar';
import { flowSummary } from '../analytics/flow-profile';
import { percentRank } from '../analytics/stats';
import type { HandlerContext, RouteTable } from '../handler';
import { earningsBetween } from '../model/company-profile';
import { Memo } from '../model/memo';
import { analyticsDelay, cutoffMs, DELAY_ANALYTICS_S, finalityOf, iso } from './session-context';
import type { SessionOrders } from '../model/session-orders';
import type { Market } from '../market';

const EARNINGS_WINDOW_DAYS = 14;
const SCREENER_BASIS = {
  calibration: 'none',
  signals: ['total_premium', 'net_premium', 'change_pct', 'atm_iv'],
} as const;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function screenerRoutes(market: Market, orders: SessionOrders): RouteTable {
  const memo = new Memo(16);

  function screen(ctx: HandlerContext, session: string, cutoff: number) {
    const byTicker = orders.byTicker(session, cutoff);
    const asOfMs = Math.min(cutoff, ctx.clock.now());
    const stocks = market.universe.filter((i) => !i.isEtf);
    const upcoming = new Map<string, string>();
    for (const e of earningsBetween(market.seed, stocks, session, addCalendarDays(session, EARNINGS_WINDOW_DAYS)))
      if (!upcoming.has(e.ticker)) upcoming.set(e.ticker, e.session);
    const base = market.universe.map((info) => {
      const flow = flowSummary(byTicker.get(info.ticker) ?? []);
      const last = market.spotAt(info.ticker, session, asOfMs);
      const prev = market.dailyBars(info.ticker, previousTradingDay(session), 1)[0]?.close ?? null;
      return {
        ticker: info.ticker,
        name: info.name,
        sector: info.sector,
        is_etf: info.isEtf,
        last,
        change_pct: last !== null && prev !== null ? round4(last / prev - 1) : null,
        atm_iv: market.atmIv30(info.ticker, session),
        orders: flow.orders,
        total_premium: flow.total_premium,
        net_premium: flow.net_premium,
        put_call_premium_ratio: flow.put_call_premium_ratio,
        next_earnings: upcoming.get(info.ticker) ?? null,
      };
    });
    const premiums = base.map((r) => r.total_premium);
    const nets = base.map((r) => Math.abs(r.net_premium));
    const moves = base.flatMap((r) => (r.change_pct === null ? [] : [Math.abs(r.change_pct)]));
    const rows = base
      .map((r) => {
        const parts = [
          percentRank(premiums, r.total_premium),
          percentRank(nets, Math.abs(r.net_premium)),
          r.change_pct === null ? null : percentRank(moves, Math.abs(r.change_pct)),
        ].filter((x): x is number => x !== null);
        const score = parts.length ? round4(parts.reduce((a, b) => a + b, 0) / parts.length) : null;
        const direction = r.net_premium > 0 ? 'bullish' : r.net_premium < 0 ? 'bearish' : 'neutral';
        return { ...r, score, direction };
      })
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || (a.ticker < b.ticker ? -1 : 1));
    const asOf = Math.max(0, ...[...byTicker.values()].map((l) => l.at(-1)?.ts_ms ?? 0));
    return { rows, asOf: asOf || null };
  }

  return {
    'screener.run': (ctx) => {
      const session = ctx.clock.currentSession();
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const { rows, asOf } = memo.get(`${session}|${cutoff}`, () => screen(ctx, session, cutoff));
      return {
        body: {
          session: 'latest',
          as_of: iso(asOf),
          computed_at: new Date(ctx.clock.now()).toISOString(),
          finality: finalityOf(ctx, session),
          data: analyticsDelay(ctx, cutoff),
          basis: SCREENER_BASIS,
          tickers_count: rows.length,
          rows: rows.slice(0, Number(ctx.values.limit)).map((r, i) => ({ rank: i + 1, ...r })),
        },
      };
    },
  };
}
