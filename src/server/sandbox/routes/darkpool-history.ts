/**
 * Dark-pool answers over a ticker's recent sessions: daily candles with each session's off-exchange
 * notional, and the price levels where the most premium printed. The current session counts only
 * what the delayed feed has delivered.
 */
import { addCalendarDays, previousTradingDay } from '../../../api/calendar';
import { levelBandWidth, printLevels } from '../analytics/darkpool-levels';
import type { RouteTable } from '../handler';
import type { MinuteBar } from '../model/types';
import { darkpoolData, DARKPOOL_DELAY_S, type DarkPoolDeps } from './darkpool-context';
import { HttpError } from './http-error';
import { availableSessions, cutoffMs, finalityOf, meta, requireTicker } from './session-context';

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One candle from the minute bars that exist; null when none does yet. */
function candleOf(bars: readonly MinuteBar[]) {
  if (bars.length === 0) return null;
  return {
    open: bars[0]!.open,
    high: Math.max(...bars.map((m) => m.high)),
    low: Math.min(...bars.map((m) => m.low)),
    close: bars.at(-1)!.close,
    volume: bars.reduce((s, m) => s + m.volume, 0),
  };
}

export function darkpoolHistoryRoutes(deps: DarkPoolDeps): RouteTable {
  const { market, dp, agg } = deps;
  return {
    'darkpool.dailyCandles': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const days = Number(ctx.values.days);
      const current = ctx.clock.currentSession();
      const from = addCalendarDays(current, -(days - 1));
      const served = new Set(availableSessions(ctx));
      const cutoff = cutoffMs(ctx, current, DARKPOOL_DELAY_S);
      const live = finalityOf(ctx, current) === 'provisional';
      const candles = market
        .dailyBars(ticker, current, days)
        .filter((b) => b.session >= from)
        .map((b) => {
          if (b.session === current && live) {
            // Today's candle only from the minutes that exist at the delayed cutoff.
            const today = candleOf(market.minuteBars(ticker, current).filter((m) => m.t + 60_000 <= cutoff));
            if (today === null) return null;
            const dpNotional = agg.visible(ticker, current, cutoff).reduce((s, p) => s + p.premium, 0);
            return { session: b.session, ...today, dp_notional: round2(dpNotional), finality: 'provisional' as const };
          }
          return {
            ...b,
            dp_notional: served.has(b.session) ? round2(dp.sessionStats(ticker, b.session).notional) : null,
            finality: 'final' as const,
          };
        })
        .filter((c) => c !== null);
      return {
        body: {
          ticker,
          ...meta(ctx, current, candles.length > 0 ? Math.min(cutoff, ctx.clock.now()) : null),
          data: darkpoolData(ctx, cutoff),
          days,
          candles,
        },
      };
    },

    'darkpool.printLevels': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const days = Number(ctx.values.days);
      const current = ctx.clock.currentSession();
      const cutoff = cutoffMs(ctx, current, DARKPOOL_DELAY_S);
      const sessions = availableSessions(ctx).slice(0, days);
      const ref =
        market
          .minuteBars(ticker, current)
          .filter((b) => b.t <= cutoff)
          .at(-1)?.close ??
        market.dailyBars(ticker, previousTradingDay(current), 1)[0]?.close ??
        null;
      if (ref === null) throw new HttpError(404, 'no_data', `no price for ${ticker}`);
      const band = levelBandWidth(ref, Number(ctx.values.band_pct));
      const prints = sessions.map((s) => ({
        session: s,
        prints: agg.visible(ticker, s, s === current ? cutoff : Infinity),
      }));
      return {
        body: {
          ticker,
          ...meta(ctx, current, Math.min(cutoff, ctx.clock.now())),
          data: darkpoolData(ctx, cutoff),
          n: sessions.length,
          from: sessions.at(-1) ?? null,
          to: sessions[0] ?? null,
          reference_price: ref,
          band_width: Math.round(band * 10_000) / 10_000,
          levels: printLevels(prints, band, Number(ctx.values.min_premium ?? 0), Number(ctx.values.top)),
        },
      };
    },
  };
}
