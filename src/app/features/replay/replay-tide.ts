/**
 * The ticker's own tide through a replayed session, from its tape: premium paid (bought at the ask)
 * minus premium received (sold at the bid), calls and puts apart, and the directional reading (bullish
 * minus bearish premium: a bought call and a sold put lean up). The service publishes the tide of the
 * current session only, so a past session's is read from the orders that make it; rows whose side or
 * type was not observed are left out of the sums, not counted as zero.
 */
import type { TideCurvePoint } from '../../charts/tide-curve';
import type { TapeEntry } from '../../data/tape-entry';

/** One point per minute (the last of the minute): a day of a busy ticker is thousands of orders. */
export function tapeTide(entries: readonly TapeEntry[]): TideCurvePoint[] {
  const out: TideCurvePoint[] = [];
  let callNet = 0;
  let putNet = 0;
  let directional = 0;
  for (const e of entries) {
    if (e.premium === null || e.optionType === null || (e.side !== 'buy' && e.side !== 'sell')) continue;
    const signed = e.side === 'buy' ? e.premium : -e.premium;
    if (e.optionType === 'call') callNet += signed;
    else putNet += signed;
    directional += e.optionType === 'call' ? signed : -signed;
    const point = { t: e.tsMs, netPremium: callNet + putNet, directional, callNet, putNet };
    const last = out.at(-1);
    if (last && Math.floor(last.t / 60_000) === Math.floor(e.tsMs / 60_000)) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}
