/**
 * The candle series the price chart draws: the prior session's last bars (context at the open), then the
 * viewed session's, each slot of a session's bar grid either a bar or an empty slot (lightweight-charts
 * whitespace), so bars missing while refresh was slowed read as a gap, never as a synthesized flat bar.
 * Between the two sessions there is no slot: the night takes no room, the divider marks the change.
 */
import type { PriceBar } from './price-bars';

/** One slot of the series: a bar, or `bar: null` for a slot with no bar (drawn as a gap). */
export interface SeriesSlot {
  /** Unix seconds of the slot's open. */
  readonly time: number;
  readonly bar: PriceBar | null;
}

export interface SessionBars {
  readonly bars: readonly PriceBar[];
  /** Unix seconds of the session's open and close (bars are kept within). */
  readonly openSec: number;
  readonly closeSec: number;
}

export interface BarSeries {
  readonly slots: readonly SeriesSlot[];
  /** Bars of the prior session drawn, and of the viewed session. */
  readonly priorBars: number;
  readonly sessionBars: number;
  /** Empty slots inside the viewed session (holes in its bars). */
  readonly gaps: number;
  /** Time of the viewed session's first slot (where the divider goes); null without prior bars. */
  readonly dividerTime: number | null;
}

/**
 * A session's slots from `from` through `to` every `stepSec`: the bar at each slot's time, or an empty
 * slot. Bars off the grid are kept at their own time; nothing is ever made up.
 */
export function sessionSlots(bars: readonly PriceBar[], stepSec: number, from: number, to: number): SeriesSlot[] {
  const byTime = new Map<number, PriceBar>();
  for (const b of bars) byTime.set(b.time, b);
  const times = new Set<number>(byTime.keys());
  if (stepSec > 0) for (let t = from; t <= to; t += stepSec) times.add(t);
  return [...times].sort((a, b) => a - b).map((time) => ({ time, bar: byTime.get(time) ?? null }));
}

/**
 * The prior session's bars of its last `contextSec` seconds, then the session's bars from its open to its
 * newest bar (or to `untilSec`, the forming bar's slot, when later), each hole an empty slot.
 */
export function barSeries(args: {
  readonly session: SessionBars;
  readonly prior: SessionBars | null;
  readonly stepSec: number;
  readonly contextSec: number;
  readonly untilSec?: number | null;
}): BarSeries {
  const { session, prior, stepSec } = args;
  const inSession = (s: SessionBars): PriceBar[] => s.bars.filter((b) => b.time >= startOf(s) && b.time < s.closeSec);
  const startOf = (s: SessionBars): number => Math.floor(s.openSec / stepSec) * stepSec;

  const own = inSession(session);
  const newest = Math.max(own.at(-1)?.time ?? -Infinity, args.untilSec ?? -Infinity);
  // The forming bar's slot is drawn by the chart itself: the grid stops just before it.
  const lastSlot = args.untilSec != null && args.untilSec >= newest ? args.untilSec - stepSec : newest;
  const ownSlots = Number.isFinite(newest) ? sessionSlots(own, stepSec, startOf(session), lastSlot) : [];

  let priorSlots: SeriesSlot[] = [];
  if (prior) {
    const bars = inSession(prior);
    const end = bars.at(-1)?.time;
    if (end !== undefined) {
      const from = Math.max(startOf(prior), end - args.contextSec + stepSec);
      priorSlots = sessionSlots(
        bars.filter((b) => b.time >= from),
        stepSec,
        from,
        end,
      );
    }
  }
  const priorBars = priorSlots.filter((s) => s.bar !== null).length;
  return {
    slots: [...priorSlots, ...ownSlots],
    priorBars,
    sessionBars: own.length,
    gaps: ownSlots.filter((s) => s.bar === null).length,
    dividerTime: priorBars > 0 ? (ownSlots[0]?.time ?? args.untilSec ?? null) : null,
  };
}
