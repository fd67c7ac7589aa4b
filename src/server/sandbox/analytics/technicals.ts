/**
 * Technical indicators over a close series (oldest first). Every function returns one value per input
 * close, `null` where the window has not filled yet (not observed, never 0).
 */

/** Simple moving average of the last `window` closes. */
export function sma(closes: readonly number[], window: number): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i]!;
    if (i >= window) sum -= closes[i - window]!;
    out.push(i >= window - 1 ? sum / window : null);
  }
  return out;
}

/** Exponential moving average, k = 2/(window+1), seeded with the SMA of the first `window` closes. */
export function ema(closes: readonly number[], window: number): (number | null)[] {
  const k = 2 / (window + 1);
  const out: (number | null)[] = [];
  let prev: number | null = null;
  let seed = 0;
  for (let i = 0; i < closes.length; i++) {
    const c = closes[i]!;
    if (prev === null) {
      seed += c;
      if (i === window - 1) prev = seed / window;
      out.push(prev);
      continue;
    }
    prev = c * k + prev * (1 - k);
    out.push(prev);
  }
  return out;
}

/** Wilder's RSI: averages of gains and losses seeded by their mean over `window` changes, then smoothed. */
export function rsi(closes: readonly number[], window: number): (number | null)[] {
  const out: (number | null)[] = closes.length > 0 ? [null] : [];
  let avgGain = 0;
  let avgLoss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = closes[i]! - closes[i - 1]!;
    const gain = Math.max(change, 0);
    const loss = Math.max(-change, 0);
    if (i <= window) {
      avgGain += gain / window;
      avgLoss += loss / window;
      if (i < window) {
        out.push(null);
        continue;
      }
    } else {
      avgGain = (avgGain * (window - 1) + gain) / window;
      avgLoss = (avgLoss * (window - 1) + loss) / window;
    }
    // No losses at all: RSI is 100 by definition (flat: no gains either, 50 is the neutral reading).
    out.push(avgLoss === 0 ? (avgGain === 0 ? 50 : 100) : 100 - 100 / (1 + avgGain / avgLoss));
  }
  return out;
}

export interface MacdPoint {
  readonly macd: number | null;
  readonly signal: number | null;
  readonly histogram: number | null;
}

export const MACD_FAST = 12;
export const MACD_SLOW = 26;
export const MACD_SIGNAL = 9;

/** MACD = EMA(fast) − EMA(slow); signal = EMA(signal) of the MACD line once it exists. */
export function macd(
  closes: readonly number[],
  fast = MACD_FAST,
  slow = MACD_SLOW,
  signalWindow = MACD_SIGNAL,
): MacdPoint[] {
  const f = ema(closes, fast);
  const s = ema(closes, slow);
  const line = closes.map((_, i) => (f[i] === null || s[i] === null ? null : f[i]! - s[i]!));
  const first = line.findIndex((v) => v !== null);
  const defined = first < 0 ? [] : (line.slice(first) as number[]);
  const sig = ema(defined, signalWindow);
  return line.map((m, i) => {
    const signal = first < 0 || i < first ? null : (sig[i - first] ?? null);
    return { macd: m, signal, histogram: m === null || signal === null ? null : m - signal };
  });
}
