/**
 * Reading the rankings answers: directional truncation, pressure signs, and defensive row readers
 * for payloads whose full shape the reference does not publish (null stays null).
 */
import { isObj, num, str, type Obj } from '../../data/readers';
import { newestSessionsFirst } from '../../data/session-list';

export type Tone = 'up' | 'down' | 'neutral' | 'missing';

/** The sign of a value as a tone; 0 is a measured zero (neutral), null is not observed. */
export function toneOf(v: number | null): Tone {
  if (v === null) return 'missing';
  return v > 0 ? 'up' : v < 0 ? 'down' : 'neutral';
}

export const TONE_CLASS: Record<Tone, string> = {
  up: 'text-up',
  down: 'text-down',
  neutral: 'text-muted',
  missing: 'text-muted',
};
export const TONE_MARK: Record<Tone, string> = { up: '▲', down: '▼', neutral: '◆', missing: '' };

/** The four pressures with the directional meaning the reference gives each. */
export const PRESSURES = [
  { field: 'call_buy_pressure', label: 'Call buy', meaning: 'bullish' },
  { field: 'call_sell_pressure', label: 'Call sell', meaning: 'bearish' },
  { field: 'put_buy_pressure', label: 'Put buy', meaning: 'bearish' },
  { field: 'put_sell_pressure', label: 'Put sell', meaning: 'bullish' },
] as const;

export interface Truncation {
  readonly shown: number;
  readonly total: number | null;
  readonly truncated: boolean;
}

/** The reference: detect truncation by comparing `tickers_count` with the length of `data`. */
export function directionalTruncation(payload: unknown): Truncation {
  const o: Obj = isObj(payload) ? payload : {};
  const shown = Array.isArray(o.data) ? o.data.length : 0;
  const total = num(o.tickers_count);
  return { shown, total, truncated: total !== null && total > shown };
}

/** `basis.calibration` when the answer states it. */
export function calibrationOf(payload: unknown): string | null {
  if (!isObj(payload) || !isObj(payload.basis)) return null;
  return str(payload.basis.calibration);
}

export type Direction = 'bullish' | 'bearish' | 'neutral';

export function directionOf(v: unknown): Direction | null {
  return v === 'bullish' || v === 'bearish' || v === 'neutral' ? v : null;
}

export const DIRECTION_LOOK: Record<Direction, { cls: string; text: string }> = {
  bullish: { cls: 'text-up', text: '▲ bullish' },
  bearish: { cls: 'text-down', text: '▼ bearish' },
  neutral: { cls: 'text-muted', text: '◆ neutral' },
};

/** The latest cluster of a ticker-detail answer (clusters ascending by time, as the sandbox lists them). */
export function latestCluster(clusters: readonly Obj[]): Obj | null {
  let best: Obj | null = null;
  let bestAt = Number.NEGATIVE_INFINITY;
  for (const c of clusters) {
    const at = num(c.start_ms) ?? (typeof c.start === 'string' ? Date.parse(c.start) : Number.NaN);
    if (Number.isFinite(at) && at >= bestAt) {
      best = c;
      bestAt = at;
    }
  }
  return best ?? clusters.at(-1) ?? null;
}

/** Session dates of a `/v1/flow/sessions` answer, newest first, whether listed as strings or objects. */
export function sessionsOf(payload: unknown): string[] {
  const list =
    isObj(payload) && Array.isArray(payload.sessions) ? payload.sessions : Array.isArray(payload) ? payload : [];
  return newestSessionsFirst(list.map((s) => (typeof s === 'string' ? s : isObj(s) ? str(s.session) : null)));
}
