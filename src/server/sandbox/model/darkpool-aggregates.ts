/**
 * What the dark-pool answers aggregate from the delayed tape: the prints that exist at a cutoff, per
 * ticker and market-wide, the blocks among them, a ticker's day so far, each sector's constituents and
 * the sector notional of a session. Memoised per (session, cutoff), so the answers of one minute share
 * the work; a cutoff is floored to the minute (session-context), so the keys repeat.
 */
import { SECTOR_KEYS, type SectorKey } from '../../../api/sectors';
import type { TickerInfo } from '../market';
import type { DarkPoolModel, DarkPrint } from './darkpool';
import { Lru } from '../../lru';
import type { MinuteBar } from './types';

/** What the aggregation reads from the market beside the prints. */
export interface DarkPoolUniverse {
  readonly universe: readonly TickerInfo[];
  tickerInfo(ticker: string): TickerInfo | undefined;
  minuteBars(ticker: string, session: string): readonly MinuteBar[];
}

export interface TickerDay {
  /** The visible prints, ascending. */
  readonly list: readonly DarkPrint[];
  readonly shares: number;
  readonly notional: number;
  readonly prints: number;
  /** Off-exchange shares over consolidated volume so far; null before any volume. */
  readonly off_exchange_share: number | null;
  readonly vwap: number | null;
}

export interface SectorConstituent {
  readonly ticker: string;
  readonly notional: number;
  readonly list: readonly DarkPrint[];
}

export interface SectorDay {
  readonly key: SectorKey;
  readonly constituents: readonly SectorConstituent[];
  readonly notional: number;
}

export interface MarketSectors {
  /** Notional of every visible print of the universe (index funds included). */
  readonly total: number;
  readonly sectors: readonly SectorDay[];
}

export interface DarkPoolAggregates {
  /** The ticker's prints executed at or before `cutoff`, ascending. */
  visible(ticker: string, session: string, cutoff: number): readonly DarkPrint[];
  /** Every ticker's visible prints. */
  marketPrints(session: string, cutoff: number): ReadonlyMap<string, readonly DarkPrint[]>;
  /** Visible blocks of the whole market, or of the given tickers only (unknown ones have none). */
  blocks(session: string, cutoff: number, tickers: ReadonlySet<string> | null): DarkPrint[];
  /** Consolidated share volume of the minute bars closed by `cutoff`. */
  volumeUpTo(ticker: string, session: string, cutoff: number): number;
  tickerDay(ticker: string, session: string, cutoff: number): TickerDay;
  sectors(session: string, cutoff: number): MarketSectors;
  /**
   * Each sector's notional of a session: from its delayed prints up to `cutoff`, or, for a finished
   * session (`cutoff` null), from the daily-bar totals, which need no print generation.
   */
  sectorNotionals(session: string, cutoff: number | null): Readonly<Record<SectorKey, number>>;
}

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

/** The newest execution time among the prints (an answer's as_of); null when there are none. */
export function newestPrintMs(prints: Iterable<DarkPrint>): number | null {
  let m: number | null = null;
  for (const p of prints) if (m === null || p.ts_ms > m) m = p.ts_ms;
  return m;
}

/** The newest print of each ticker's ascending list. */
export function lastOfEach(lists: Iterable<readonly DarkPrint[]>): DarkPrint[] {
  return [...lists].flatMap((l) => l.slice(-1));
}

const notionalOf = (list: readonly DarkPrint[]) => list.reduce((s, p) => s + p.premium, 0);

export function createDarkPoolAggregates(market: DarkPoolUniverse, dp: DarkPoolModel): DarkPoolAggregates {
  const printsMemo = new Lru<string, ReadonlyMap<string, readonly DarkPrint[]>>(16);
  const blocksMemo = new Lru<string, DarkPrint[]>(16);
  const sectorsMemo = new Lru<string, MarketSectors>(16);
  // One entry per (session, cutoff) of the rotation's history: up to 120 sessions and the trailing 20.
  const rotationMemo = new Lru<string, Readonly<Record<SectorKey, number>>>(512);

  const visible = (ticker: string, session: string, cutoff: number) => upTo(dp.sessionPrints(ticker, session), cutoff);

  const marketPrints = (session: string, cutoff: number) =>
    printsMemo.getOrCreate(`${session}|${cutoff}`, () => {
      const out = new Map<string, readonly DarkPrint[]>();
      for (const info of market.universe) out.set(info.ticker, visible(info.ticker, session, cutoff));
      return out;
    });

  const marketBlocks = (session: string, cutoff: number) =>
    blocksMemo.getOrCreate(`${session}|${cutoff}`, () => {
      const out: DarkPrint[] = [];
      for (const list of marketPrints(session, cutoff).values()) for (const p of list) if (dp.isBlock(p)) out.push(p);
      return out;
    });

  const blocks = (session: string, cutoff: number, tickers: ReadonlySet<string> | null): DarkPrint[] => {
    // A ticker filter reads only those tickers' prints, never the whole market.
    if (tickers === null) return marketBlocks(session, cutoff);
    const out: DarkPrint[] = [];
    for (const t of tickers)
      if (market.tickerInfo(t)) for (const p of visible(t, session, cutoff)) if (dp.isBlock(p)) out.push(p);
    return out;
  };

  const volumeUpTo = (ticker: string, session: string, cutoff: number) =>
    market
      .minuteBars(ticker, session)
      .filter((b) => b.t + 60_000 <= cutoff)
      .reduce((s, b) => s + b.volume, 0);

  const tickerDay = (ticker: string, session: string, cutoff: number): TickerDay => {
    const list = visible(ticker, session, cutoff);
    const shares = list.reduce((s, p) => s + p.size, 0);
    const notional = notionalOf(list);
    const volume = volumeUpTo(ticker, session, cutoff);
    return {
      list,
      shares,
      notional: round2(notional),
      prints: list.length,
      off_exchange_share: volume > 0 ? round4(shares / volume) : null,
      vwap: shares > 0 ? round4(notional / shares) : null,
    };
  };

  const sectors = (session: string, cutoff: number) =>
    sectorsMemo.getOrCreate(`${session}|${cutoff}`, () => {
      const all = marketPrints(session, cutoff);
      let total = 0;
      for (const list of all.values()) total += notionalOf(list);
      return {
        total,
        sectors: SECTOR_KEYS.map((key) => {
          const constituents = market.universe
            .filter((i) => i.sector === key)
            .map((i) => {
              const list = all.get(i.ticker) ?? [];
              return { ticker: i.ticker, notional: notionalOf(list), list };
            });
          return { key, constituents, notional: constituents.reduce((s, x) => s + x.notional, 0) };
        }),
      };
    });

  const sectorNotionals = (session: string, cutoff: number | null) =>
    rotationMemo.getOrCreate(`${session}|${cutoff ?? 'final'}`, () => {
      const out = Object.fromEntries(SECTOR_KEYS.map((k) => [k, 0])) as Record<SectorKey, number>;
      for (const info of market.universe) {
        if (!(info.sector in out)) continue;
        out[info.sector as SectorKey] +=
          cutoff === null
            ? (dp.sessionTotal(info.ticker, session)?.notional ?? 0)
            : notionalOf(visible(info.ticker, session, cutoff));
      }
      return out;
    });

  return { visible, marketPrints, blocks, volumeUpTo, tickerDay, sectors, sectorNotionals };
}
