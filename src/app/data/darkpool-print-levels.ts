/**
 * A ticker's most traded off-exchange price bands (`/v1/darkpool/print-levels/{ticker}`, schema
 * `printLevel`): the dark-pool page's panel and the GEX chart's dark-pool layer read them alike.
 */
import type { darkpoolPrintLevels, printLevel } from '../../api/schemas/darkpool';
import { listOf, viewOf } from './answer-view';
import { num, str } from './readers';

export interface PrintLevel {
  readonly price: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly premium: number | null;
  readonly shares: number | null;
  readonly prints: number | null;
  /** First and last session with prints in the band. */
  readonly firstSession: string | null;
  readonly lastSession: string | null;
}

/** Price bands (schema `printLevel`); a band without a `price` cannot be placed (the drift mark says so). */
export function readPrintLevels(payload: unknown): PrintLevel[] {
  const out: PrintLevel[] = [];
  for (const r of listOf<typeof printLevel>(payload, 'levels')) {
    const price = num(r.price);
    if (price === null) continue;
    out.push({
      price,
      low: num(r.low),
      high: num(r.high),
      premium: num(r.premium),
      shares: num(r.shares),
      prints: num(r.prints),
      firstSession: str(r.first_session),
      lastSession: str(r.last_session),
    });
  }
  return out;
}

export interface PrintLevelSample {
  /** The price the bands are centred on (the last price), marked on the chart. */
  readonly referencePrice: number | null;
  /** Sessions in the sample, and the oldest and newest of them. */
  readonly sessions: number | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** The sample behind the print levels: `reference_price`, `n`, `from`, `to`. */
export function readPrintLevelSample(payload: unknown): PrintLevelSample {
  const o = viewOf<typeof darkpoolPrintLevels>(payload);
  return { referencePrice: num(o.reference_price), sessions: num(o.n), from: str(o.from), to: str(o.to) };
}
