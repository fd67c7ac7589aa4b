/**
 * Tick positions for an intraday time axis read in US Eastern, whatever the browser's zone: d3's
 * time scale ticks in local time, which would put a trader in London on the wrong hours.
 */

import { MARKET_TIME_ZONE } from '../../api/calendar';
const etParts = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight US Eastern of an epoch-ms instant. */
export function etMinuteOfDay(ms: number): number {
  let hour = 0;
  let minute = 0;
  for (const p of etParts.formatToParts(new Date(ms))) {
    if (p.type === 'hour') hour = Number(p.value) % 24;
    else if (p.type === 'minute') minute = Number(p.value);
  }
  return hour * 60 + minute;
}

/** "HH:MM" US Eastern. */
export function formatEtHourMinute(ms: number): string {
  const m = etMinuteOfDay(ms);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * Instants in [min, max] that fall on a whole multiple of `stepMinutes` on the US Eastern clock. The
 * step grows until there are at most `maxTicks` (the offset to UTC is constant within one session).
 */
export function etTimeTicks(
  min: number,
  max: number,
  maxTicks = 8,
  steps: readonly number[] = [15, 30, 60, 120],
): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  const startMinute = etMinuteOfDay(min);
  // Instant of the start of min's minute, so the ET minute grid maps back to epoch ms exactly.
  const base = min - (min % 60_000);
  for (const step of steps) {
    const first = Math.ceil(startMinute / step) * step;
    const ticks: number[] = [];
    for (let m = first; ; m += step) {
      const t = base + (m - startMinute) * 60_000;
      if (t > max) break;
      if (t >= min) ticks.push(t);
    }
    if (ticks.length <= maxTicks || step === steps[steps.length - 1]) return ticks;
  }
  return [];
}
