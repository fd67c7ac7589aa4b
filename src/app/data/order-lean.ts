/**
 * Which way an option order leans: a bought call or a sold put is bullish, a sold call or a bought put
 * bearish. Colour on the tape follows the lean, not the side alone (a sold put is not red).
 */
export { orderLean, type Lean } from '../../api/order-lean';

/** The text and border colours of a lean; no lean (neutral side, unknown type) stays muted. */
export const LEAN_TEXT = { bullish: 'text-up', bearish: 'text-down' } as const;
export const LEAN_BORDER = { bullish: 'border-l-up', bearish: 'border-l-down' } as const;
