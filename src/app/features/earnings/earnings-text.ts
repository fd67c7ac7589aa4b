/** How the earnings pages word a report's time, the IV's one-day move and a signed surprise. */
import type { EarningsEvent } from '../../data/earnings-event';
import { formatEtTime, formatIv, MISSING } from '../../ui/format';

/** `bmo 07:00:00 ET` / `amc 16:05:00 ET`: when the report lands, in ET. */
export function releaseText(e: Pick<EarningsEvent, 'time' | 'releaseAt'>): string {
  const when = e.releaseAt ? `${formatEtTime(e.releaseAt)} ET` : null;
  return [e.time, when].filter(Boolean).join(' ') || MISSING;
}

/** The service's one-day IV estimate either way: ±6.53%; "—" when not given. */
export function ivMoveText(v: number | null): string {
  return v === null ? MISSING : `±${formatIv(v, 2)}`;
}

/** Green above zero, red below; zero and null uncoloured. */
export function signClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}
