/** OCC option symbols: `O:<underlying><yymmdd><C|P><strike x1000, 8 digits>`, e.g. O:SPY261120C00590000. */

export interface OccParts {
  readonly underlying: string;
  /** Expiration as YYYY-MM-DD. */
  readonly expiration: string;
  readonly type: 'call' | 'put';
  readonly strike: number;
}

export class OccError extends Error {
  override readonly name = 'OccError';
}

const OCC_RE = /^O:([A-Z][A-Z0-9.]{0,5})(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/** Parse an OCC symbol; throws OccError naming what is wrong. */
export function parseOcc(symbol: string): OccParts {
  if (!symbol.startsWith('O:')) throw new OccError(`OCC symbol must start with "O:": ${symbol}`);
  const m = OCC_RE.exec(symbol);
  if (!m) {
    throw new OccError(`OCC symbol must be O:<underlying><yymmdd><C|P><strike x1000 as 8 digits>, got ${symbol}`);
  }
  const [, underlying, yy, mm, dd, cp, strike8] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const month = Number(mm);
  const day = Number(dd);
  const year = 2000 + Number(yy);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new OccError(`OCC symbol has an impossible expiration date 20${yy}-${mm}-${dd}: ${symbol}`);
  }
  return {
    underlying,
    expiration: `${year}-${mm}-${dd}`,
    type: cp === 'C' ? 'call' : 'put',
    strike: Number(strike8) / 1000,
  };
}

/** Format parts as an OCC symbol; throws OccError when a part cannot be represented. */
export function formatOcc(parts: OccParts): string {
  const { underlying, expiration, type, strike } = parts;
  if (!/^[A-Z][A-Z0-9.]{0,5}$/.test(underlying)) throw new OccError(`bad underlying for OCC: ${underlying}`);
  const m = /^20(\d{2})-(\d{2})-(\d{2})$/.exec(expiration);
  if (!m) throw new OccError(`OCC expiration must be YYYY-MM-DD in 2000-2099: ${expiration}`);
  const milli = Math.round(strike * 1000);
  if (!Number.isFinite(strike) || strike <= 0 || milli > 99_999_999 || Math.abs(milli - strike * 1000) > 1e-6) {
    throw new OccError(`OCC strike must be positive with at most 3 decimals and below 100000: ${strike}`);
  }
  return `O:${underlying}${m[1]}${m[2]}${m[3]}${type === 'call' ? 'C' : 'P'}${String(milli).padStart(8, '0')}`;
}

export function isOcc(symbol: string): boolean {
  try {
    parseOcc(symbol);
    return true;
  } catch {
    return false;
  }
}
