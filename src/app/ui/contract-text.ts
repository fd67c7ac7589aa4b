/**
 * How a contract and an order's side read on every page (tape, active contracts, abnormal trades,
 * replay, receipts, alerts): `2026-11-24 119 C`, `▲ BUY`. One reading, so a contract seen on the flow
 * page is recognised at a glance on the replay or in a toast.
 */
import { formatPrice, MISSING } from './format';

export interface ContractParts {
  readonly expiration: string | null;
  readonly strike: number | null;
  readonly optionType: string | null;
}

/** "C", "P", or "—" for a type not observed (or one the reference does not name). */
export function optionLetter(optionType: string | null): string {
  return optionType === 'call' ? 'C' : optionType === 'put' ? 'P' : MISSING;
}

/** A strike with cents only when it has them: 119 → "119", 347.5 → "347.50". */
export function formatStrike(strike: number | null): string {
  return formatPrice(strike, strike !== null && strike % 1 !== 0 ? 2 : 0);
}

/** `2026-11-24 119 C`; with a ticker, `TSLA 2026-11-24 119 C`. */
export function contractText(c: ContractParts, ticker?: string | null): string {
  const body = `${c.expiration ?? MISSING} ${formatStrike(c.strike)} ${optionLetter(c.optionType)}`;
  return ticker === undefined ? body : `${ticker ?? MISSING} ${body}`;
}

export const SIDE_TEXT = { buy: '▲ BUY', sell: '▼ SELL', neutral: '◆ NEUTRAL' } as const;

/** The side as the tape prints it; "—" when not observed. */
export function sideText(side: string | null | undefined): string {
  return side === 'buy' || side === 'sell' || side === 'neutral' ? SIDE_TEXT[side] : MISSING;
}
