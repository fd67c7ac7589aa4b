/** Earnings intelligence: who reports when (seeded calendar), with the flow each reporter drew that session. */
import { easternToEpochMs, nextTradingDay, sessionHours } from '../../../api/calendar';
import { flowGreeks, flowSummary, orderScatter, strikeAnalysis } from '../analytics/flow-profile';
import type { HandlerContext, RouteTable } from '../handler';
import { earningsBetween, type EarningsEvent } from '../model/company-profile';
import { HttpError } from './http-error';
import { Memo } from '../model/memo';
import { tapeRow } from './options-flow';
import { dateRange, tickerFilter } from './param-checks';
import {
  analyticsDelay,
  availableSessions,
  cutoffMs,
  DELAY_ANALYTICS_S,
  iso,
  meta,
  requireTicker,
  resolveSession,
  visibleOrders,
} from './session-context';
import type { Market } from '../market';

const BMO_MINUTE = 7 * 60;
const AMC_MINUTE = 16 * 60 + 5;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function releaseMs(e: EarningsEvent): number {
  return easternToEpochMs(e.session, e.time === 'bmo' ? BMO_MINUTE : AMC_MINUTE);
}

export function earningsRoutes(market: Market): RouteTable {
  const memo = new Memo(256);
  const stocks = market.universe.filter((i) => !i.isEtf);
  const between = (from: string, to: string) =>
    memo.get(`between|${from}|${to}`, () => earningsBetween(market.seed, stocks, from, to));
  const on = (session: string) => between(session, session);

  /** The close-to-close move of the session the report reached (bmo: its own session; amc: the next). */
  function realizedMove(ctx: HandlerContext, e: EarningsEvent): number | null {
    const reaction = e.time === 'bmo' ? e.session : nextTradingDay(e.session);
    if (ctx.clock.now() < sessionHours(reaction).closeMs) return null;
    const [prev, day] = market.dailyBars(e.ticker, reaction, 2);
    return prev && day ? round4(day.close / prev.close - 1) : null;
  }

  function eventRow(ctx: HandlerContext, e: EarningsEvent) {
    const reported = releaseMs(e) <= ctx.clock.now();
    // A report still ahead is priced with today's surface (the future's is not known yet).
    const today = ctx.clock.currentSession();
    const iv = market.atmIv30(e.ticker, e.session < today ? e.session : today);
    return {
      ticker: e.ticker,
      name: e.name,
      session: e.session,
      time: e.time,
      release_at: iso(releaseMs(e)),
      fiscal_quarter: e.fiscalQuarter,
      period_end: e.periodEnd,
      reported,
      eps_estimate: e.epsEstimate,
      eps_actual: reported ? e.epsActual : null,
      eps_surprise_pct: reported ? round4(e.epsActual / e.epsEstimate - 1) : null,
      revenue_estimate: e.revenueEstimate,
      revenue_actual: reported ? e.revenueActual : null,
      atm_iv: iv,
      // One trading day of ATM implied volatility: the market's priced move, before the event premium.
      expected_move_pct: iv === null ? null : round4(iv / Math.sqrt(252)),
      realized_move_pct: realizedMove(ctx, e),
    };
  }

  function sessionAnswer(ctx: HandlerContext, session: string) {
    const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
    let asOf: number | null = null;
    const rows = on(session).map((e) => {
      const flow = flowSummary(visibleOrders(market, e.ticker, session, cutoff));
      if (flow.last_ts_ms !== null) asOf = Math.max(asOf ?? 0, flow.last_ts_ms);
      return { ...eventRow(ctx, e), flow };
    });
    return {
      body: { ...meta(ctx, session, asOf), data: analyticsDelay(ctx, cutoff), tickers_count: rows.length, rows },
    };
  }

  return {
    'earnings.current': (ctx) => sessionAnswer(ctx, ctx.clock.currentSession()),
    'earnings.session': (ctx) => sessionAnswer(ctx, resolveSession(ctx, ctx.values.session)),
    'earnings.sessions': (ctx) => {
      const sessions = availableSessions(ctx);
      const counts = new Map<string, number>();
      for (const e of between(sessions.at(-1)!, sessions[0]!)) counts.set(e.session, (counts.get(e.session) ?? 0) + 1);
      const current = ctx.clock.currentSession();
      return {
        body: {
          computed_at: new Date(ctx.clock.now()).toISOString(),
          sessions: sessions
            .filter((s) => counts.has(s))
            .map((s) => ({
              session: s,
              tickers_count: counts.get(s)!,
              finality: s === current ? 'provisional' : 'final',
            })),
        },
      };
    },
    'earnings.ticker': (ctx) => {
      const session = resolveSession(ctx, ctx.values.session);
      const ticker = requireTicker(market, ctx.values.ticker);
      const event = on(session).find((e) => e.ticker === ticker);
      if (!event) throw new HttpError(404, 'earnings_not_found', `${ticker} does not report earnings in ${session}`);
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const orders = visibleOrders(market, ticker, session, cutoff);
      const summary = flowSummary(orders);
      const { openMs } = sessionHours(session);
      const abnormal = market
        .abnormalTradesBetween(session, openMs - 3_600_000, cutoff + 1, new Set([ticker]))
        .filter((t) => t.ticker === ticker);
      return {
        body: {
          ...meta(ctx, session, summary.last_ts_ms),
          data: analyticsDelay(ctx, cutoff),
          ticker,
          event: eventRow(ctx, event),
          summary,
          greeks: flowGreeks(orders),
          strikes: strikeAnalysis(orders),
          scatter: orderScatter(orders),
          orders: orders.map(tapeRow),
          abnormal_trades: abnormal,
        },
      };
    },
    'earnings.calendar': (ctx) => {
      const today = ctx.clock.currentSession();
      const { from, to } = dateRange([ctx.values.from, ctx.values.to], ['from', 'to'], { from: today, spanDays: 14 });
      const only = tickerFilter(ctx.values.ticker);
      const rows = between(from, to)
        .filter((e) => !only || only.has(e.ticker))
        .map((e) => eventRow(ctx, e));
      return { body: { from, to, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },
  };
}
