/**
 * One row of the earnings calendar (`earnings.calendar`, a session's reporters, a reporter's event),
 * typed by its schema (src/api/schemas/earnings.ts) and shaped once for the earnings page and the ticker
 * profile. A figure the answer does not give stays null ("—"), never 0.
 */
import type { z } from 'zod';
import { earningsEvent } from '../../api/schemas/earnings';

/** An earnings row as the answer reader gives it. */
export type EarningsEventRow = z.output<typeof earningsEvent>;

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

/** The event of a typed row; null for a row that names no ticker (it cannot be listed or opened). */
export function earningsEventOf(row: EarningsEventRow): EarningsEvent | null {
  if (row.ticker === null || row.ticker.trim() === '') return null;
  return {
    ticker: row.ticker.trim().toUpperCase(),
    name: row.name,
    session: row.session,
    time: row.time,
    releaseAt: row.release_at,
    fiscalQuarter: row.fiscal_quarter,
    reported: row.reported,
    epsEstimate: row.eps_estimate,
    epsActual: row.eps_actual,
    epsSurprisePct: row.eps_surprise_pct,
    revenueEstimate: row.revenue_estimate,
    revenueActual: row.revenue_actual,
    atmIv: row.atm_iv,
    expectedMovePct: row.expected_move_pct,
    realizedMovePct: row.realized_move_pct,
  };
}

/**
 * For a reader that still holds the row untyped (the ticker profile's, until it reads the typed
 * calendar): the row is read through the same schema, so both pages see the same fields.
 */
export function readEarningsEvent(o: Readonly<Record<string, unknown>>): EarningsEvent | null {
  return earningsEventOf(earningsEvent.parse(o));
}
