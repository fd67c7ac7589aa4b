/**
 * What a row's levels were computed at, for the board's "Levels computed at" column: the snapshot's
 * spot and its time in ET with the date (a pre-open board reads the prior session's snapshot).
 */
import { formatEtDateTime, formatPrice } from '../../ui/format';

export function levelsComputedLabel(spot: number | null, snapshotAsOf: string | null): string {
  const when =
    snapshotAsOf === null ? 'snapshot time not given' : `${formatEtDateTime(snapshotAsOf, 'minute')} snapshot`;
  return `spot ${formatPrice(spot)} · ${when}`;
}
