/**
 * The volatility family's list payloads read into the points and rows the page draws. Field names
 * follow the reference (atm_iv, realized windows 10–252, risk reversal = call wing − put wing) with
 * a few tolerated spellings; an unreadable value stays null.
 */
import { pickArr, pickNum, pickStr, asObj, type Obj } from '../../data/readers';
import type { TermPoint } from '../../charts/term-structure-chart';

function rows(payload: unknown, ...keys: string[]): Obj[] {
  const top = asObj(payload);
  const list = Array.isArray(payload) ? payload : (pickArr(top, ...keys) ?? []);
  return list.map(asObj).filter((r): r is Obj => r !== null);
}

/** ATM IV per expiry, ascending DTE, and the mean ATM IV. */
export function readTermStructure(payload: unknown): { points: TermPoint[]; meanAtmIv: number | null } {
  const points = rows(payload, 'points')
    .map((r) => ({
      dte: pickNum(r, 'dte'),
      expiry: pickStr(r, 'expiration'),
      atmIv: pickNum(r, 'atm_iv'),
    }))
    .filter((p): p is TermPoint => p.dte !== null)
    .sort((a, b) => a.dte - b.dte);
  return { points, meanAtmIv: pickNum(asObj(payload), 'mean_atm_iv', 'mean_iv') };
}

export interface HistoryPoint {
  /** Epoch ms of the session (UTC midnight). */
  readonly t: number;
  readonly session: string;
  readonly iv: number | null;
}

/** ATM-IV(30d) by session, ascending. */
export function readIvHistory(payload: unknown): HistoryPoint[] {
  return rows(payload, 'series')
    .map((r) => {
      const session = pickStr(r, 'session');
      return {
        session,
        t: session ? Date.parse(`${session}T00:00:00Z`) : Number.NaN,
        iv: pickNum(r, 'atm_iv_30d', 'atm_iv', 'iv', 'value'),
      };
    })
    .filter((p): p is HistoryPoint => p.session !== null && Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

export interface RealizedRow {
  readonly window: number;
  readonly realized: number | null;
  readonly n: number | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** Realized-vol windows (trading days), ascending. */
export function readRealized(payload: unknown): RealizedRow[] {
  const list = rows(payload, 'windows');
  if (list.length === 0) {
    // A flat object keyed by window (`rv_10`, `10d`, ...) is accepted too.
    const top = asObj(payload);
    const out: RealizedRow[] = [];
    for (const [k, v] of Object.entries(top ?? {})) {
      const w = /^(?:rv_|realized_)?(\d+)d?$/.exec(k)?.[1];
      if (w && (typeof v === 'number' || v === null))
        out.push({ window: Number(w), realized: v, n: null, from: null, to: null });
    }
    return out.sort((a, b) => a.window - b.window);
  }
  return list
    .map((r) => ({
      window: pickNum(r, 'window') ?? Number.NaN,
      realized: pickNum(r, 'realized_vol'),
      n: pickNum(r, 'n'),
      from: pickStr(r, 'from'),
      to: pickStr(r, 'to'),
    }))
    .filter((r) => Number.isFinite(r.window))
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

export function readRiskReversal(payload: unknown): { rows: RiskReversalRow[]; mean: number | null } {
  const list = rows(payload, 'rows').map((r) => {
    const callIv = pickNum(r, 'call_iv');
    const putIv = pickNum(r, 'put_iv');
    const given = pickNum(r, 'risk_reversal');
    return {
      expiry: pickStr(r, 'expiration'),
      dte: pickNum(r, 'dte'),
      callIv,
      putIv,
      callStrike: pickNum(r, 'call_strike'),
      putStrike: pickNum(r, 'put_strike'),
      rr: given ?? (callIv !== null && putIv !== null ? callIv - putIv : null),
    };
  });
  return { rows: list, mean: pickNum(asObj(payload), 'mean_risk_reversal', 'risk_reversal') };
}

export interface AtmRow {
  readonly ticker: string;
  readonly atmIv: number | null;
  readonly dte: number | null;
  readonly expiry: string | null;
}

/** Batch ATM `results`; tickers the vol index lacks are absent (the reference omits them). */
export function readBatchAtm(payload: unknown): AtmRow[] {
  return rows(payload, 'results').flatMap((r) => {
    const ticker = pickStr(r, 'ticker');
    if (!ticker) return [];
    return [
      {
        ticker,
        atmIv: pickNum(r, 'atm_iv'),
        dte: pickNum(r, 'target_dte'),
        expiry: pickStr(r, 'expiration'),
      },
    ];
  });
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

/** ATM-IV(30d) movers versus the prior close: the `movers` list. */
export function readVolMovers(payload: unknown): MoverRow[] {
  const list = rows(payload, 'movers');
  const seen = new Set<string>();
  const out: MoverRow[] = [];
  for (const r of list) {
    const ticker = pickStr(r, 'ticker');
    if (!ticker || seen.has(ticker)) continue;
    seen.add(ticker);
    const current = pickNum(r, 'atm_iv_30d', 'current', 'atm_iv', 'iv');
    const prior = pickNum(r, 'prior_atm_iv_30d', 'prior', 'prior_close', 'prior_atm_iv');
    const change = pickNum(r, 'change') ?? (current !== null && prior !== null ? current - prior : null);
    out.push({ ticker, current, prior, change });
  }
  return out.sort((a, b) => Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0));
}
