/** Economic calendar and event history (seeded releases), and the option flow of the four macro ETFs. */
import { addCalendarDays, nextTradingDay, sessionHours } from '../../../api/calendar';
import { ETF_FLOW_SYMBOLS } from '../../../api/sectors';
import { flowGreeks, flowSummary, strikeAnalysis } from '../analytics/flow-profile';
import type { HandlerContext, RouteTable } from '../handler';
import { economicEvents, IMPACTS, SERIES_NAMES, type EconomicEvent, type Impact } from '../model/economic-events';
import { tradingSessionAtOrBefore } from '../model/spot-path';
import { HttpError } from './http-error';
import { Memo } from '../model/memo';
import { tapeRow } from './options-flow';
import { dateRange, invalidParam } from './param-checks';
import {
  analyticsDelay,
  availableSessions,
  cutoffMs,
  DELAY_ANALYTICS_S,
  finalityOf,
  meta,
  resolveSession,
  visibleOrders,
} from './session-context';
import type { Market } from '../market';

/** Past releases of a series averaged for an ETF's typical reaction. */
const SENSITIVITY_SAMPLE = 12;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const isImpact = (s: string): s is Impact => (IMPACTS as readonly string[]).includes(s);

function impactFilter(raw: string | undefined): Set<Impact> | undefined {
  if (raw === undefined) return undefined;
  const list = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const impacts = list.filter(isImpact);
  if (impacts.length !== list.length || list.length === 0)
    throw invalidParam('impact', `impact should be one or more of ${IMPACTS.join(', ')}`, raw);
  return new Set(impacts);
}

/** HH:MM (08:30, or 8:30), else a 422. */
function timeFilter(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const m = /^(\d{1,2}):(\d{2})$/.exec(String(raw).trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw invalidParam('time', 'time should be HH:MM (ET)', raw);
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** The session a release reaches: its own day when before the close, else the next trading day. */
function reactionSession(e: EconomicEvent): string {
  return e.release_ms < sessionHours(e.date).closeMs ? e.date : nextTradingDay(e.date);
}

export function economicRoutes(market: Market): RouteTable {
  const memo = new Memo(4096);
  const events = () => economicEvents(market.seed);
  const seriesOf = (name: string): readonly EconomicEvent[] =>
    memo.get(`series|${name}`, () => events().filter((x) => x.event_name === name));

  /** Mean absolute close-to-close move of an ETF on the last releases of the series before `event`. */
  function typicalMove(
    e: EconomicEvent,
    symbol: string,
    nowMs: number,
  ): { avg_abs_move_pct: number | null; n: number } {
    const past = seriesOf(e.event_name)
      .filter((x) => x.release_ms < e.release_ms && x.release_ms <= nowMs)
      .slice(-SENSITIVITY_SAMPLE)
      .map(reactionSession)
      .filter((s) => sessionHours(s).closeMs <= nowMs);
    // The sample (not the clock) decides the answer: cache on it.
    return memo.get(`move|${e.event_name}|${symbol}|${past.join(',')}`, () => {
      const moves = past.flatMap((s) => {
        const [prev, day] = market.dailyBars(symbol, s, 2);
        return prev && day ? [Math.abs(day.close / prev.close - 1)] : [];
      });
      const avg = moves.length ? round4(moves.reduce((a, b) => a + b, 0) / moves.length) : null;
      return { avg_abs_move_pct: avg, n: moves.length };
    });
  }

  function eventRow(ctx: HandlerContext, e: EconomicEvent) {
    const now = ctx.clock.now();
    const released = e.release_ms <= now;
    return {
      event_id: e.event_id,
      event_name: e.event_name,
      date: e.date,
      time: e.time,
      session: reactionSession(e),
      impact: e.impact,
      country: 'US',
      period: e.period,
      unit: e.unit,
      released,
      actual: released ? e.actual : null,
      consensus: e.consensus,
      previous: e.previous_release_ms !== null && e.previous_release_ms <= now ? e.previous : null,
      surprise: released ? round4(e.actual - e.consensus) : null,
      etf_sensitivity: e.etfs.map((x) => ({ ...x, ...typicalMove(e, x.symbol, now) })),
    };
  }

  /** A `date` on a weekend or holiday reads as the last session before it. */
  function sessionOfDate(ctx: HandlerContext, raw: unknown): string {
    return resolveSession(ctx, raw === undefined ? undefined : tradingSessionAtOrBefore(String(raw)));
  }

  function etfRow(ctx: HandlerContext, symbol: string, session: string, cutoff: number) {
    return memo.get(`etf|${symbol}|${session}|${cutoff}`, () => {
      const orders = visibleOrders(market, symbol, session, cutoff);
      const { net_delta, net_gamma, net_vega, net_theta } = flowGreeks(orders);
      return { symbol, ...flowSummary(orders), net_delta, net_gamma, net_vega, net_theta };
    });
  }

  return {
    'economic.calendar': (ctx) => {
      const session = ctx.values.session;
      const { from, to } = session
        ? { from: session, to: session }
        : dateRange([ctx.values.from, ctx.values.to], ['from', 'to'], {
            from: ctx.clock.currentSession(),
            spanDays: 14,
          });
      const impact = impactFilter(ctx.values.impact);
      const rows = events()
        .filter((e) => e.date >= from && e.date <= to && (!impact || impact.has(e.impact)))
        .map((e) => eventRow(ctx, e));
      return { body: { from, to, computed_at: new Date(ctx.clock.now()).toISOString(), impact_levels: IMPACTS, rows } };
    },

    'economic.eventHistory': (ctx) => {
      const name = ctx.values.event_name?.toLowerCase();
      const series = SERIES_NAMES.filter((n) => !name || n.toLowerCase().includes(name));
      if (series.length === 0)
        throw new HttpError(
          404,
          'event_not_found',
          `no event series matches '${name}'; known: ${SERIES_NAMES.join(', ')}`,
        );
      const time = timeFilter(ctx.values.time);
      const upTo = ctx.values.session ?? ctx.clock.currentSession();
      const now = ctx.clock.now();
      const rows = events()
        .filter(
          (e) => series.includes(e.event_name) && (!time || e.time === time) && e.date <= upTo && e.release_ms <= now,
        )
        .slice(-Number(ctx.values.periods))
        .reverse()
        .map((e) => {
          const r = eventRow(ctx, e);
          return {
            ...r,
            surprise_pct: e.consensus !== 0 ? round4(e.actual / e.consensus - 1) : null,
            beat: e.actual > e.consensus,
          };
        });
      const beats = rows.filter((r) => r.beat).length;
      return {
        body: {
          event_name: series.length === 1 ? series[0] : null,
          series,
          computed_at: new Date(ctx.clock.now()).toISOString(),
          n: rows.length,
          from: rows.at(-1)?.date ?? null,
          to: rows[0]?.date ?? null,
          beat_rate: rows.length ? round4(beats / rows.length) : null,
          rows,
        },
      };
    },

    'economic.etfFlow': (ctx) => {
      const session = sessionOfDate(ctx, ctx.values.date);
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const rows = ETF_FLOW_SYMBOLS.map((s) => etfRow(ctx, s, session, cutoff));
      const asOf = Math.max(0, ...rows.map((r) => r.last_ts_ms ?? 0));
      return { body: { ...meta(ctx, session, asOf || null), data: analyticsDelay(ctx, cutoff), rows } };
    },

    'economic.etfFlowSymbol': (ctx) => {
      const symbol = String(ctx.values.symbol).toUpperCase();
      const session = sessionOfDate(ctx, ctx.values.date);
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const orders = visibleOrders(market, symbol, session, cutoff);
      const summary = flowSummary(orders);
      return {
        body: {
          ...meta(ctx, session, summary.last_ts_ms),
          data: analyticsDelay(ctx, cutoff),
          symbol,
          summary,
          greeks: flowGreeks(orders),
          strikes: strikeAnalysis(orders),
          orders: orders.map(tapeRow),
        },
      };
    },

    'economic.etfTimeseries': (ctx) => {
      const symbol = String(ctx.values.symbol).toUpperCase();
      const current = ctx.clock.currentSession();
      const { from, to } = dateRange([ctx.values.start, ctx.values.end], ['start', 'end'], {
        from: addCalendarDays(current, -30),
        spanDays: 30,
      });
      // Only the sessions of history the sandbox serves (about 90), oldest first.
      const sessions = availableSessions(ctx)
        .filter((s) => s >= from && s <= to)
        .reverse();
      const rows = sessions.map((session) => {
        const { last_ts_ms, ...row } = etfRow(ctx, symbol, session, cutoffMs(ctx, session, DELAY_ANALYTICS_S));
        return { session, finality: finalityOf(ctx, session), last_ts_ms, ...row };
      });
      return {
        body: {
          symbol,
          start: from,
          end: to,
          computed_at: new Date(ctx.clock.now()).toISOString(),
          n: rows.length,
          from: rows[0]?.session ?? null,
          to: rows.at(-1)?.session ?? null,
          rows,
        },
      };
    },
  };
}
