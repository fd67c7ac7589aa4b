/**
 * The dark-pool ticker page's intraday pressure curve and pressure windows, as their schemas read them
 * (src/api/schemas/darkpool.ts): one layout each, `null` for anything not observed.
 */
import type { AnswerOf } from '../../../api/schemas';

export interface CurvePoint {
  /** Epoch ms. */
  readonly t: number;
  readonly price: number | null;
  readonly dpCum: number | null;
  readonly dpCumExAway: number | null;
  readonly optCum: number | null;
}

/** An ISO time as epoch ms; null when it is not one. */
function toMs(text: string | null): number | null {
  const ms = text === null ? NaN : Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The cumulative intraday curve of `/pressure/{ticker}`: parallel series under `curve` (schema
 * `pressureCurve`, times as ISO strings); a missing series reads as null, never 0.
 */
export function readPressureCurve(answer: AnswerOf<'darkpool.pressureTicker'> | undefined): CurvePoint[] {
  const curve = answer?.curve ?? null;
  if (curve === null) return [];
  const at = (series: readonly (number | null)[] | null | undefined, i: number): number | null => series?.[i] ?? null;
  const out: CurvePoint[] = [];
  curve.t.forEach((tv, i) => {
    const t = toMs(tv);
    if (t === null) return;
    out.push({
      t,
      price: at(curve.price, i),
      dpCum: at(curve.dp_cum, i),
      dpCumExAway: at(curve.dp_cum_ex_away, i),
      optCum: at(curve.option_intent_cum, i),
    });
  });
  return out.sort((a, b) => a.t - b.t);
}

export interface PressureWindowRow {
  /** Epoch ms of the window's start and end (the last window of a live session may be partial). */
  readonly start: number;
  readonly end: number | null;
  /** $ at/above ask, at/below bid, and their difference (an NBBO-location proxy, not buyers and sellers). */
  readonly buy: number | null;
  readonly sell: number | null;
  readonly net: number | null;
  /** buy ÷ (buy + sell), 0–1; null when neither side printed. */
  readonly ratio: number | null;
}

export interface TickerPressure {
  readonly ticker: string;
  /** Net $ over the windows shown, and the newest window's. */
  readonly net: number | null;
  readonly lastNet: number | null;
  readonly lastRatio: number | null;
}

export interface MarketPressure {
  /** The window the service used (its default when none was asked). */
  readonly window: string | null;
  readonly market: readonly PressureWindowRow[];
  /** `market_windows_ex_away`; null for a session built before the away-from-quote adjustment. */
  readonly marketExAway: readonly PressureWindowRow[] | null;
  readonly tickers: readonly TickerPressure[];
}

/** One pressure window as the schema reads `market_windows` rows. */
type WindowAnswer = AnswerOf<'darkpool.pressure'>['market_windows'][number];

function readWindows(list: readonly WindowAnswer[] | null | undefined): PressureWindowRow[] {
  const out: PressureWindowRow[] = [];
  for (const w of list ?? []) {
    const start = toMs(w.start);
    if (start === null) continue;
    out.push({ start, end: toMs(w.end), buy: w.buy, sell: w.sell, net: w.net, ratio: w.ratio });
  }
  return dropBarelyBegun(out.sort((a, b) => a.start - b.start));
}

/**
 * A live session's last window runs to the feed's cutoff, so just after a window boundary it spans a
 * moment and reads as a zero that was never measured. A last window shorter than a tenth of the first
 * is left out; a longer partial window is real data and stays, as does a single window.
 */
function dropBarelyBegun(rows: PressureWindowRow[]): PressureWindowRow[] {
  const first = rows[0];
  const last = rows.at(-1);
  if (rows.length < 2 || !first || !last || first.end === null || last.end === null) return rows;
  return last.end - last.start < (first.end - first.start) / 10 ? rows.slice(0, -1) : rows;
}

/** Σ of the windows' net; null when no window states one (never a 0 for nothing observed). */
function netOf(rows: readonly PressureWindowRow[]): number | null {
  const nets = rows.map((r) => r.net).filter((v): v is number => v !== null);
  return nets.length === 0 ? null : nets.reduce((a, b) => a + b, 0);
}

/**
 * `/pressure`: the market's windows and each listed ticker's (`darkpool_windows`: `{ticker, windows}`),
 * the tickers ordered by the size of their net, largest first.
 */
export function readMarketPressure(answer: AnswerOf<'darkpool.pressure'> | undefined): MarketPressure {
  const tickers: TickerPressure[] = [];
  for (const r of answer?.darkpool_windows ?? []) {
    if (r.ticker === null) continue;
    const windows = readWindows(r.windows);
    const last = windows.at(-1);
    tickers.push({ ticker: r.ticker, net: netOf(windows), lastNet: last?.net ?? null, lastRatio: last?.ratio ?? null });
  }
  tickers.sort((a, b) => Math.abs(b.net ?? 0) - Math.abs(a.net ?? 0));
  const exAway = answer?.market_windows_ex_away ?? null;
  return {
    window: answer?.window ?? null,
    market: readWindows(answer?.market_windows),
    marketExAway: exAway === null ? null : readWindows(exAway),
    tickers,
  };
}
