/**
 * Dark pool (every darkpool.* id but health, which the core serves): simulated TRF prints with NBBO
 * context, blocks, pressure, profiles, sectors. The feed is about 15 min delayed (source licence): on
 * the current session only prints executed at or before market now − 15 min exist.
 *
 * Shape decisions within the reference's named fields (the app reads these):
 * - print row: id, ticker, executed_at, price, size, premium, bid, ask, nbbo_label, side_proxy,
 *   outside_nbbo, away_from_quote; a block row adds threshold, pct_adv (percent of ADV, 1.5 = 1.5%),
 *   impact_bps (close 5 min after the print vs the print price; null until observed) and
 *   options_confirmation {window_minutes, orders, net_bullish_premium, gross_premium, read}.
 * - time profile `cells`: [bucket_index, price_index, shares]; price = price_low + price_index × price_step.
 * - `*_ex_away` fields are null for sessions before EX_AWAY_FROM (built before the adjustment).
 * - pressure `window` defaults to 15m; /pressure gives market_windows (whole universe), darkpool_windows
 *   ([{ticker, windows}] for the 25 tickers with the largest |net|) and tickers (day sums of every
 *   ticker); /pressure/{ticker} gives darkpool_windows and a columnar `curve` {t, price, dp_cum,
 *   option_intent_cum, dp_cum_ex_away}.
 * - prints paging: next_cursor {older_than} (desc) or {newer_than} (asc) in whole UTC seconds; a page
 *   never ends inside a second, so following the cursors neither skips nor repeats a print.
 */
import { addCalendarDays, previousTradingDay, sessionHours } from '../../../api/calendar';
import { SECTOR_FUNDS, SECTOR_KEYS, type SectorKey } from '../../../api/sectors';
import type { FlowOrder } from '../../../api/types';
import {
  optionsConfirmation,
  pressureSums,
  pressureWindows,
  proxySide,
  timeProfile,
  type PressureSums,
} from '../analytics/darkpool';
import type { HandlerContext, HandlerResult, RouteTable } from '../handler';
import {
  ADV_SESSIONS,
  createDarkPoolModel,
  EX_AWAY_FROM,
  type DarkPoolModel,
  type DarkPrint,
  type NbboLabel,
} from '../model/darkpool';
import { HttpError } from './http-error';
import { Memo } from './lru-cache';
import {
  availableSessions,
  cutoffMs,
  delayBlock,
  finalityOf,
  isCurrentSession,
  meta,
  requireTicker,
  resolveSession,
  staleMarkers,
} from './session-context';
import type { SessionOrders } from './session-orders';
import type { SimMarketApi } from './sim-market';

export const DARKPOOL_DELAY_S = 15 * 60;
export const DARKPOOL_FEED = 'TRF prints, Nasdaq-reported venues, ~15 min delayed; direction is an NBBO-location proxy';
/** A current session's time profile is still being built until this many minutes after the open. */
export const PROFILE_BUILD_MINUTES = 15;
const IMPACT_MINUTES = 5;
const WINDOW_MS: Readonly<Record<string, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
};
const DEFAULT_WINDOW = '15m';

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Prints with ts_ms <= cutoff (the list is ascending). */
function upTo(prints: readonly DarkPrint[], cutoff: number): readonly DarkPrint[] {
  let lo = 0;
  let hi = prints.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (prints[m]!.ts_ms <= cutoff) lo = m + 1;
    else hi = m;
  }
  return lo === prints.length ? prints : prints.slice(0, lo);
}

export function printRow(p: DarkPrint) {
  return {
    id: `${p.ticker}-${p.session}-${p.seq}`,
    ticker: p.ticker,
    executed_at: new Date(p.ts_ms).toISOString(),
    price: p.price,
    size: p.size,
    premium: p.premium,
    bid: p.bid,
    ask: p.ask,
    nbbo_label: p.nbbo_label,
    side_proxy: proxySide(p.nbbo_label),
    outside_nbbo: p.outside_nbbo,
    away_from_quote: p.away_from_quote,
  };
}

function hasExAway(session: string): boolean {
  return session >= EX_AWAY_FROM;
}

function windowMs(ctx: HandlerContext, openMs: number, closeMs: number): { window: string; ms: number } {
  const window = ctx.values.window === undefined ? DEFAULT_WINDOW : String(ctx.values.window);
  return { window, ms: window === 'day' ? closeMs - openMs : WINDOW_MS[window]! };
}

function sumsBody(s: PressureSums) {
  return {
    buy: round2(s.buy),
    sell: round2(s.sell),
    net: round2(s.buy - s.sell),
    ratio: s.buy + s.sell > 0 ? round4(s.buy / (s.buy + s.sell)) : null,
    n: s.n,
  };
}

export function darkpoolRoutes(market: SimMarketApi, orders: SessionOrders, model?: DarkPoolModel): RouteTable {
  const dp = model ?? createDarkPoolModel(market);
  const memo = new Memo(64);

  function visible(ticker: string, session: string, cutoff: number): readonly DarkPrint[] {
    return upTo(dp.sessionPrints(ticker, session), cutoff);
  }

  /** Every ticker's visible prints, memoised per (session, cutoff). */
  function marketPrints(session: string, cutoff: number): ReadonlyMap<string, readonly DarkPrint[]> {
    return memo.get(`all|${session}|${cutoff}`, () => {
      const out = new Map<string, readonly DarkPrint[]>();
      for (const info of market.universe) out.set(info.ticker, visible(info.ticker, session, cutoff));
      return out;
    });
  }

  /** The ticker's visible blocks, memoised per (session, cutoff). */
  function marketBlocks(session: string, cutoff: number): DarkPrint[] {
    return memo.get(`blocks|${session}|${cutoff}`, () => {
      const out: DarkPrint[] = [];
      for (const list of marketPrints(session, cutoff).values()) for (const p of list) if (dp.isBlock(p)) out.push(p);
      return out;
    });
  }

  function volumeUpTo(ticker: string, session: string, cutoff: number): number {
    return market
      .minuteBars(ticker, session)
      .filter((b) => b.t + 60_000 <= cutoff)
      .reduce((s, b) => s + b.volume, 0);
  }

  function blockRow(p: DarkPrint, cutoff: number, flow: readonly FlowOrder[]) {
    const adv = dp.adv(p.ticker, p.session);
    const base = dp.baseline(p.ticker, p.session);
    const later = p.ts_ms + IMPACT_MINUTES * 60_000;
    const bar = later <= cutoff ? market.minuteBars(p.ticker, p.session).find((b) => b.t + 60_000 > later) : undefined;
    return {
      ...printRow(p),
      threshold: base.threshold,
      pct_adv: adv ? round4((p.size / adv) * 100) : null,
      impact_bps: bar ? Math.round(((bar.close - p.price) / p.price) * 1e5) / 10 : null,
      options_confirmation: optionsConfirmation(p, flow),
    };
  }

  function flowOf(ticker: string, session: string, cutoff: number): readonly FlowOrder[] {
    return orders.ofTicker(session, cutoff, ticker);
  }

  function head(ctx: HandlerContext, session: string, cutoff: number, asOf: number | null) {
    const m = meta(ctx, session, asOf);
    return {
      ...m,
      // Final only once the delayed feed has delivered the whole session (close + 15 min).
      finality: cutoff < sessionHours(session).closeMs ? ('provisional' as const) : m.finality,
      data: {
        ...delayBlock(DARKPOOL_DELAY_S, 'source_license', Math.min(cutoff, ctx.clock.now())),
        feed: DARKPOOL_FEED,
      },
    };
  }

  function sessionOf(ctx: HandlerContext): { session: string; cutoff: number } {
    const session = resolveSession(ctx, ctx.values.date);
    return { session, cutoff: cutoffMs(ctx, session, DARKPOOL_DELAY_S) };
  }

  const lastTs = (xs: Iterable<DarkPrint>): number | null => {
    let m: number | null = null;
    for (const p of xs) if (m === null || p.ts_ms > m) m = p.ts_ms;
    return m;
  };

  function filterRows(
    list: readonly DarkPrint[],
    ctx: HandlerContext,
    tickers: ReadonlySet<string> | null,
  ): DarkPrint[] {
    const label = ctx.values.nbbo_label as NbboLabel | undefined;
    const minPremium = Number(ctx.values.min_premium ?? 0);
    const minSize = Number(ctx.values.min_size ?? 0);
    return list.filter(
      (p) =>
        (tickers === null || tickers.has(p.ticker)) &&
        (label === undefined || p.nbbo_label === label) &&
        p.premium >= minPremium &&
        p.size >= minSize,
    );
  }

  function tickerSet(ctx: HandlerContext): Set<string> | null {
    const raw = ctx.values.ticker;
    if (raw === undefined) return null;
    const list = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
    return new Set(list.map((t) => t.trim().toUpperCase()));
  }

  function blocksOf(ctx: HandlerContext, session: string, cutoff: number, tickers: Set<string> | null): DarkPrint[] {
    // A ticker filter reads only those tickers' prints, never the whole market.
    if (tickers === null) return marketBlocks(session, cutoff);
    const out: DarkPrint[] = [];
    for (const t of tickers)
      if (market.tickerInfo(t)) for (const p of visible(t, session, cutoff)) if (dp.isBlock(p)) out.push(p);
    return out;
  }

  function withFlow(list: readonly DarkPrint[], session: string, cutoff: number) {
    const flows = new Map<string, readonly FlowOrder[]>();
    return list.map((p) => {
      let f = flows.get(p.ticker);
      if (!f) flows.set(p.ticker, (f = flowOf(p.ticker, session, cutoff)));
      return blockRow(p, cutoff, f);
    });
  }

  function tickerSummary(ticker: string, session: string, cutoff: number) {
    const list = visible(ticker, session, cutoff);
    const shares = list.reduce((s, p) => s + p.size, 0);
    const notional = list.reduce((s, p) => s + p.premium, 0);
    const volume = volumeUpTo(ticker, session, cutoff);
    return {
      list,
      shares,
      notional: round2(notional),
      prints: list.length,
      off_exchange_share: volume > 0 ? round4(shares / volume) : null,
      vwap: shares > 0 ? round4(notional / shares) : null,
    };
  }

  /** Sector DP notional and pressure of one session (whole session or up to cutoff). */
  function sectorAgg(session: string, cutoff: number) {
    return memo.get(`sectors|${session}|${cutoff}`, () => {
      const all = marketPrints(session, cutoff);
      let total = 0;
      for (const list of all.values()) for (const p of list) total += p.premium;
      return {
        total,
        sectors: SECTOR_KEYS.map((key) => {
          const names = market.universe.filter((i) => i.sector === key).map((i) => i.ticker);
          const per = names.map((t) => {
            const list = all.get(t) ?? [];
            return {
              ticker: t,
              notional: list.reduce((s, p) => s + p.premium, 0),
              sums: pressureSums(list, false),
              sumsEx: pressureSums(list, true),
              list,
            };
          });
          return { key, per, notional: per.reduce((s, x) => s + x.notional, 0) };
        }),
      };
    });
  }

  const lean = (s: PressureSums): number | null =>
    s.buy + s.sell > 0 ? round4((s.buy - s.sell) / (s.buy + s.sell)) : null;

  const routes: RouteTable = {
    'darkpool.sessions': (ctx) => ({
      body: {
        sessions: availableSessions(ctx),
        current: ctx.clock.currentSession(),
        ex_away_from: EX_AWAY_FROM,
        computed_at: new Date().toISOString(),
      },
    }),

    'darkpool.blocks': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const tickers = tickerSet(ctx);
      const rows = filterRows(blocksOf(ctx, session, cutoff, tickers), ctx, null).sort(
        (a, b) => b.premium - a.premium || b.ts_ms - a.ts_ms,
      );
      const page = rows.slice(0, Number(ctx.values.limit));
      return {
        body: {
          ...head(ctx, session, cutoff, lastTs(rows)),
          ...staleMarkers(ctx, session, rows.length === 0),
          total: rows.length,
          blocks: withFlow(page, session, cutoff),
        },
      };
    },

    'darkpool.ranking': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const all = marketPrints(session, cutoff);
      let dpShares = 0;
      let dpNotional = 0;
      let volume = 0;
      const rows = market.universe.map((info) => {
        const list = all.get(info.ticker) ?? [];
        const shares = list.reduce((s, p) => s + p.size, 0);
        const notional = list.reduce((s, p) => s + p.premium, 0);
        const vol = volumeUpTo(info.ticker, session, cutoff);
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
          net_pressure: lean(pressureSums(list, false)),
        };
      });
      rows.sort((a, b) => b.notional - a.notional || (a.ticker < b.ticker ? -1 : 1));
      return {
        body: {
          ...head(ctx, session, cutoff, lastTs([...all.values()].flatMap((l) => l.slice(-1)))),
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

    'darkpool.alerts': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const blocks = blocksOf(ctx, session, cutoff, tickerSet(ctx));
      const rows = withFlow(blocks, session, cutoff)
        .filter((b) => b.options_confirmation.read === 'confirming')
        .map((b) => {
          const multiple = b.premium / b.threshold;
          const severity =
            multiple >= 3 || (b.pct_adv ?? 0) >= 1
              ? 'high'
              : multiple >= 1.5 || (b.pct_adv ?? 0) >= 0.5
                ? 'medium'
                : 'low';
          return { ...b, severity, threshold_multiple: round2(multiple) };
        });
      const rank: Readonly<Record<string, number>> = { high: 0, medium: 1, low: 2 };
      rows.sort((a, b) => rank[a.severity]! - rank[b.severity]! || b.premium - a.premium);
      return {
        body: {
          ...head(ctx, session, cutoff, lastTs(blocks)),
          basis: {
            calibration: 'none',
            severity: 'high: >= 3x threshold or >= 1% ADV; medium: >= 1.5x or >= 0.5% ADV',
          },
          total: rows.length,
          alerts: rows.slice(0, Number(ctx.values.limit)),
        },
      };
    },

    'darkpool.pressure': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const { openMs, closeMs } = sessionHours(session);
      const { window, ms } = windowMs(ctx, openMs, closeMs);
      const end = Math.min(closeMs, cutoff + 1);
      const all = marketPrints(session, cutoff);
      const merged = [...all.values()].flat();
      const ex = hasExAway(session);
      const perTicker = [...all]
        .map(([ticker, list]) => ({ ticker, ...sumsBody(pressureSums(list, false)) }))
        .filter((r) => r.n > 0)
        .sort((a, b) => Math.abs(b.net) - Math.abs(a.net) || (a.ticker < b.ticker ? -1 : 1));
      const top = perTicker.slice(0, 25).map((r) => r.ticker);
      return {
        body: {
          ...head(ctx, session, cutoff, lastTs(merged)),
          window,
          market_windows: pressureWindows(merged, openMs, end, ms),
          market_windows_ex_away: ex ? pressureWindows(merged, openMs, end, ms, true) : null,
          darkpool_windows: top.map((t) => ({ ticker: t, windows: pressureWindows(all.get(t)!, openMs, end, ms) })),
          darkpool_windows_ex_away: ex
            ? top.map((t) => ({ ticker: t, windows: pressureWindows(all.get(t)!, openMs, end, ms, true) }))
            : null,
          tickers: perTicker,
        },
      };
    },

    'darkpool.pressureTicker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = sessionOf(ctx);
      const { openMs, closeMs } = sessionHours(session);
      const { window, ms } = windowMs(ctx, openMs, closeMs);
      const end = Math.min(closeMs, cutoff + 1);
      const list = visible(ticker, session, cutoff);
      const ex = hasExAway(session);
      const bars = market.minuteBars(ticker, session).filter((b) => b.t + 60_000 <= end);
      const flow = flowOf(ticker, session, cutoff);
      const curve = {
        t: [] as string[],
        price: [] as number[],
        dp_cum: [] as number[],
        option_intent_cum: [] as number[],
        dp_cum_ex_away: ex ? ([] as number[]) : null,
      };
      let i = 0;
      let j = 0;
      let dpCum = 0;
      let dpEx = 0;
      let opt = 0;
      for (const b of bars) {
        const until = b.t + 60_000;
        for (; i < list.length && list[i]!.ts_ms < until; i++) {
          const p = list[i]!;
          const sign = proxySide(p.nbbo_label) === 'buy' ? 1 : proxySide(p.nbbo_label) === 'sell' ? -1 : 0;
          dpCum += sign * p.premium;
          if (p.away_from_quote !== true) dpEx += sign * p.premium;
        }
        for (; j < flow.length && flow[j]!.ts_ms < until; j++) {
          const o = flow[j]!;
          const s = o.order.direction === 'buy' ? 1 : o.order.direction === 'sell' ? -1 : 0;
          opt += (o.order.option_type === 'call' ? s : -s) * o.order.premium;
        }
        curve.t.push(new Date(until).toISOString());
        curve.price.push(b.close);
        curve.dp_cum.push(round2(dpCum));
        curve.option_intent_cum.push(round2(opt));
        curve.dp_cum_ex_away?.push(round2(dpEx));
      }
      return {
        body: {
          ticker,
          ...head(ctx, session, cutoff, lastTs(list)),
          window,
          totals: sumsBody(pressureSums(list, false)),
          darkpool_windows: pressureWindows(list, openMs, end, ms),
          darkpool_windows_ex_away: ex ? pressureWindows(list, openMs, end, ms, true) : null,
          curve,
          curve_basis: {
            dp_cum: 'cumulative NBBO-location net notional (at/above ask +, at/below bid −), $',
            option_intent_cum: 'cumulative bullish-signed option premium (bought calls, sold puts +), $',
          },
        },
      };
    },

    'darkpool.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = sessionOf(ctx);
      const s = tickerSummary(ticker, session, cutoff);
      const base = dp.baseline(ticker, session);
      const split = Object.fromEntries(
        (['above_ask', 'at_ask', 'mid', 'at_bid', 'below_bid', 'unknown'] as const).map((label) => {
          const xs = s.list.filter((p) => p.nbbo_label === label);
          const notional = xs.reduce((acc, p) => acc + p.premium, 0);
          return [
            label,
            { n: xs.length, notional: round2(notional), share: s.notional > 0 ? round4(notional / s.notional) : null },
          ];
        }),
      );
      const blocks = s.list.filter((p) => dp.isBlock(p));
      return {
        body: {
          ticker,
          ...head(ctx, session, cutoff, lastTs(s.list)),
          summary: {
            prints: s.prints,
            shares: s.shares,
            notional: s.notional,
            vwap: s.vwap,
            off_exchange_share: s.off_exchange_share,
            blocks: blocks.length,
            ...sumsBody(pressureSums(s.list, false)),
          },
          baseline: base,
          adv: (() => {
            const bars = market.dailyBars(ticker, previousTradingDay(session), ADV_SESSIONS);
            return {
              shares: dp.adv(ticker, session),
              n: bars.length,
              from: bars[0]?.session ?? null,
              to: bars.at(-1)?.session ?? null,
            };
          })(),
          nbbo_split: split,
          blocks: withFlow(blocks, session, cutoff).reverse(),
        },
      };
    },

    'darkpool.timeProfile': (ctx): HandlerResult => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = sessionOf(ctx);
      const { openMs } = sessionHours(session);
      const ready = openMs + PROFILE_BUILD_MINUTES * 60_000;
      if (isCurrentSession(ctx, session) && ctx.clock.now() < ready) {
        const wait = Math.max(1, Math.ceil((ready - ctx.clock.now()) / 1000));
        return {
          status: 503,
          headers: { 'Retry-After': String(wait) },
          body: {
            error: 'session_building',
            message: `the ${session} time profile is still being built; retry in ${wait} s`,
          },
        };
      }
      const list = visible(ticker, session, cutoff);
      const profile = timeProfile(list, openMs);
      const largest = list
        .filter((p) => dp.isBlock(p))
        .sort((a, b) => b.premium - a.premium || a.ts_ms - b.ts_ms)
        .slice(0, 10)
        .map(printRow);
      return {
        body: {
          ticker,
          ...head(ctx, session, cutoff, lastTs(list)),
          cells_format: '[bucket_index, price_index, shares]; price = price_low + price_index * price_step',
          ...profile,
          value_area_pct: 0.7,
          largest_blocks: largest,
        },
      };
    },

    'darkpool.prints': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = sessionOf(ctx);
      const v = ctx.values;
      const newer = v.newer_than === undefined ? null : Date.parse(`${String(v.newer_than)}Z`);
      const older = v.older_than === undefined ? null : Date.parse(`${String(v.older_than)}Z`);
      // Cursors are whole seconds: newer_than keeps prints from the next second on.
      const maxPremium = v.max_premium === undefined ? Infinity : Number(v.max_premium);
      const maxSize = v.max_size === undefined ? Infinity : Number(v.max_size);
      const all = filterRows(visible(ticker, session, cutoff), ctx, null).filter(
        (p) =>
          (newer === null || p.ts_ms >= newer + 1000) &&
          (older === null || p.ts_ms < older) &&
          p.premium <= maxPremium &&
          p.size <= maxSize,
      );
      const orderBy = String(v.order_by ?? 'executed_at') as 'executed_at' | 'premium' | 'size' | 'price';
      const dir = v.order === 'asc' ? 1 : -1;
      const key = (p: DarkPrint) => (orderBy === 'executed_at' ? p.ts_ms : p[orderBy]);
      const sorted = [...all].sort((a, b) => dir * (key(a) - key(b)) || dir * (a.seq - b.seq));
      const limit = Number(v.limit);
      let page = sorted.slice(0, limit);
      if (orderBy === 'executed_at' && sorted.length > limit) {
        // Never cut inside a second: the next page's cursor (whole seconds) would skip the rest of it.
        const sec = (p: DarkPrint) => Math.floor(p.ts_ms / 1000);
        const boundary = sec(sorted[limit]!);
        const trimmed = page.filter((p) => sec(p) !== boundary);
        if (trimmed.length > 0) page = trimmed;
      }
      const last = page.at(-1);
      const hasMore = page.length < sorted.length;
      const cursorOf = (ms: number) => new Date(ms).toISOString().slice(0, 19);
      return {
        body: {
          ticker,
          ...head(ctx, session, cutoff, lastTs(visible(ticker, session, cutoff))),
          ...staleMarkers(ctx, session, all.length === 0),
          total: all.length,
          has_more: hasMore,
          next_cursor:
            hasMore && last && orderBy === 'executed_at'
              ? dir < 0
                ? { older_than: cursorOf(Math.floor(last.ts_ms / 1000) * 1000) }
                : { newer_than: cursorOf(Math.floor(last.ts_ms / 1000) * 1000) }
              : null,
          prints: page.map(printRow),
        },
      };
    },

    'darkpool.recent': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const rows = filterRows(blocksOf(ctx, session, cutoff, tickerSet(ctx)), ctx, null).sort(
        (a, b) => b.ts_ms - a.ts_ms || (a.ticker < b.ticker ? -1 : 1),
      );
      return {
        body: {
          ...head(ctx, session, cutoff, lastTs(rows)),
          data: {
            ...delayBlock(DARKPOOL_DELAY_S, 'source_license', Math.min(cutoff, ctx.clock.now())),
            feed: `${DARKPOOL_FEED}; block-gated detected-block tape (prints >= max($1M, rolling P99.5)), not the raw market tape`,
          },
          ...staleMarkers(ctx, session, rows.length === 0),
          total: rows.length,
          prints: withFlow(rows.slice(0, Number(ctx.values.limit)), session, cutoff),
        },
      };
    },

    'darkpool.sectors': (ctx) => {
      const { session, cutoff } = sessionOf(ctx);
      const agg = sectorAgg(session, cutoff);
      const ex = hasExAway(session);
      return {
        body: {
          ...head(
            ctx,
            session,
            cutoff,
            lastTs([...marketPrints(session, cutoff).values()].flatMap((l) => l.slice(-1))),
          ),
          coverage: 'calibrated liquid universe intersected with each sector',
          total_notional: round2(agg.total),
          sectors: agg.sectors.map((s) => {
            const all = s.per.reduce(
              (a, x) => ({
                buy: a.buy + x.sums.buy,
                sell: a.sell + x.sums.sell,
                n: a.n + x.sums.n,
                away_notional: 0,
                away_n: 0,
              }),
              { buy: 0, sell: 0, n: 0, away_notional: 0, away_n: 0 },
            );
            const exSums = s.per.reduce(
              (a, x) => ({
                buy: a.buy + x.sumsEx.buy,
                sell: a.sell + x.sumsEx.sell,
                n: a.n + x.sumsEx.n,
                away_notional: a.away_notional + x.sumsEx.away_notional,
                away_n: a.away_n + x.sumsEx.away_n,
              }),
              { buy: 0, sell: 0, n: 0, away_notional: 0, away_n: 0 },
            );
            return {
              key: s.key,
              fund: SECTOR_FUNDS[s.key],
              tickers: s.per.length,
              notional: round2(s.notional),
              share: agg.total > 0 ? round4(s.notional / agg.total) : null,
              net_pressure: round2(all.buy - all.sell),
              net_lean: lean(all),
              net_pressure_ex_away: ex ? round2(exSums.buy - exSums.sell) : null,
              net_lean_ex_away: ex ? lean(exSums) : null,
              away_notional: ex ? round2(exSums.away_notional) : null,
              top_names: [...s.per]
                .sort((a, b) => b.notional - a.notional)
                .slice(0, 3)
                .map((x) => ({ ticker: x.ticker, notional: round2(x.notional) })),
            };
          }),
        },
      };
    },

    'darkpool.sector': (ctx) => {
      const key = String(ctx.values.key) as SectorKey;
      if (!(key in SECTOR_FUNDS)) throw new HttpError(404, 'sector_not_found', `${key} is not a sector key`);
      const { session, cutoff } = sessionOf(ctx);
      const sector = sectorAgg(session, cutoff).sectors.find((s) => s.key === key)!;
      const total = sector.notional;
      const sectorSums = sector.per.reduce((a, x) => ({ buy: a.buy + x.sums.buy, sell: a.sell + x.sums.sell }), {
        buy: 0,
        sell: 0,
      });
      const sectorSign = Math.sign(sectorSums.buy - sectorSums.sell);
      const rows = [...sector.per].sort((a, b) => b.notional - a.notional || (a.ticker < b.ticker ? -1 : 1));
      const agreeing = rows
        .filter((x) => sectorSign !== 0 && Math.sign(x.sums.buy - x.sums.sell) === sectorSign)
        .reduce((s, x) => s + x.notional, 0);
      const top = (k: number) =>
        total > 0 ? round4(rows.slice(0, k).reduce((s, x) => s + x.notional, 0) / total) : null;
      return {
        body: {
          key,
          fund: SECTOR_FUNDS[key],
          ...head(ctx, session, cutoff, lastTs(rows.flatMap((r) => r.list.slice(-1)))),
          notional: round2(total),
          net_lean: lean({ ...sectorSums, n: 0, away_notional: 0, away_n: 0 }),
          concentration: { top1_share: top(1), top3_share: top(3) },
          direction_agreement: total > 0 && sectorSign !== 0 ? round4(agreeing / total) : null,
          constituents: rows.slice(0, Number(ctx.values.limit)).map((x) => {
            const base = dp.sessionStats(x.ticker, previousTradingDay(session));
            return {
              ticker: x.ticker,
              notional: round2(x.notional),
              share_of_sector: total > 0 ? round4(x.notional / total) : null,
              net_lean: lean(x.sums),
              // Today's off-exchange $ against the prior session's whole-day $ (1 = a full normal day).
              intensity: base.notional > 0 ? round4(x.notional / base.notional) : null,
              prints: x.list.length,
            };
          }),
        },
      };
    },

    'darkpool.sectorRotation': (ctx) => {
      const days = Number(ctx.values.days);
      const display = Number(ctx.values.display);
      const sessions = availableSessions(ctx);
      const shown = sessions.slice(0, display).reverse();
      const trailing = Math.min(20, days);
      const sectorOf = new Map(market.universe.map((i) => [i.ticker, i.sector]));
      const notionalOf = (session: string): Record<string, number> =>
        memo.get(`rot|${session}`, () => {
          const out: Record<string, number> = Object.fromEntries(SECTOR_KEYS.map((k) => [k, 0]));
          // Finished sessions use the daily-bar totals (no print generation); the current one its delayed prints.
          const current = session === ctx.clock.currentSession() && finalityOf(ctx, session) === 'provisional';
          const cutoff = current ? cutoffMs(ctx, session, DARKPOOL_DELAY_S) : null;
          for (const info of market.universe) {
            const k = sectorOf.get(info.ticker)!;
            if (!(k in out)) continue;
            out[k]! +=
              cutoff === null
                ? (dp.sessionTotal(info.ticker, session)?.notional ?? 0)
                : visible(info.ticker, session, cutoff).reduce((s, p) => s + p.premium, 0);
          }
          return out;
        });
      const matrix = SECTOR_KEYS.map((key) => ({
        key,
        fund: SECTOR_FUNDS[key],
        cells: shown.map((session) => {
          const idx = sessions.indexOf(session);
          const prior = sessions.slice(idx + 1, idx + 1 + trailing).filter((s) => sessions.indexOf(s) < days);
          const avg = prior.length > 0 ? prior.reduce((s, d) => s + notionalOf(d)[key]!, 0) / prior.length : null;
          const value = notionalOf(session)[key]!;
          return {
            session,
            notional: round2(value),
            trailing_avg: avg === null ? null : round2(avg),
            ratio: avg ? round4(value / avg) : null,
            n: prior.length,
          };
        }),
      }));
      const latest = matrix
        .map((r) => ({ key: r.key, ratio: r.cells.at(-1)?.ratio ?? null }))
        .filter((r): r is { key: SectorKey; ratio: number } => r.ratio !== null)
        .sort((a, b) => b.ratio - a.ratio);
      const current = ctx.clock.currentSession();
      return {
        body: {
          session: current,
          as_of: new Date(Math.min(ctx.clock.now(), cutoffMs(ctx, current, DARKPOOL_DELAY_S))).toISOString(),
          computed_at: new Date().toISOString(),
          finality: finalityOf(ctx, current),
          data: {
            ...delayBlock(
              DARKPOOL_DELAY_S,
              'source_license',
              Math.min(cutoffMs(ctx, current, DARKPOOL_DELAY_S), ctx.clock.now()),
            ),
            feed: DARKPOOL_FEED,
          },
          days,
          display,
          trailing_sessions: trailing,
          sessions: shown,
          matrix,
          rotation: {
            into: latest.filter((r) => r.ratio > 1.1).map((r) => r.key),
            out_of: latest.filter((r) => r.ratio < 0.9).map((r) => r.key),
          },
          most_elevated: latest[0] ?? null,
        },
      };
    },

    'darkpool.dailyCandles': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const days = Number(ctx.values.days);
      const current = ctx.clock.currentSession();
      const from = addCalendarDays(current, -(days - 1));
      const served = new Set(availableSessions(ctx));
      const cutoff = cutoffMs(ctx, current, DARKPOOL_DELAY_S);
      const candles = market
        .dailyBars(ticker, current, days)
        .filter((b) => b.session >= from)
        .map((b) => {
          if (b.session === current && finalityOf(ctx, current) === 'provisional') {
            // Today's candle only from the minutes that exist at the delayed cutoff.
            const bars = market.minuteBars(ticker, current).filter((m) => m.t + 60_000 <= cutoff);
            if (bars.length === 0) return null;
            return {
              session: b.session,
              open: bars[0]!.open,
              high: Math.max(...bars.map((m) => m.high)),
              low: Math.min(...bars.map((m) => m.low)),
              close: bars.at(-1)!.close,
              volume: bars.reduce((s, m) => s + m.volume, 0),
              dp_notional: round2(visible(ticker, current, cutoff).reduce((s, p) => s + p.premium, 0)),
              finality: 'provisional' as const,
            };
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
          data: {
            ...delayBlock(DARKPOOL_DELAY_S, 'source_license', Math.min(cutoff, ctx.clock.now())),
            feed: DARKPOOL_FEED,
          },
          days,
          candles,
        },
      };
    },

    'darkpool.printLevels': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const days = Number(ctx.values.days);
      const top = Number(ctx.values.top);
      const bandPct = Number(ctx.values.band_pct);
      const minPremium = Number(ctx.values.min_premium ?? 0);
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
      const band = Math.max(0.01, (ref * bandPct) / 100);
      const levels = new Map<number, { premium: number; shares: number; n: number; first: string; last: string }>();
      for (const s of sessions) {
        for (const p of visible(ticker, s, s === current ? cutoff : Infinity)) {
          if (p.premium < minPremium) continue;
          const k = Math.round(p.price / band);
          const l = levels.get(k) ?? { premium: 0, shares: 0, n: 0, first: s, last: s };
          levels.set(k, l);
          l.premium += p.premium;
          l.shares += p.size;
          l.n += 1;
          if (s < l.first) l.first = s;
          if (s > l.last) l.last = s;
        }
      }
      const rows = [...levels]
        .sort((a, b) => b[1].premium - a[1].premium || a[0] - b[0])
        .slice(0, top)
        .map(([k, l], i) => ({
          rank: i + 1,
          price: round4(k * band),
          low: round4((k - 0.5) * band),
          high: round4((k + 0.5) * band),
          premium: round2(l.premium),
          shares: l.shares,
          prints: l.n,
          first_session: l.first,
          last_session: l.last,
        }));
      return {
        body: {
          ticker,
          ...meta(ctx, current, Math.min(cutoff, ctx.clock.now())),
          data: {
            ...delayBlock(DARKPOOL_DELAY_S, 'source_license', Math.min(cutoff, ctx.clock.now())),
            feed: DARKPOOL_FEED,
          },
          n: sessions.length,
          from: sessions.at(-1) ?? null,
          to: sessions[0] ?? null,
          reference_price: ref,
          band_width: round4(band),
          levels: rows,
        },
      };
    },
  };
  return routes;
}
