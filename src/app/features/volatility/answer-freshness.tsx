/** The "as of" of a volatility panel's answer, once it has arrived: the service's time, never the browser's. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';

export function AnswerFreshness(props: { query: UseQueryResult<FreshnessMeta>; ticker?: string }): ReactElement | null {
  const d = props.query.data;
  if (d === undefined) return null;
  return <FreshnessBadge meta={d} {...(props.ticker ? { ticker: props.ticker } : {})} />;
}
