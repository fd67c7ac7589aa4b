/** GEX family: levels, greek exposure, intraday exposures, with-flow, full profile, timeseries. */
import { tradingDaysBetween } from '../../../api/calendar';
import type { GexTimeseriesPoint } from '../../../api/types';
import { cumulativeNetGex } from '../analytics/gex';
import { exposureByStrike, filterByDte } from '../analytics/gex-exposure';
import { basisSummary, gammaBasisFor, sampleEvery } from '../analytics/gex-series';
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import type { ChainSnapshot } from '../model/types';
import { exposureContractAt, GexEngine } from '../analytics/gex-engine';
import { Memo } from '../model/memo';
import { HttpError } from './http-error';
import {
  availableSessions,
  cutoffMs,
  DELAY_ANALYTICS_S,
  DELAY_OFF_WATCHLIST_S,
  finalityOf,
  isCurrentSession,
  latestSlot,
  meta,
  requireTicker,
  resolveSession,
} from './session-context';
import type { Market } from '../market';

const FLOW_BASIS = {
  structural_gex:
    'dealer short customer open interest; gamma x OI x 100 x spot^2 x 0.01 ($ per 1% move); calls +, puts -',
  flow_gex:
    'dealer position change from large orders (>= 100 contracts): customer buy -, sell +, neutral 0; $ per 1% move',
  net_gex: 'structural_gex + flow_gex',
} as const;

/**
 * The profile's OHLC: the session summary and its closed 1-minute bars (`t` ISO open time, as the candle
 * routes spell it). Off the watchlist the current session is seen 15 minutes late, as every candle is.
 */
function sessionOhlc(ctx: HandlerContext, market: Market, ticker: string, session: string) {
  const current = isCurrentSession(ctx, session);
  const delayed = current && !ctx.watchlist.has(ticker);
  const horizon = current ? ctx.clock.now() - (delayed ? DELAY_OFF_WATCHLIST_S * 1000 : 0) : Number.POSITIVE_INFINITY;
  // A minute bar exists once its minute is over by the horizon.
  const bars = market.minuteBars(ticker, session).filter((b) => b.t + 60_000 <= horizon);
  if (bars.length === 0) return null;
  return {
    open: bars[0]!.open,
    high: Math.max(...bars.map((b) => b.high)),
    low: Math.min(...bars.map((b) => b.low)),
    close: bars.at(-1)!.close,
    volume: bars.reduce((v, b) => v + b.volume, 0),
    delayed,
    interval: '1m',
    bars: bars.map((b) => ({
      t: new Date(b.t).toISOString(),
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      volume: b.volume,
    })),
  };
}

export function gexRoutes(market: Market): RouteTable {
  const engine = new GexEngine(market);
  const memo = new Memo(64);

  function base(ctx: HandlerContext<Declaring<'ticker' | 'session' | 'dte_filter'>>) {
    const ticker = requireTicker(market, ctx.values.ticker);
    const session = resolveSession(ctx, ctx.values.session);
    const filter = ctx.values.dte_filter ?? 'all';
    const slot = latestSlot(ctx, market, ticker, session);
    const s = engine.structural(ticker, session, slot, filter);
    // The leading fields of the answers built on the structural snapshot.
    const head = { ticker, ...meta(ctx, session, s.snapshot.asOf), dte_filter: filter };
    return { ticker, session, filter, slot, s, head };
  }

  return {
    'gex.levels': (ctx) => {
      const { session, slot, s, head } = base(ctx);
      return {
        body: {
          ...head,
          gamma_basis: gammaBasisFor(session),
          snapshot_slot: slot,
          ...s.levels,
        },
      };
    },

    'gex.greekExposure': (ctx) => {
      const { session, slot, s, head } = base(ctx);
      return {
        body: {
          ...head,
          snapshot_slot: slot,
          spot: s.snapshot.spot,
          gamma_basis: gammaBasisFor(session),
          units: { gex: '$ per 1% move', charm: '$ of delta per day', vanna: '$ of delta per vol-point' },
          contracts_used: s.contracts.length - s.skipped,
          contracts_without_iv: s.skipped,
          by_strike: s.byStrike,
          by_expiry: engine.byExpiry(s),
          ...(ctx.values.include_strike_expiry === true ? { strike_expiry: engine.strikeExpiry(s) } : {}),
        },
      };
    },

    'gex.intraday': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const session = resolveSession(ctx, ctx.values.session);
      const filter = ctx.values.dte_filter ?? 'all';
      const step = Number(ctx.values.step_min);
      // OI and IV held from the AM snapshot; spot moves with the minute bars printed so far.
      const am = engine.structural(ticker, session, 'AM', filter);
      const snap = am.snapshot;
      // Zero-OI contracts add exactly 0 to every exposure: leave them out of the per-bar greeks.
      const chain = filterByDte(snap.contracts, filter).filter((c) => c.openInterest > 0);
      const now = ctx.clock.now();
      const bars = sampleEvery(
        market.minuteBars(ticker, session).filter((b) => !isCurrentSession(ctx, session) || b.t <= now),
        step,
      );
      const series = memo.get(`intraday|${ticker}|${session}|${filter}|${step}|${bars.at(-1)?.t ?? 0}`, () =>
        bars.map((b) => {
          const rows = exposureByStrike(
            chain.map((c) => exposureContractAt(c, b.close, snap.rate, b.t)),
            b.close,
          );
          const sum = (k: 'net_gex' | 'net_charm' | 'net_vanna' | 'call_gex' | 'put_gex') =>
            rows.reduce((s, r) => s + r[k], 0);
          return {
            t: new Date(b.t).toISOString(),
            spot: b.close,
            net_gex: sum('net_gex'),
            net_charm: sum('net_charm'),
            net_vanna: sum('net_vanna'),
            call_gex: sum('call_gex'),
            put_gex: sum('put_gex'),
          };
        }),
      );
      const nets = series.map((p) => p.net_gex);
      return {
        body: {
          ticker,
          ...meta(ctx, session, bars.at(-1)?.t ?? null),
          dte_filter: filter,
          step_min: step,
          gamma_basis: gammaBasisFor(session),
          snapshot_slot: 'AM',
          series,
          summary: {
            open_net_gex: nets[0] ?? null,
            last_net_gex: nets.at(-1) ?? null,
            min_net_gex: nets.length ? Math.min(...nets) : null,
            max_net_gex: nets.length ? Math.max(...nets) : null,
            contracts_used: am.contracts.length - am.skipped,
          },
        },
      };
    },

    'gex.withFlow': (ctx) => {
      const { ticker, session, filter, slot, s } = base(ctx);
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const flow = engine.flow(ticker, session, s.snapshot, filter, cutoff);
      const { rows, levels } = engine.withFlowLevels(s, flow);
      const lastOrder = flow.orderList.at(-1)?.ts_ms ?? null;
      return {
        body: {
          ticker,
          ...meta(ctx, session, Math.max(s.snapshot.asOf, lastOrder ?? 0)),
          summary: {
            gamma_basis: gammaBasisFor(session),
            dte_filter: filter,
            snapshot_slot: slot,
            structural_gex: s.total,
            flow_gex: flow.total,
            net_gex: s.total + flow.total,
            flow_included: true,
            key_levels: levels,
            key_levels_structural: s.levels,
            flow_source: isCurrentSession(ctx, session) ? 'computed_from_streaming' : 'computed_from_archive',
            flow_orders_count: flow.orders,
            basis: FLOW_BASIS,
          },
          by_strike: rows,
        },
      };
    },

    'gex.profile': (ctx) => {
      const { ticker, session, filter, slot, s } = base(ctx);
      // Structural only on a past session; flow joins on the current one when asked.
      const flowOn = ctx.values.include_flow === true && isCurrentSession(ctx, session);
      const flow = flowOn
        ? engine.flow(ticker, session, s.snapshot, filter, cutoffMs(ctx, session, DELAY_ANALYTICS_S))
        : null;
      const merged = flow ? engine.withFlowLevels(s, flow) : null;
      const expiries = [...new Set(s.contracts.map((c) => c.expiration))].sort();
      const smileExpiry =
        ctx.values.smile_expiry === undefined ? (expiries[0] ?? null) : String(ctx.values.smile_expiry);
      if (
        smileExpiry !== null &&
        ctx.values.smile_expiry !== undefined &&
        !s.snapshot.expirations.includes(smileExpiry)
      ) {
        throw new HttpError(404, 'expiry_not_found', `${ticker} lists no expiry on ${smileExpiry}`);
      }
      const smile = smileSlice(s.snapshot, smileExpiry);
      const ohlc = ctx.values.include_ohlc === true ? sessionOhlc(ctx, market, ticker, session) : null;
      return {
        body: {
          ticker,
          ...meta(ctx, session, s.snapshot.asOf),
          summary: {
            gamma_basis: gammaBasisFor(session),
            dte_filter: filter,
            snapshot_slot: slot,
            structural_gex: s.total,
            flow_gex: flow?.total ?? 0,
            net_gex: s.total + (flow?.total ?? 0),
            flow_included: flow !== null,
            key_levels: merged?.levels ?? s.levels,
            ...(merged ? { key_levels_structural: s.levels, flow_orders_count: flow!.orders } : {}),
            flow_source: flow ? 'computed_from_streaming' : 'historical_no_flow',
          },
          by_strike: cumulativeNetGex(merged?.rows ?? s.byStrike),
          smile_expiry: smileExpiry,
          smile,
          ...(flow
            ? {
                flow: [...flow.byStrike.entries()]
                  .sort(([a], [b]) => a - b)
                  .map(([strike, flow_gex]) => ({ strike, flow_gex })),
              }
            : {}),
          ...(ctx.values.include_ohlc === true ? { ohlc } : {}),
        },
      };
    },

    'gex.timeseries': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const filter = ctx.values.dte_filter ?? 'all';
      const sessions = availableSessions(ctx);
      const end = ctx.values.end ?? sessions[0]!;
      const start = ctx.values.start ?? sessions[Math.min(29, sessions.length - 1)]!;
      const oldest = sessions.at(-1)!;
      const inRange = tradingDaysBetween(start < oldest ? oldest : start, end > sessions[0]! ? sessions[0]! : end);
      const points: GexTimeseriesPoint[] = inRange.map((session) => {
        const s = engine.structural(ticker, session, latestSlot(ctx, market, ticker, session), filter);
        return {
          session,
          gamma_basis: gammaBasisFor(session),
          spot: s.levels.spot,
          gamma_flip: s.levels.gamma_flip,
          max_pain: s.levels.max_pain,
          net_gex: s.total,
          call_wall: s.levels.call_wall,
          put_wall: s.levels.put_wall,
        };
      });
      const last = inRange.at(-1);
      return {
        body: {
          ticker,
          dte_filter: filter,
          start: inRange[0] ?? null,
          end: last ?? null,
          as_of: last
            ? new Date(
                engine.structural(ticker, last, latestSlot(ctx, market, ticker, last), filter).snapshot.asOf,
              ).toISOString()
            : null,
          computed_at: new Date(ctx.clock.now()).toISOString(),
          // Provisional only while the newest session still accumulates (never on a weekend or after close).
          finality: last ? finalityOf(ctx, last) : 'final',
          ...basisSummary(points),
          points,
        },
      };
    },
  };
}

function smileSlice(snapshot: ChainSnapshot, expiry: string | null) {
  if (expiry === null) return [];
  const m = new Map<number, { call_iv: number | null; put_iv: number | null }>();
  for (const c of snapshot.contracts) {
    if (c.expiration !== expiry) continue;
    let r = m.get(c.strike);
    if (!r) m.set(c.strike, (r = { call_iv: null, put_iv: null }));
    r[c.type === 'call' ? 'call_iv' : 'put_iv'] = c.iv;
  }
  return [...m.entries()]
    .sort(([a], [b]) => a - b)
    .map(([strike, r]) => ({ strike, moneyness: strike / snapshot.spot - 1, ...r }));
}
