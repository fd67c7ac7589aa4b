/**
 * The "as of" of a profile panel. Reference-data answers (statements, filings, short data) often carry
 * no `as_of`, only `computed_at`: the badge then says "as of —" (no observation time given) and the
 * time the answer was assembled is shown beside it, so the trader still sees how old the panel is.
 */
import type { ReactElement } from 'react';
import { asObj, pickStr } from '../../data/readers';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatEtDateTime } from './profile-format';

function hasAsOf(o: Readonly<Record<string, unknown>>): boolean {
  return typeof o.as_of === 'string' || typeof asObj(o.data)?.as_of === 'string';
}

export function PanelFreshness(props: { data: unknown; ticker?: string }): ReactElement | null {
  const o = asObj(props.data);
  if (!o) return null;
  const computed = pickStr(o, 'computed_at');
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <FreshnessBadge meta={o as FreshnessMeta} {...(props.ticker ? { ticker: props.ticker } : {})} />
      {!hasAsOf(o) && computed ? (
        <span className="text-[11px] text-muted" title="computed_at: when the service assembled the answer">
          computed {formatEtDateTime(computed)}
        </span>
      ) : null}
    </span>
  );
}
