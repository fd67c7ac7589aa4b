/**
 * One row of the earnings calendar (`earnings.calendar`, a session's reporters, a reporter's event):
 * read once for the earnings page and the ticker profile. The reference names no fields of this family,
 * so every field is read leniently and stays null when absent: a missing estimate is "—", never 0.
 */
import { pickNum, pickStr, type Obj } from './readers';

export interface EarningsEvent {
  readonly ticker: string;
  readonly name: string | null;
  readonly session: string | null;
  /** `bmo` before the open, `amc` after the close, as the service names it. */
  readonly time: string | null;
  readonly releaseAt: string | null;
  readonly fiscalQuarter: string | null;
  readonly reported: boolean | null;
  readonly epsEstimate: number | null;
  readonly epsActual: number | null;
  /** Decimal (0.0988 = +9.88%). */
  readonly epsSurprisePct: number | null;
  readonly revenueEstimate: number | null;
  readonly revenueActual: number | null;
  /** Implied volatility as a decimal. */
  readonly atmIv: number | null;
  /** Decimals: the move the options price and the move the stock made. */
  readonly expectedMovePct: number | null;
  readonly realizedMovePct: number | null;
}

export function readEarningsEvent(o: Obj): EarningsEvent | null {
  const ticker = pickStr(o, 'ticker', 'symbol');
  if (ticker === null) return null;
  return {
    ticker: ticker.toUpperCase(),
    name: pickStr(o, 'name', 'company_name'),
    session: pickStr(o, 'session', 'date'),
    time: pickStr(o, 'time'),
    releaseAt: pickStr(o, 'release_at'),
    fiscalQuarter: pickStr(o, 'fiscal_quarter'),
    reported: typeof o.reported === 'boolean' ? o.reported : null,
    epsEstimate: pickNum(o, 'eps_estimate'),
    epsActual: pickNum(o, 'eps_actual'),
    epsSurprisePct: pickNum(o, 'eps_surprise_pct'),
    revenueEstimate: pickNum(o, 'revenue_estimate'),
    revenueActual: pickNum(o, 'revenue_actual'),
    atmIv: pickNum(o, 'atm_iv'),
    expectedMovePct: pickNum(o, 'expected_move_pct'),
    realizedMovePct: pickNum(o, 'realized_move_pct'),
  };
}
