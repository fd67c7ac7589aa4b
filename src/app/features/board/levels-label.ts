/** What a row's levels were computed at: the snapshot's spot and its time in ET with the date. */
import { formatEtDateTime, formatPrice } from '../../ui/format';

export function levelsComputedLabel(spot: number | null, snapshotAsOf: string | null): string {
  const when = snapshotAsOf === null ? ' (snapshot)' : ` (${formatEtDateTime(snapshotAsOf, 'minute')} snapshot)`;
  return `levels computed at spot ${formatPrice(spot)}${when}`;
}
