/**
 * The frame of a profile panel that lists rows of one answer (statements, dividends, splits, filings,
 * news, short data, upcoming reports): its title, any controls then the answer's freshness, the
 * loading and error states, and a sentence instead of an empty table when the answer holds no rows.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Panel } from '../../ui/panel';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness, type PanelMeta } from './panel-freshness';

export function ProfileRowsPanel<Answer extends PanelMeta, Row>(props: {
  title: string;
  testId: string;
  query: UseQueryResult<Answer>;
  /** What is loading, for the skeleton and the error ("Loading dividends"). */
  label: string;
  read: (data: Answer) => readonly Row[];
  /** Said when there are no rows: a sentence, or the element to show. */
  empty: string | ReactElement;
  controls?: ReactNode;
  /** The rows, never empty, and the answer they were read from. */
  children: (rows: readonly Row[], data: Answer) => ReactNode;
  /** What stands under the rows whatever the answer (a note on what the service does not publish). */
  footer?: ReactNode;
}): ReactElement {
  const data = props.query.data;
  const freshness = data ? <PanelFreshness data={data} /> : null;
  return (
    <Panel
      title={props.title}
      testId={props.testId}
      badges={
        props.controls ? (
          <>
            {props.controls}
            {freshness}
          </>
        ) : (
          freshness
        )
      }
    >
      <QueryState query={props.query} label={props.label}>
        {(d) => {
          const rows = props.read(d);
          if (rows.length > 0) return props.children(rows, d);
          return typeof props.empty === 'string' ? (
            <p className="py-3 text-center text-sm text-muted">{props.empty}</p>
          ) : (
            props.empty
          );
        }}
      </QueryState>
      {props.footer}
    </Panel>
  );
}
