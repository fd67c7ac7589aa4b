/**
 * What a dark-pool block weighed: its size as a percent of the ticker's average daily volume, and the
 * price move five minutes after it (the minute bar's close against the print price, in basis points).
 */
import type { DarkPrint } from '../model/darkpool';
import type { MinuteBar } from '../model/types';

export const IMPACT_MINUTES = 5;

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Percent of ADV (1.5 = 1.5%); null without an ADV. */
export function pctOfAdv(size: number, adv: number | null): number | null {
  return adv ? round4((size / adv) * 100) : null;
}

/** Basis points to one decimal; null until the bar five minutes on exists at the cutoff (not yet observed). */
export function impactBps(print: DarkPrint, bars: readonly MinuteBar[], cutoff: number): number | null {
  const later = print.ts_ms + IMPACT_MINUTES * 60_000;
  if (later > cutoff) return null;
  const bar = bars.find((b) => b.t + 60_000 > later);
  return bar ? Math.round(((bar.close - print.price) / print.price) * 1e5) / 10 : null;
}
