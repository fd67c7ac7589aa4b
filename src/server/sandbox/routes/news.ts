/**
 * News with sentiment, written from what the simulated market did: a large daily move or an earnings
 * report of a ticker becomes a headline, its sign the sentiment; a few neutral notices in between.
 */
import { sessionHours } from '../../../api/calendar';
import type { RouteTable } from '../handler';
import type { TickerInfo } from '../market';
import { earningsBetween } from '../model/company-profile';
import { lastWholeSession } from '../model/daily-bars';
import { hashHex, rng } from '../model/random';
import { releaseMs } from './earnings';
import { tickerFilter } from './param-checks';
import { requireTicker } from './session-context';
import type { Market } from '../market';

type Sentiment = 'positive' | 'negative' | 'neutral';
interface NewsItem {
  id: string;
  published_ms: number;
  ticker: string;
  headline: string;
  sentiment: Sentiment;
  sentiment_score: number;
}

/** A move above this many daily standard deviations makes news. */
const MOVE_SIGMAS = 1.6;
const SOURCE = 'Sandbox Newswire';
const pct = (x: number) => `${(Math.abs(x) * 100).toFixed(1)}%`;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function newsRoutes(market: Market): RouteTable {
  function movesOf(info: TickerInfo, nowMs: number, sessions: number): NewsItem[] {
    // Finished sessions only: a move is news once the day has closed.
    const bars = market.dailyBars(info.ticker, lastWholeSession(nowMs), sessions + 1);
    const sd = info.volatility / Math.sqrt(252);
    const out: NewsItem[] = [];
    for (let i = 1; i < bars.length; i++) {
      const b = bars[i]!;
      const ret = b.close / bars[i - 1]!.close - 1;
      const published = sessionHours(b.session).closeMs + 10 * 60_000;
      const z = ret / sd;
      if (Math.abs(z) >= MOVE_SIGMAS) {
        const up = ret > 0;
        out.push({
          id: hashHex(`${market.seed}|news|move|${info.ticker}|${b.session}`),
          published_ms: published,
          ticker: info.ticker,
          headline: `${info.name} shares ${up ? 'rise' : 'fall'} ${pct(ret)} to $${b.close.toFixed(2)}`,
          sentiment: up ? 'positive' : 'negative',
          sentiment_score: round3(Math.tanh(z / 3)),
        });
      } else if (rng(`${market.seed}|news|note|${info.ticker}|${b.session}`).next() < 0.04) {
        out.push({
          id: hashHex(`${market.seed}|news|note|${info.ticker}|${b.session}`),
          published_ms: published - 5 * 3_600_000,
          ticker: info.ticker,
          headline: `${info.name} to present at an industry conference`,
          sentiment: 'neutral',
          sentiment_score: 0,
        });
      }
    }
    return out;
  }

  return {
    'news.ticker': (ctx) => {
      const only = tickerFilter(ctx.values.ticker);
      for (const t of only ?? []) requireTicker(market, t);
      const infos = only ? [...only].map((t) => market.tickerInfo(t)!) : market.universe;
      const now = ctx.clock.now();
      const today = ctx.clock.currentSession();
      // A few tickers need a long look-back to fill a page; the whole market a few sessions.
      const sessions = only ? Math.min(500, 60 * Math.ceil(20 / infos.length)) : 10;
      const items = infos.flatMap((i) => movesOf(i, now, sessions));
      const from = market.dailyBars(infos[0]!.ticker, lastWholeSession(now), sessions)[0]?.session ?? today;
      for (const e of earningsBetween(
        market.seed,
        infos.filter((i) => !i.isEtf),
        from,
        today,
      )) {
        const at = releaseMs(e) + 5 * 60_000;
        if (at > now) continue;
        const beat = e.epsActual >= e.epsEstimate;
        items.push({
          id: hashHex(`${market.seed}|news|earnings|${e.ticker}|${e.fiscalQuarter}`),
          published_ms: at,
          ticker: e.ticker,
          headline: `${e.name} ${beat ? 'beats' : 'misses'} estimates: ${e.fiscalQuarter} EPS $${e.epsActual.toFixed(2)} vs $${e.epsEstimate.toFixed(2)} expected`,
          sentiment: beat ? 'positive' : 'negative',
          sentiment_score: round3(Math.tanh((e.epsActual / e.epsEstimate - 1) * 5)),
        });
      }
      const wanted = ctx.values.sentiment === undefined ? undefined : String(ctx.values.sentiment);
      const rows = items
        .filter((x) => x.published_ms <= now && (!wanted || x.sentiment === wanted))
        .sort((a, b) => b.published_ms - a.published_ms || (a.id < b.id ? -1 : 1))
        .slice(0, Number(ctx.values.limit))
        .map(({ published_ms, ticker, ...x }) => ({
          ...x,
          published_at: new Date(published_ms).toISOString(),
          ticker,
          tickers: [ticker],
          source: SOURCE,
          url: null,
        }));
      return { body: { computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },
  };
}
