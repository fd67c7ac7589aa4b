/**
 * The sign of net premium, read the same way on every page. Net premium follows the aggressor: premium paid by buyers minus
 * premium received from sellers, puts not flipped (reference: common conventions, tide). It is an
 * accounting measure, not a direction: +$23.5M of bought puts is bearish. So it is shown uncoloured,
 * with "paid" or "received" saying what its sign means, and the direction is read elsewhere.
 */
import { formatMoney, MISSING, toneOfShown } from '../../ui/format';

export type PremiumSide = 'paid' | 'received' | 'even';

export const NET_PREMIUM_DEFINITION =
  'Net premium = premium paid by buyers − premium received from sellers (puts not flipped): + means more was paid, not bullish; bought puts add to it. Direction is read from the directional score.';

/** What the sign of a net premium says, read from the figure as shown (a rounded zero is even). */
export function premiumSide(v: number | null): PremiumSide | null {
  const tone = toneOfShown(formatMoney(v, { signed: true }));
  if (tone === 'missing') return null;
  return tone === 'up' ? 'paid' : tone === 'down' ? 'received' : 'even';
}

/** "+$23.5M paid", "−$4.1M received", "$0": the figure with the meaning of its sign. */
export function netPremiumText(v: number | null): string {
  const side = premiumSide(v);
  if (side === null) return MISSING;
  const figure = formatMoney(v, { signed: true });
  return side === 'even' ? figure : `${figure} ${side}`;
}
