/**
 * Which way an option order leans: a bought call or a sold put is bullish, a sold call or a bought put
 * bearish. Colour on the tape follows the lean, not the side alone (a sold put is not red).
 */
export type Lean = 'bullish' | 'bearish';

export function orderLean(optionType: string | null | undefined, side: string | null | undefined): Lean | null {
  const type = optionType?.toLowerCase();
  const dir = side?.toLowerCase();
  if ((type !== 'call' && type !== 'put') || (dir !== 'buy' && dir !== 'sell')) return null;
  return (type === 'call') === (dir === 'buy') ? 'bullish' : 'bearish';
}

/** The text and border colours of a lean; no lean (neutral side, unknown type) stays muted. */
export const LEAN_TEXT = { bullish: 'text-up', bearish: 'text-down' } as const;
export const LEAN_BORDER = { bullish: 'border-l-up', bearish: 'border-l-down' } as const;
