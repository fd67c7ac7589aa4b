/**
 * Congressional trades and the catalyst calendar. The reference names both families without a path or
 * an MCP tool (src/api/doors.ts): while that holds, each panel says so and asks nothing, as the real
 * service may not answer; once a door is published the same panels list the answer.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Door } from '../../../api/doors';
import { ChartPanel } from '../../charts/chart-panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { ScrollTable } from '../../ui/scroll-table';
import { readCatalysts, readCongressTrades } from './markets-readings';

function Unpublished(props: { what: string; door: Door; testId: string }): ReactElement | null {
  if (props.door.kind !== 'none') return null;
  return (
    <p role="status" className="rounded border border-line p-3 text-sm" data-testid={props.testId}>
      The service publishes no {props.what} yet ({props.door.reason}), so the dashboard does not ask for it.
    </p>
  );
}

/**
 * One reference list: what it is called (with the ticker when one is asked for), the answer's rows in a
 * scrolling table, a sentence when there are none, or what the service does not publish.
 */
function ListPanel<Answer, Row>(props: {
  name: string;
  what: string;
  door: Door;
  query: UseQueryResult<Answer>;
  ticker: string | null;
  testId: string;
  read: (data: Answer) => readonly Row[];
  empty: string;
  head: ReactNode;
  row: (row: Row, index: number) => ReactNode;
}): ReactElement {
  return (
    <ChartPanel title={`${props.name}${props.ticker ? ` — ${props.ticker}` : ''}`} testId={props.testId}>
      {props.door.kind === 'none' ? (
        <Unpublished what={props.what} door={props.door} testId={`${props.testId}-unpublished`} />
      ) : (
        <QueryState query={props.query} label={props.what}>
          {(d) => {
            const rows = props.read(d);
            if (rows.length === 0) return <p className="py-3 text-sm text-muted">{props.empty}</p>;
            return (
              <ScrollTable label={props.name} height="max-h-96" nowrap head={props.head}>
                {rows.map(props.row)}
              </ScrollTable>
            );
          }}
        </QueryState>
      )}
    </ChartPanel>
  );
}

export function CongressPanel(props: {
  door: Door;
  query: UseQueryResult<AnswerFor<'congress.trades'>>;
  ticker: string | null;
}): ReactElement {
  return (
    <ListPanel
      name="Congressional trades"
      what="congressional trades"
      door={props.door}
      query={props.query}
      ticker={props.ticker}
      testId="markets-congress"
      read={readCongressTrades}
      empty="No disclosed trade."
      head={
        <>
          <th className="text-left font-normal">Disclosed</th>
          <th className="text-left font-normal">Traded</th>
          <th className="text-left font-normal">Member</th>
          <th className="text-left font-normal">Ticker</th>
          <th className="text-left font-normal">Type</th>
          <th className="text-left font-normal">Amount</th>
        </>
      }
      row={(r, i) => (
        <tr key={i} className="border-b border-line/50">
          <td>{r.disclosed ?? MISSING}</td>
          <td>{r.traded ?? MISSING}</td>
          <td>
            {r.member ?? MISSING}
            {r.party ? ` (${r.party})` : ''}
          </td>
          <td>{r.ticker ? <Link to={`/ticker/${r.ticker}`}>{r.ticker}</Link> : MISSING}</td>
          <td>{r.type ?? MISSING}</td>
          <td>{r.amount ?? MISSING}</td>
        </tr>
      )}
    />
  );
}

export function CatalystPanel(props: {
  door: Door;
  query: UseQueryResult<AnswerFor<'catalysts.calendar'>>;
  ticker: string | null;
}): ReactElement {
  return (
    <ListPanel
      name="Catalyst calendar"
      what="catalyst calendar"
      door={props.door}
      query={props.query}
      ticker={props.ticker}
      testId="markets-catalysts"
      read={readCatalysts}
      empty="No catalyst in this range."
      head={
        <>
          <th className="text-left font-normal">Date</th>
          <th className="text-left font-normal">Type</th>
          <th className="text-left font-normal">Ticker</th>
          <th className="text-left font-normal">What</th>
          <th className="text-left font-normal">Impact</th>
        </>
      }
      row={(r, i) => (
        <tr key={i} className="border-b border-line/50">
          <td>{r.date}</td>
          <td>{r.type?.replace(/_/g, ' ') ?? MISSING}</td>
          <td>{r.ticker ? <Link to={`/ticker/${r.ticker}`}>{r.ticker}</Link> : 'market'}</td>
          <td>
            {r.title ?? MISSING}
            {r.confirmed === false ? <span className="ml-1 text-xs text-warn">(projected)</span> : null}
          </td>
          <td>{r.impact ?? MISSING}</td>
        </tr>
      )}
    />
  );
}
