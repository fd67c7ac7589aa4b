/**
 * An order's lean (the tape's colour, the confluence chart's circles, the flow alerts' match): a bought
 * call or a sold put leans bullish, a sold call or a bought put bearish. One rule, in src/api (the BFF's
 * alerts match on it too); stated here with the other readings.
 */
export { orderLean, type Lean } from '../../../api/order-lean';

export const LEAN_DEFINITION =
  'Lean (one order) = bought call or sold put: bullish; sold call or bought put: bearish; a neutral side or an unknown type has none.';
