/**
 * Price bars for the chart: 1-minute bars rolled up into the chosen timeframe, and the forming bar drawn
 * from the live price between two fetches (a 5-minute bar changes once in 5 minutes; only its last
 * trade moves). Times are Unix seconds of the bar's open, as lightweight-charts wants them.
 */

export interface PriceBar {
  /** Unix seconds of the bar's open. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Shares traded; null when the source did not say (never 0 for "unknown"). */
  readonly volume: number | null;
}

/** Start (Unix seconds) of the `minutes`-long bar holding `timeSec`. US sessions open on a quarter hour. */
export function bucketStart(timeSec: number, minutes: number): number {
  const size = minutes * 60;
  return Math.floor(timeSec / size) * size;
}

function addVolume(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

/** 1-minute bars (ascending) rolled up into `minutes`-long bars: first open, extreme high/low, last close. */
export function aggregateBars(bars: readonly PriceBar[], minutes: number): PriceBar[] {
  if (minutes <= 1) return [...bars];
  const out: PriceBar[] = [];
  for (const b of bars) {
    const time = bucketStart(b.time, minutes);
    const cur = out.at(-1);
    if (cur && cur.time === time) {
      out[out.length - 1] = {
        time,
        open: cur.open,
        high: Math.max(cur.high, b.high),
        low: Math.min(cur.low, b.low),
        close: b.close,
        volume: addVolume(cur.volume, b.volume),
      };
    } else {
      out.push({ ...b, time });
    }
  }
  return out;
}

export interface LiveTick {
  readonly price: number;
  readonly atMs: number;
}

/**
 * The bar the live price forms, to draw with `series.update`: the newest bar moved to the price when the
 * tick falls in it, or a new bar opening at the price when the tick starts the next one. `base` is the
 * bar drawn last (fetched or formed). No bar for a tick older than `base` or outside `window` (the
 * viewed session's trading hours): a quote after the close does not open a bar.
 */
export function formingBar(
  base: PriceBar | null,
  tick: LiveTick,
  bucketOf: (atMs: number) => number,
  window: { readonly openMs: number; readonly closeMs: number },
): PriceBar | null {
  if (!Number.isFinite(tick.price) || tick.atMs < window.openMs || tick.atMs >= window.closeMs) return null;
  const time = bucketOf(tick.atMs);
  if (base && time < base.time) return null;
  if (base && time === base.time) {
    return {
      ...base,
      high: Math.max(base.high, tick.price),
      low: Math.min(base.low, tick.price),
      close: tick.price,
    };
  }
  // The tick carries no size: the new bar's volume is not observed yet.
  return { time, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: null };
}

/**
 * The bar a new tick builds on: the last fetched bar, carrying the extremes and last trade that ticks
 * already drew on it, or the formed bar itself when it is newer than anything fetched.
 */
export function formingBase(lastFetched: PriceBar | null, lastFormed: PriceBar | null): PriceBar | null {
  if (!lastFormed) return lastFetched;
  if (!lastFetched || lastFormed.time > lastFetched.time) return lastFormed;
  if (lastFormed.time < lastFetched.time) return lastFetched;
  return {
    ...lastFetched,
    high: Math.max(lastFetched.high, lastFormed.high),
    low: Math.min(lastFetched.low, lastFormed.low),
    close: lastFormed.close,
  };
}
