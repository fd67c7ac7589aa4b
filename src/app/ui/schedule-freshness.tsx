/** The freshness badge of a schedule answer (a calendar, a release history): its "as of" is when it was assembled. */
import type { ReactElement } from 'react';
import { scheduleMeta, type ScheduleFields } from '../data/schedule-meta';
import { FreshnessBadge, type FreshnessMeta } from './freshness-badge';

export function ScheduleFreshness(props: { data: ScheduleFields | null | undefined }): ReactElement | null {
  return props.data ? <FreshnessBadge meta={scheduleMeta(props.data) as FreshnessMeta} /> : null;
}
