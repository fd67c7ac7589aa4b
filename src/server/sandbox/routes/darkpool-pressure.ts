/**
 * Dark-pool pressure and ranking answers. `window` defaults to 15m; /pressure gives market_windows
 * (whole universe), darkpool_windows ([{ticker, windows}] for the 25 tickers with the largest |net|)
 * and tickers (day sums of every ticker); /pressure/{ticker} gives darkpool_windows and a columnar
 * `curve` {t, price, dp_cum, option_intent_cum, dp_cum_ex_away}. `*_ex_away` fields are null for
 * sessions before the away-from-quote adjustment.
 */
import { sessionHours } from '../../../api/calendar';
import { pressureCurve, PRESSURE_CURVE_BASIS } from '../analytics/darkpool-curve';
import { netLean, pressureSummary, pressureSums, pressureWindows } from '../analytics/darkpool-pressure';
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import { lastOfEach, newestPrintMs } from '../model/darkpool-aggregates';
import { darkpoolHead, darkpoolSession, hasExAway, type DarkPoolDeps } from './darkpool-context';
import { requireTicker } from './session-context';

const WINDOW_MS: Readonly<Record<string, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
};
const DEFAULT_WINDOW = '15m';
/** Tickers with their own windows in the market-wide answer. */
const TOP_TICKERS = 25;

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The `window` asked for and its length; `day` is the whole session. */
function windowOf(ctx: HandlerContext<Declaring<'window'>>, session: string) {
  const { openMs, closeMs } = sessionHours(session);
  const window = ctx.values.window ?? DEFAULT_WINDOW;
  return { window, ms: window === 'day' ? closeMs - openMs : WINDOW_MS[window]!, openMs, closeMs };
}

export function darkpoolPressureRoutes(deps: DarkPoolDeps): RouteTable {
  const { market, dp, agg, orders } = deps;
  return {
    'darkpool.ranking': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const all = agg.marketPrints(session, cutoff);
      let dpShares = 0;
      let dpNotional = 0;
      let volume = 0;
      const rows = market.universe.map((info) => {
        const list = all.get(info.ticker) ?? [];
        const shares = list.reduce((s, p) => s + p.size, 0);
        const notional = list.reduce((s, p) => s + p.premium, 0);
        const vol = agg.volumeUpTo(info.ticker, session, cutoff);
        dpShares += shares;
        dpNotional += notional;
        volume += vol;
        return {
          ticker: info.ticker,
          sector: info.sector,
          notional: round2(notional),
          shares,
          prints: list.length,
          blocks: list.filter((p) => dp.isBlock(p)).length,
          off_exchange_share: vol > 0 ? round4(shares / vol) : null,
          net_pressure: netLean(pressureSums(list, false)),
        };
      });
      rows.sort((a, b) => b.notional - a.notional || (a.ticker < b.ticker ? -1 : 1));
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(lastOfEach(all.values()))),
          market: {
            notional: round2(dpNotional),
            shares: dpShares,
            consolidated_volume: volume,
            off_exchange_share: volume > 0 ? round4(dpShares / volume) : null,
          },
          rankings: rows.slice(0, Number(ctx.values.limit)).map((r, i) => ({ rank: i + 1, ...r })),
        },
      };
    },

    'darkpool.pressure': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const { window, ms, openMs, closeMs } = windowOf(ctx, session);
      const end = Math.min(closeMs, cutoff + 1);
      const all = agg.marketPrints(session, cutoff);
      const merged = [...all.values()].flat();
      const ex = hasExAway(session);
      const perTicker = [...all]
        .map(([ticker, list]) => ({ ticker, ...pressureSummary(pressureSums(list, false)) }))
        .filter((r) => r.n > 0)
        .sort((a, b) => Math.abs(b.net) - Math.abs(a.net) || (a.ticker < b.ticker ? -1 : 1));
      const top = perTicker.slice(0, TOP_TICKERS).map((r) => r.ticker);
      const windowsOf = (t: string) => pressureWindows(all.get(t)!, openMs, end, ms);
      const windowsExAwayOf = (t: string) => pressureWindows(all.get(t)!, openMs, end, ms, true);
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(merged)),
          window,
          market_windows: pressureWindows(merged, openMs, end, ms),
          market_windows_ex_away: ex ? pressureWindows(merged, openMs, end, ms, true) : null,
          darkpool_windows: top.map((t) => ({ ticker: t, windows: windowsOf(t) })),
          darkpool_windows_ex_away: ex ? top.map((t) => ({ ticker: t, windows: windowsExAwayOf(t) })) : null,
          tickers: perTicker,
        },
      };
    },

    'darkpool.pressureTicker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = darkpoolSession(ctx);
      const { window, ms, openMs, closeMs } = windowOf(ctx, session);
      const end = Math.min(closeMs, cutoff + 1);
      const list = agg.visible(ticker, session, cutoff);
      const ex = hasExAway(session);
      const bars = market.minuteBars(ticker, session).filter((b) => b.t + 60_000 <= end);
      const flow = orders.ofTicker(session, cutoff, ticker);
      return {
        body: {
          ticker,
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(list)),
          window,
          totals: pressureSummary(pressureSums(list, false)),
          darkpool_windows: pressureWindows(list, openMs, end, ms),
          darkpool_windows_ex_away: ex ? pressureWindows(list, openMs, end, ms, true) : null,
          curve: pressureCurve(bars, list, flow, ex),
          curve_basis: PRESSURE_CURVE_BASIS,
        },
      };
    },
  };
}
