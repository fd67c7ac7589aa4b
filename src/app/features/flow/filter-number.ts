/**
 * What a numeric tape filter accepts. Every threshold counts something that cannot be negative
 * (dollars, contracts, days) and confidence is a share, so a value outside the range is refused with
 * the reason instead of silently matching everything or nothing.
 */
export type FilterNumberKind = 'premium' | 'size' | 'confidence' | 'dte';

export type FilterNumberReading = { readonly value: number | null } | { readonly error: string };

const RULES: Readonly<Record<FilterNumberKind, { max?: number; integer?: boolean; what: string }>> = {
  premium: { what: 'Premium' },
  size: { integer: true, what: 'Size' },
  confidence: { max: 1, what: 'Confidence' },
  dte: { integer: true, what: 'DTE' },
};

/** The typed text read as a threshold: empty is "no threshold" (null). */
export function readFilterNumber(kind: FilterNumberKind, text: string): FilterNumberReading {
  const rule = RULES[kind];
  if (text.trim() === '') return { value: null };
  const n = Number(text);
  if (!Number.isFinite(n)) return { error: `${rule.what} must be a number` };
  if (n < 0) return { error: `${rule.what} cannot be negative` };
  if (rule.max !== undefined && n > rule.max) return { error: `${rule.what} is between 0 and ${rule.max}` };
  if (rule.integer && !Number.isInteger(n)) return { error: `${rule.what} must be a whole number` };
  return { value: n };
}

/** A threshold from a shared link: a value the input would refuse reads as no threshold. */
export function filterNumberOrNull(kind: FilterNumberKind, text: string | null): number | null {
  if (text === null) return null;
  const r = readFilterNumber(kind, text);
  return 'value' in r ? r.value : null;
}
