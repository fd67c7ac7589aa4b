/**
 * Seeded pseudo-random numbers from a string key: cyrb128 hash → sfc32 generator. The model derives
 * every draw from a key naming what it is for (seed, ticker, session, purpose), so any value can be
 * recomputed alone without replaying a global sequence.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (mean 0, sd 1). */
  normal(): number;
  /** Integer uniform in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  /** A uniformly chosen element; throws on an empty array. */
  pick<T>(xs: readonly T[]): T;
}

/** 128-bit string hash (cyrb128) as four 32-bit words. */
export function hash128(key: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < key.length; i++) {
    const k = key.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 16-hex-digit digest of a key (64 bits: collisions are negligible at our volumes). */
export function hashHex(key: string): string {
  const [a, b] = hash128(key);
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function rng(key: string): Rng {
  let [a, b, c, d] = hash128(key);
  let spare: number | null = null;
  const next = (): number => {
    // sfc32
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 from similar keys are correlated.
  for (let i = 0; i < 12; i++) next();
  const normal = (): number => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    let u = next();
    while (u === 0) u = next();
    const v = next();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    normal,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => {
      if (xs.length === 0) throw new RangeError('pick from an empty array');
      return xs[Math.floor(next() * xs.length)] as T;
    },
  };
}

/**
 * Four uniforms in [0, 1) straight from the hash of a key: for per-item noise (one contract's OI),
 * where building a generator per item would cost more than the item itself.
 */
export function uniforms4(key: string): [number, number, number, number] {
  const [a, b, c, d] = hash128(key);
  return [a / 4294967296, b / 4294967296, c / 4294967296, d / 4294967296];
}

/** A standard normal from two uniforms (Box-Muller). */
export function normalFrom(u1: number, u2: number): number {
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}
