/**
 * What a ticker looks like, for every tier: the BFF's path and query validation, the stream hub's
 * subscribe messages, and the app's ticker boxes. The reference fixes no pattern; this one (a letter,
 * then up to nine letters, digits or dots: `BRK.B`) keeps a ticker a single safe path segment.
 */
export const TICKER_RE = /^[A-Za-z][A-Za-z0-9.]{0,9}$/;

/** A typed ticker upper-cased, or null when it cannot be one. */
export function parseTicker(input: string): string | null {
  const t = input.trim().toUpperCase();
  return TICKER_RE.test(t) ? t : null;
}
