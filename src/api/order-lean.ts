/**
 * Which way an option order leans: a bought call or a sold put is bullish, a sold call or a bought put
 * bearish. The tape colours by it and the BFF's flow alerts match on it: one rule for both.
 */
export type Lean = 'bullish' | 'bearish';

export function orderLean(optionType: string | null | undefined, side: string | null | undefined): Lean | null {
  const type = optionType?.toLowerCase();
  const dir = side?.toLowerCase();
  if ((type !== 'call' && type !== 'put') || (dir !== 'buy' && dir !== 'sell')) return null;
  return (type === 'call') === (dir === 'buy') ? 'bullish' : 'bearish';
}
