/** Short interest (twice-monthly settlements) and daily short volume, sized on the simulated daily volume. */
import { addTradingDays, isTradingDay, previousTradingDay } from '../../../api/calendar';
import type { RouteTable } from '../handler';
import { companyProfile } from '../model/company-profile';
import { lastWholeSession } from '../model/daily-bars';
import { rng } from '../model/random';
import { requireTicker } from './session-context';
import type { Market } from '../market';

/** Settlement data is published about eight trading days after the settlement date. */
const PUBLICATION_LAG = 8;
const ADV_WINDOW = 20;
const onOrBefore = (d: string) => (isTradingDay(d) ? d : previousTradingDay(d));

/** Settlement dates (mid-month and month end), newest first, starting at or before `day`. */
function settlements(day: string, count: number): string[] {
  const out: string[] = [];
  let y = Number(day.slice(0, 4));
  let m = Number(day.slice(5, 7));
  while (out.length < count + 2 && y >= 2022) {
    const mm = String(m).padStart(2, '0');
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    for (const d of [onOrBefore(end), onOrBefore(`${y}-${mm}-15`)]) if (d <= day && d >= '2022-02-01') out.push(d);
    if (--m === 0) {
      m = 12;
      y--;
    }
  }
  return out.slice(0, count);
}

export function shortDataRoutes(market: Market): RouteTable {
  return {
    'shortInterest.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const info = market.tickerInfo(ticker)!;
      const p = companyProfile(market.seed, info);
      const today = ctx.clock.currentSession();
      const float = Math.round(p.sharesOutstanding * p.floatRatio);
      const baseline = 0.01 + 0.12 * info.volatility * rng(`${market.seed}|si|${ticker}`).next();
      const rows = settlements(today, Number(ctx.values.limit) + 2)
        .filter((d) => addTradingDays(d, PUBLICATION_LAG) <= today)
        .slice(0, Number(ctx.values.limit))
        .map((d) => {
          const bars = market.dailyBars(ticker, d, ADV_WINDOW);
          const adv = bars.length ? Math.round(bars.reduce((s, b) => s + b.volume, 0) / bars.length) : null;
          const pct = baseline * Math.exp(0.15 * rng(`${market.seed}|si|${ticker}|${d}`).normal());
          const shares = Math.round(float * pct);
          return {
            settlement_date: d,
            publication_date: addTradingDays(d, PUBLICATION_LAG),
            short_interest: shares,
            avg_daily_volume: adv,
            days_to_cover: adv ? Math.round((shares / adv) * 100) / 100 : null,
            pct_of_float: Math.round(pct * 1e4) / 1e4,
          };
        });
      return { body: { ticker, float_shares: float, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },

    'shortVolume.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      // Finished sessions only: the day's file is published after the close.
      const bars = [...market.dailyBars(ticker, lastWholeSession(ctx.clock.now()), Number(ctx.values.limit))];
      const rows = bars.reverse().map((b) => {
        const r = rng(`${market.seed}|sv|${ticker}|${b.session}`);
        const ratio = 0.35 + 0.25 * r.next();
        const short = Math.round(b.volume * ratio);
        return {
          session: b.session,
          short_volume: short,
          short_exempt_volume: Math.round(short * 0.01 * r.next()),
          total_volume: b.volume,
          short_ratio: Math.round(ratio * 1e4) / 1e4,
        };
      });
      return { body: { ticker, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },
  };
}
