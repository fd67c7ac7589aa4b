/** How the earnings pages word a report's time and a signed surprise (the IV's one-day move: ui/earnings-estimate-columns.tsx). */
import type { EarningsEvent } from '../../data/earnings-event';
import { formatEtTime, MISSING } from '../../ui/format';

/** `bmo 07:00:00 ET` / `amc 16:05:00 ET`: when the report lands, in ET. */
export function releaseText(e: Pick<EarningsEvent, 'time' | 'releaseAt'>): string {
  const when = e.releaseAt ? `${formatEtTime(e.releaseAt)} ET` : null;
  return [e.time, when].filter(Boolean).join(' ') || MISSING;
}

/** Green above zero, red below; zero and null uncoloured. */
export function signClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}
