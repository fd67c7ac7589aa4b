/** Colour of a signed amount (net premium): up or down by its sign, none for zero or not observed. */
export function signClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}
