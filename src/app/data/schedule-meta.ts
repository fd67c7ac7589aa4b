/**
 * Schedule answers (the earnings and economic calendars, a series' release history) describe what is
 * planned, not an observation: they carry `from`/`to` and when the service assembled them.
 */
import { MISSING } from '../ui/format';
import { asObj, pickStr, type Obj } from './readers';

/**
 * Freshness of a schedule answer: it has no observation, so when the service assembled it
 * (`computed_at`) stands for its "as of"; an answer with a real `as_of` keeps it.
 */
export function scheduleMeta(payload: unknown): Obj {
  const o = asObj(payload) ?? {};
  return { ...o, as_of: pickStr(o, 'as_of') ?? pickStr(o, 'computed_at') };
}

/** The window a schedule covers, `from → to` ("—" for a missing end); null before there is an answer. */
export function scheduleWindow(payload: unknown): string | null {
  const o = asObj(payload);
  return o ? `${pickStr(o, 'from') ?? MISSING} → ${pickStr(o, 'to') ?? MISSING}` : null;
}
