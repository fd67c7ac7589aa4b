/**
 * The sandbox's reading of a sector key (the dark pool's and the tide's `{key}`): the reference
 * publishes no key list, so the sandbox takes the sector's key (`health_care`), its name in any case
 * and spacing (`Health Care`, `health-care`) or its sector fund's symbol (`XLV`, any case), and answers
 * the same data for each under the one key.
 */
import { SECTOR_FUNDS, SECTOR_KEYS, type SectorKey } from '../../../api/sectors';

/** The sector's name as people write it: `health_care` → `Health Care`. */
export function sectorName(key: SectorKey): string {
  return key
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The sector a key, name or sector-fund symbol names; undefined for none. */
export function sectorKeyOf(raw: string): SectorKey | undefined {
  const asKey = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const byKey = SECTOR_KEYS.find((k) => k === asKey);
  if (byKey) return byKey;
  const fund = raw.trim().toUpperCase();
  return SECTOR_KEYS.find((k) => SECTOR_FUNDS[k] === fund);
}
