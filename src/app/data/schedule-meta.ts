/**
 * Schedule answers (the earnings and economic calendars, a series' release history) describe what is
 * planned, not an observation: they carry `from`/`to` and when the service assembled them.
 */
import { MISSING } from '../ui/format';

/** What a schedule answer carries beside its rows, as its schema reads it. */
export interface ScheduleFields {
  readonly as_of?: string | null;
  readonly computed_at?: string | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

/**
 * Freshness of a schedule answer: it has no observation, so when the service assembled it
 * (`computed_at`) stands for its "as of"; an answer with a real `as_of` keeps it.
 */
export function scheduleMeta<T extends ScheduleFields>(answer: T | null | undefined): T & { as_of: string | null } {
  const o = (answer ?? {}) as T;
  return { ...o, as_of: o.as_of ?? o.computed_at ?? null };
}

/** The window a schedule covers, `from → to` ("—" for a missing end); null before there is an answer. */
export function scheduleWindow(answer: ScheduleFields | null | undefined): string | null {
  return answer ? `${answer.from ?? MISSING} → ${answer.to ?? MISSING}` : null;
}
