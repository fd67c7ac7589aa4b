/** Technical indicators and monthly seasonality, both computed from the simulated price bars. */
import { sessionHours } from '../../../api/calendar';
import { ema, macd, MACD_FAST, MACD_SIGNAL, MACD_SLOW, rsi, sma } from '../analytics/technicals';
import { mean, quantile } from '../analytics/stats';
import type { HandlerContext, RouteTable } from '../handler';
import { dailyBarsAt, hourlyBarsAt, type PriceBar } from '../model/daily-bars';
import { delayBlock, iso, requireTicker } from './session-context';
import type { Market } from '../market';

/** Bars off the watchlist are 15 minutes delayed, as the reference states for candles. */
const CANDLE_DELAY_S = 15 * 60;
const HOUR_MS = 3_600_000;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round6 = (x: number | null) => (x === null ? null : Math.round(x * 1e6) / 1e6);

type Indicator = 'sma' | 'ema' | 'rsi' | 'macd';

/** Bars needed before the first returned one so that every returned value is settled. */
function warmup(indicator: Indicator, window: number): number {
  if (indicator === 'sma') return window - 1;
  if (indicator === 'macd') return MACD_SLOW + MACD_SIGNAL + 100;
  return 5 * window;
}

function barEnd(bar: PriceBar, interval: string): number {
  const { closeMs } = sessionHours(bar.session);
  return interval === '1h' ? Math.min(Date.parse(bar.t) + HOUR_MS, closeMs) : closeMs;
}

export function technicalsRoutes(market: Market): RouteTable {
  /** The instant bars are visible up to for this caller: real time on the watchlist, else 15 min behind. */
  function visibleNow(ctx: HandlerContext, ticker: string): { now: number; delay: number } {
    const delay = ctx.watchlist.has(ticker) ? 0 : CANDLE_DELAY_S;
    return { now: ctx.clock.now() - delay * 1000, delay };
  }

  return {
    'technicals.indicator': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const indicator = ctx.values.indicator;
      const window = Number(ctx.values.window);
      const interval = String(ctx.values.interval);
      const limit = Number(ctx.values.limit);
      const { now, delay } = visibleNow(ctx, ticker);
      const count = limit + warmup(indicator, window);
      const bars =
        interval === '1h' ? hourlyBarsAt(market, ticker, now, count) : dailyBarsAt(market, ticker, now, count);
      const closes = bars.map((b) => b.close);
      const base = (b: PriceBar) => ({ t: b.t, session: b.session, close: b.close, complete: b.complete });
      let rows: object[];
      if (indicator === 'macd') {
        const m = macd(closes);
        rows = bars.map((b, i) => ({
          ...base(b),
          macd: round6(m[i]!.macd),
          signal: round6(m[i]!.signal),
          histogram: round6(m[i]!.histogram),
        }));
      } else {
        const values =
          indicator === 'sma' ? sma(closes, window) : indicator === 'ema' ? ema(closes, window) : rsi(closes, window);
        rows = bars.map((b, i) => ({ ...base(b), value: round6(values[i]!) }));
      }
      const last = bars.at(-1);
      const asOf = last ? Math.min(barEnd(last, interval), Math.floor(now / 60_000) * 60_000) : null;
      return {
        body: {
          ticker,
          indicator,
          interval,
          parameters: indicator === 'macd' ? { fast: MACD_FAST, slow: MACD_SLOW, signal: MACD_SIGNAL } : { window },
          as_of: iso(asOf),
          computed_at: new Date(ctx.clock.now()).toISOString(),
          delayed: delay > 0,
          data: delayBlock(delay, delay > 0 ? 'policy_off_watchlist' : null, asOf ?? now),
          n: Math.min(limit, rows.length),
          rows: rows.slice(-limit),
        },
      };
    },

    'seasonality.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const years = Number(ctx.values.years);
      const now = ctx.clock.now();
      const thisMonth = new Date(now).toISOString().slice(0, 7);
      // Closing price of each complete month (the last session's close), oldest first.
      const monthClose = new Map<string, number>();
      for (const b of dailyBarsAt(market, ticker, now, (years + 1) * 253)) {
        const m = b.session.slice(0, 7);
        if (m < thisMonth) monthClose.set(m, b.close);
      }
      const months = [...monthClose.keys()];
      const returns = months
        .slice(1)
        .map((m, i) => ({ month: m, r: monthClose.get(m)! / monthClose.get(months[i]!)! - 1 }));
      const sample = returns.slice(-years * 12);
      const rows = Array.from({ length: 12 }, (_, k) => {
        const rs = sample.filter((x) => Number(x.month.slice(5)) === k + 1).map((x) => x.r);
        const avg = mean(rs);
        const median = quantile(rs, 0.5);
        return {
          month: k + 1,
          n: rs.length,
          avg_return: avg === null ? null : round4(avg),
          median_return: median === null ? null : round4(median),
          pct_positive: rs.length ? round4(rs.filter((r) => r > 0).length / rs.length) : null,
          best: rs.length ? round4(Math.max(...rs)) : null,
          worst: rs.length ? round4(Math.min(...rs)) : null,
        };
      });
      return {
        body: {
          ticker,
          years_requested: years,
          years_covered: new Set(sample.map((x) => x.month.slice(0, 4))).size,
          from: sample[0]?.month ?? null,
          to: sample.at(-1)?.month ?? null,
          computed_at: new Date(ctx.clock.now()).toISOString(),
          rows,
        },
      };
    },
  };
}
