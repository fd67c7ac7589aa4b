/**
 * The "as of" of a profile panel. Reference-data answers (statements, filings, short data) often carry
 * no `as_of`, only `computed_at`: the badge then says "as of —" (no observation time given) and the
 * time the answer was assembled is shown beside it, so the trader still sees how old the panel is.
 */
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatEtDateTime } from './profile-format';

/** The computing metadata every profile answer's schema reads (`computed`, src/api/schemas/common.ts). */
export interface PanelMeta extends FreshnessMeta {
  readonly computed_at?: string | null;
  readonly data?: { readonly as_of?: string | null } | null;
}

export function PanelFreshness(props: { data: PanelMeta; ticker?: string }): ReactElement {
  const meta = props.data;
  const computed = meta.computed_at ?? null;
  const hasAsOf = (meta.as_of ?? meta.data?.as_of ?? null) !== null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <FreshnessBadge meta={meta} {...(props.ticker ? { ticker: props.ticker } : {})} />
      {!hasAsOf && computed ? (
        <span className="text-[11px] text-muted" title="computed_at: when the service assembled the answer">
          computed {formatEtDateTime(computed)}
        </span>
      ) : null}
    </span>
  );
}
