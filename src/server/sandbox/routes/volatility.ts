/** Volatility family: the ten routes over chain snapshots, the model's ATM-IV history and daily bars. */
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import {
  atmIvAt,
  ivPercentile,
  ivRank,
  realizedVol,
  riskReversal,
  seriesStats,
  surface,
  termStructure,
  type SeriesPoint,
  type VolMode,
} from '../analytics/volatility';
import { contractGreeks } from '../model/chain-greeks';
import { latestSnapshot, snapshotHeader } from './latest-snapshot';
import { availableSessions, latestSlot, meta, requireTicker } from './session-context';
import { sessionHours } from '../../../api/calendar';
import { snapshotAsOf } from '../model/chain';
import type { Market } from '../market';

export function volatilityRoutes(market: Market): RouteTable {
  const atmHistory = (ctx: HandlerContext, ticker: string, sessions: readonly string[]): SeriesPoint[] =>
    [...sessions].sort().map((session) => ({ session, value: market.atmIv30(ticker, session) }));
  const mode = (ctx: HandlerContext<Declaring<'mode'>>): VolMode => ctx.values.mode ?? 'mid';
  // as_of is the newest observation: a session's IV is read from its latest chain snapshot.
  const ivObservedAt = (ctx: HandlerContext, session: string): number =>
    snapshotAsOf(session, latestSlot(ctx, market, '', session));
  /** An answer read from a ticker's ATM 30-day IV over the sessions served (IV rank, IV stats). */
  const atmIvAnswer = (ctx: HandlerContext, asked: string, read: (series: SeriesPoint[]) => object) => {
    const ticker = requireTicker(market, asked);
    const sessions = availableSessions(ctx);
    return {
      body: {
        ticker,
        ...meta(ctx, sessions[0]!, ivObservedAt(ctx, sessions[0]!)),
        measure: 'atm_iv_30d',
        ...read(atmHistory(ctx, ticker, sessions)),
      },
    };
  };

  return {
    'volatility.atm': (ctx) => {
      const target = Number(ctx.values.target_dte);
      const known = ctx.values.symbols.filter((t) => market.tickerInfo(t));
      const session = ctx.clock.currentSession();
      const results = known.map((ticker) => {
        const { slot, snap } = latestSnapshot(ctx, market, ticker);
        const term = termStructure(snap, 0, 730, 'mid');
        return {
          ticker,
          spot: snap.spot,
          target_dte: target,
          atm_iv: atmIvAt(term.points, target),
          snapshot_slot: slot,
          as_of: new Date(snap.asOf).toISOString(),
        };
      });
      const newest = results.reduce<number | null>((m, r) => Math.max(m ?? 0, Date.parse(r.as_of)), null);
      return { body: { ...meta(ctx, session, newest), results } };
    },

    'volatility.movers': (ctx) => {
      const [session, prior] = availableSessions(ctx) as [string, string];
      const dir = String(ctx.values.direction);
      const rows = market.universe
        .map((i) => {
          const now = market.atmIv30(i.ticker, session);
          const before = market.atmIv30(i.ticker, prior);
          const change = now === null || before === null ? null : now - before;
          return {
            ticker: i.ticker,
            atm_iv_30d: now,
            prior_atm_iv_30d: before,
            change,
            change_pct: change === null || !before ? null : (change / before) * 100,
          };
        })
        .filter((r) => r.change !== null && (dir === 'both' || (dir === 'expansions' ? r.change > 0 : r.change < 0)))
        .sort((a, b) => Math.abs(b.change!) - Math.abs(a.change!) || a.ticker.localeCompare(b.ticker))
        .slice(0, Number(ctx.values.limit));
      return {
        body: { ...meta(ctx, session, ivObservedAt(ctx, session)), prior_session: prior, direction: dir, movers: rows },
      };
    },

    'volatility.surface': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const shot = latestSnapshot(ctx, market, ticker);
      const { snap } = shot;
      const s = surface(
        snap,
        Number(ctx.values.dte_min),
        Number(ctx.values.dte_max),
        mode(ctx),
        (c) => contractGreeks(c, snap.spot, snap.rate, snap.asOf).delta,
      );
      return {
        body: {
          ...snapshotHeader(ctx, ticker, shot),
          mode: mode(ctx),
          layout: 'matrix[moneyness_index][expiry_index]',
          ...s,
        },
      };
    },

    'volatility.termStructure': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const shot = latestSnapshot(ctx, market, ticker);
      const t = termStructure(shot.snap, Number(ctx.values.dte_min), Number(ctx.values.dte_max), mode(ctx));
      return { body: { ...snapshotHeader(ctx, ticker, shot), mode: mode(ctx), ...t } };
    },

    'volatility.history': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const sessions = availableSessions(ctx);
      const from = ctx.values.from ?? sessions.at(-1)!;
      const to = ctx.values.to ?? sessions[0]!;
      const inRange = sessions.filter((s) => s >= from && s <= to);
      const series = atmHistory(ctx, ticker, inRange);
      const { session, snap } = latestSnapshot(ctx, market, ticker);
      return {
        body: {
          ticker,
          ...meta(ctx, session, snap.asOf),
          unit: 'decimal',
          series: series.map((p) => ({ session: p.session, atm_iv_30d: p.value })),
          term: termStructure(snap, 0, 730, 'mid').points,
        },
      };
    },

    'volatility.percentile': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const dte = Number(ctx.values.dte);
      const m = Number(ctx.values.moneyness) / 100;
      const sessions = availableSessions(ctx).slice(0, Number(ctx.values.lookback_days));
      const series = [...sessions].sort().map((session) => ({
        session,
        value: m <= -1 ? null : market.impliedVol(ticker, session, Math.log(1 + m), dte),
      }));
      return {
        body: {
          ticker,
          ...meta(ctx, sessions[0]!, ivObservedAt(ctx, sessions[0]!)),
          dte,
          moneyness: Number(ctx.values.moneyness),
          lookback_days: Number(ctx.values.lookback_days),
          unit: 'decimal',
          ...ivPercentile(series),
        },
      };
    },

    'volatility.realized': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const session = ctx.clock.currentSession();
      const bars = market.dailyBars(ticker, session, 253);
      const last = bars.at(-1);
      // The newest bar's close is observed at its session's close, or now while that session trades.
      const asOf = last ? Math.min(ctx.clock.now(), sessionHours(last.session).closeMs) : null;
      return {
        body: {
          ticker,
          ...meta(ctx, session, asOf),
          unit: 'decimal',
          method: 'close_to_close_log_returns_annualized_252',
          windows: realizedVol(bars),
        },
      };
    },

    'volatility.ivRank': (ctx) => atmIvAnswer(ctx, ctx.values.ticker, (series) => ivRank(series)),

    'volatility.stats': (ctx) =>
      atmIvAnswer(ctx, ctx.values.ticker, (series) => ({ unit: 'decimal', ...seriesStats(series) })),

    'volatility.riskReversal': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const shot = latestSnapshot(ctx, market, ticker);
      const rr = riskReversal(
        shot.snap,
        Number(ctx.values.moneyness),
        Number(ctx.values.dte_min),
        Number(ctx.values.dte_max),
        mode(ctx),
      );
      return {
        body: {
          ...snapshotHeader(ctx, ticker, shot),
          moneyness: Number(ctx.values.moneyness),
          mode: mode(ctx),
          ...rr,
        },
      };
    },
  };
}
