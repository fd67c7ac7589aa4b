/**
 * Whether a reading fires an alert, kept pure. A crossing needs a reading on each side of the level:
 * the first reading after an alert is set (or after the BFF starts) is a baseline, never a fire, so an
 * alert set while the price is already beyond its level waits for the price to cross it.
 */
import { tradingDte } from '../../../api/calendar';
import { orderLean } from '../../../api/order-lean';
import type { FlowRule } from '../../../dashboard-api/trader-alerts';
import type { PlacedFlowOrder } from '../../../api/stream-row-identity';

export type Crossing = 'above' | 'below';

/** The crossing from `prev` to `now` over `level` that `direction` asks for, or null. */
export function crossing(
  direction: 'above' | 'below' | 'either',
  level: number,
  prev: number | null,
  now: number | null,
): Crossing | null {
  if (prev === null || now === null) return null;
  if (prev < level && now >= level && direction !== 'below') return 'above';
  if (prev > level && now <= level && direction !== 'above') return 'below';
  return null;
}

/**
 * Whether a streamed order meets every condition the rule sets (a null condition is no condition). The
 * order is read leniently: a field the frame did not give, or gave in a form that could not be read, is
 * null and meets no condition on it.
 */
export function flowMatches(rule: FlowRule, o: PlacedFlowOrder): boolean {
  const b = o.order;
  if (rule.ticker !== null && o.ticker !== rule.ticker) return false;
  if (rule.min_premium !== null && !(b.premium !== null && b.premium >= rule.min_premium)) return false;
  if (rule.side !== null && b.direction !== rule.side) return false;
  if (rule.option_type !== null && b.option_type !== rule.option_type) return false;
  if (rule.lean !== null && orderLean(b.option_type, b.direction) !== rule.lean) return false;
  if (rule.min_dte !== null || rule.max_dte !== null) {
    // An expiry that cannot be read does not match a DTE condition (it is not guessed).
    if (b.expiration === null || !/^\d{4}-\d{2}-\d{2}$/.test(b.expiration)) return false;
    const dte = tradingDte(o.session_date, b.expiration);
    if (rule.min_dte !== null && dte < rule.min_dte) return false;
    if (rule.max_dte !== null && dte > rule.max_dte) return false;
  }
  return true;
}
