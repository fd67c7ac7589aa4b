/**
 * The volatility family's answers, read through their schemas (src/api/schemas/volatility.ts), turned
 * into the points and rows the page draws: sorted, with what a row does not state derived from what it
 * does (risk reversal = call wing − put wing, a mover's change = current − prior). Null stays null.
 */
import type { AnswerOf } from '../../../api/schemas';
import type { TermPoint } from '../../charts/term-structure-chart';

/** ATM IV per expiry, ascending DTE, and the mean ATM IV. */
export function readTermStructure(answer: AnswerOf<'volatility.termStructure'>): {
  points: TermPoint[];
  meanAtmIv: number | null;
} {
  const points = answer.points
    .flatMap((r) => (r.dte === null ? [] : [{ dte: r.dte, expiry: r.expiration, atmIv: r.atm_iv }]))
    .sort((a, b) => a.dte - b.dte);
  return { points, meanAtmIv: answer.mean_atm_iv };
}

export interface HistoryPoint {
  /** Epoch ms of the session (UTC midnight). */
  readonly t: number;
  readonly session: string;
  readonly iv: number | null;
}

/** ATM-IV(30d) by session, ascending. */
export function readIvHistory(answer: AnswerOf<'volatility.history'>): HistoryPoint[] {
  return answer.series
    .flatMap((r) => {
      const t = r.session === null ? Number.NaN : Date.parse(`${r.session}T00:00:00Z`);
      return r.session === null || !Number.isFinite(t) ? [] : [{ session: r.session, t, iv: r.atm_iv_30d }];
    })
    .sort((a, b) => a.t - b.t);
}

export interface RealizedRow {
  readonly window: number;
  readonly realized: number | null;
}

/** Realized-vol windows (trading days), ascending. */
export function readRealized(answer: AnswerOf<'volatility.realized'>): RealizedRow[] {
  return answer.windows
    .flatMap((r) => (r.window === null ? [] : [{ window: r.window, realized: r.realized_vol }]))
    .sort((a, b) => a.window - b.window);
}

export interface RiskReversalRow {
  readonly expiry: string | null;
  readonly dte: number | null;
  readonly callIv: number | null;
  readonly putIv: number | null;
  readonly callStrike: number | null;
  readonly putStrike: number | null;
  /** call-wing IV − put-wing IV (negative = usual equity put skew). */
  readonly rr: number | null;
}

export function readRiskReversal(answer: AnswerOf<'volatility.riskReversal'>): {
  rows: RiskReversalRow[];
  mean: number | null;
} {
  const rows = answer.rows.map((r) => ({
    expiry: r.expiration,
    dte: r.dte,
    callIv: r.call_iv,
    putIv: r.put_iv,
    callStrike: r.call_strike,
    putStrike: r.put_strike,
    rr: r.risk_reversal ?? (r.call_iv !== null && r.put_iv !== null ? r.call_iv - r.put_iv : null),
  }));
  return { rows, mean: answer.mean_risk_reversal };
}

export interface AtmRow {
  readonly ticker: string;
  readonly atmIv: number | null;
  readonly dte: number | null;
  readonly expiry: string | null;
}

/** Batch ATM `results`; tickers the vol index lacks are absent (the reference omits them). */
export function readBatchAtm(answer: AnswerOf<'volatility.atm'>): AtmRow[] {
  return answer.results.flatMap((r) =>
    r.ticker ? [{ ticker: r.ticker, atmIv: r.atm_iv, dte: r.target_dte, expiry: r.expiration ?? null }] : [],
  );
}

/** Requested symbols the batch answer left out (not in the vol index). */
export function missingSymbols(requested: readonly string[], got: readonly AtmRow[]): string[] {
  const have = new Set(got.map((r) => r.ticker.toUpperCase()));
  return requested.filter((s) => !have.has(s.toUpperCase()));
}

export interface MoverRow {
  readonly ticker: string;
  readonly current: number | null;
  readonly prior: number | null;
  /** current − prior, decimal IV points. */
  readonly change: number | null;
}

/** ATM-IV(30d) movers versus the prior close, largest change first, each ticker once. */
export function readVolMovers(answer: AnswerOf<'volatility.movers'>): MoverRow[] {
  const seen = new Set<string>();
  const out: MoverRow[] = [];
  for (const r of answer.movers) {
    if (!r.ticker || seen.has(r.ticker)) continue;
    seen.add(r.ticker);
    const current = r.atm_iv_30d;
    const prior = r.prior_atm_iv_30d;
    const change = r.change ?? (current !== null && prior !== null ? current - prior : null);
    out.push({ ticker: r.ticker, current, prior, change });
  }
  return out.sort((a, b) => Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0));
}
