/**
 * Congressional trades and the catalyst calendar. The reference names both families without a path or
 * an MCP tool (src/api/doors.ts): while that holds, each panel says so and asks nothing, as the real
 * service may not answer; once a door is published the same panels list the answer.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Door } from '../../../api/doors';
import { Panel } from '../../ui/panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { readCatalysts, readCongressTrades, type Catalyst, type CongressTrade } from './markets-readings';

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
  /** The table's id: its sort parameter and CSV name. */
  tableId: string;
  columns: readonly TableColumn<Row>[];
}): ReactElement {
  return (
    <Panel title={`${props.name}${props.ticker ? ` — ${props.ticker}` : ''}`} testId={props.testId}>
      {props.door.kind === 'none' ? (
        <Unpublished what={props.what} door={props.door} testId={`${props.testId}-unpublished`} />
      ) : (
        <QueryState query={props.query} label={props.what}>
          {(d) => {
            const rows = props.read(d);
            if (rows.length === 0) return <p className="py-3 text-sm text-muted">{props.empty}</p>;
            return (
              <DataTable
                id={props.tableId}
                label={props.name}
                columns={props.columns}
                rows={rows}
                rowKey={(_, i) => i}
                height="max-h-96"
                nowrap
              />
            );
          }}
        </QueryState>
      )}
    </Panel>
  );
}

function tickerLink(ticker: string | null, none: string): ReactNode {
  return ticker ? <Link to={`/ticker/${ticker}`}>{ticker}</Link> : none;
}

const CONGRESS_COLUMNS: readonly TableColumn<CongressTrade>[] = [
  { id: 'disclosed', header: 'Disclosed', kind: 'text', value: (r) => r.disclosed },
  { id: 'traded', header: 'Traded', kind: 'text', value: (r) => r.traded },
  {
    id: 'member',
    header: 'Member',
    kind: 'text',
    value: (r) => r.member,
    csvFields: [
      { header: 'member', value: (r) => r.member },
      { header: 'party', value: (r) => r.party },
    ],
    cell: (r) => `${r.member ?? MISSING}${r.party ? ` (${r.party})` : ''}`,
  },
  { id: 'ticker', header: 'Ticker', kind: 'text', value: (r) => r.ticker, cell: (r) => tickerLink(r.ticker, MISSING) },
  { id: 'type', header: 'Type', kind: 'text', value: (r) => r.type },
  // A range as the service words it ("$1,001 - $15,000"): text, not a figure.
  { id: 'amount', header: 'Amount', kind: 'text', sortable: false, value: (r) => r.amount },
];

const CATALYST_COLUMNS: readonly TableColumn<Catalyst>[] = [
  { id: 'date', header: 'Date', kind: 'text', value: (r) => r.date },
  {
    id: 'type',
    header: 'Type',
    kind: 'text',
    value: (r) => r.type,
    cell: (r) => r.type?.replace(/_/g, ' ') ?? MISSING,
  },
  { id: 'ticker', header: 'Ticker', kind: 'text', value: (r) => r.ticker, cell: (r) => tickerLink(r.ticker, 'market') },
  {
    id: 'what',
    header: 'What',
    kind: 'text',
    value: (r) => r.title,
    csvFields: [
      { header: 'title', value: (r) => r.title },
      { header: 'confirmed', value: (r) => r.confirmed },
    ],
    cell: (r) => (
      <>
        {r.title ?? MISSING}
        {r.confirmed === false ? <span className="ml-1 text-xs text-warn">(projected)</span> : null}
      </>
    ),
  },
  { id: 'impact', header: 'Impact', kind: 'text', value: (r) => r.impact },
];

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
      tableId="congress"
      columns={CONGRESS_COLUMNS}
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
      tableId="catalysts"
      columns={CATALYST_COLUMNS}
    />
  );
}
