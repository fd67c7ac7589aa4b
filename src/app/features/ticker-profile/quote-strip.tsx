/**
 * The head of the overview: last price, change from the previous close, the session's range and volume.
 * The change in percent is taken against `prev_close` (readQuote), never read from a field of unpublished unit.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { readQuote } from '../../data/readers';
import { formatCompact, formatPercentChange, formatPrice, formatSigned, MISSING, toneClassOf } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { lastQuote } from './queries';

function Figure(props: { label: string; value: string; className?: string; testId?: string }): ReactElement {
  return (
    <div className="min-w-24 rounded border border-line bg-raised/40 px-2 py-1" data-testid={props.testId}>
      <div className="text-xs text-muted">{props.label}</div>
      <div className={`num text-left text-lg font-semibold ${props.className ?? ''}`}>{props.value}</div>
    </div>
  );
}

export function QuoteStrip(props: { ticker: string }): ReactElement {
  const query = useQuery(lastQuote(props.ticker));
  return (
    <Panel
      title={`${props.ticker} quote`}
      testId="profile-quote"
      badges={query.data ? <PanelFreshness data={query.data} ticker={props.ticker} /> : null}
    >
      <QueryState query={query} label="quote" height="h-16">
        {(d) => {
          const q = readQuote(props.ticker, d);
          const change = q.change === null ? MISSING : formatSigned(q.change, 2);
          return (
            <div className="flex flex-wrap gap-2">
              <Figure label="Last" value={formatPrice(q.last)} testId="quote-last" />
              <Figure
                label="Change"
                value={`${change} (${formatPercentChange(q.changePct, 2)})`}
                className={toneClassOf(change)}
              />
              <Figure label="Open" value={formatPrice(d.open ?? null)} />
              <Figure label="High" value={formatPrice(d.high ?? null)} />
              <Figure label="Low" value={formatPrice(d.low ?? null)} />
              <Figure label="Prev close" value={formatPrice(q.prevClose)} />
              <Figure label="Volume" value={formatCompact(d.volume ?? null)} />
              <Figure label="Session" value={d.session ?? MISSING} />
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}
