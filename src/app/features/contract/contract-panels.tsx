/** Panels of the contract page: quote and greeks, per-contract flow, raw exchange prints. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import type { AnswerOf } from '../../../api/schemas';
import { tapeOrder, type TapeOrder } from '../../../api/tape-row';
import { Panel } from '../../ui/panel';
import { formatCount, formatIv, formatPrice, formatRank, MISSING } from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { FLOW_COLUMNS, PRINT_COLUMNS } from './session-event-columns';
import {
  findContract,
  readChain,
  readContractQuote,
  readOiSnapshot,
  readPrints,
  type ChainAnswer,
  type ContractQuote,
  type OiAnswer,
  type PrintsAnswer,
  type ProfileAnswer,
} from './contract-readings';

type FlowAnswer = AnswerOf<'optionsFlow.contract'>;

function badge(data: FreshnessMeta | undefined): ReactElement | null {
  return data ? <FreshnessBadge meta={data} /> : null;
}

/**
 * Where the quote comes from: the profile answer, or (without a published lookup by OCC symbol) the
 * chain of the contract's expiry.
 */
export type QuoteSource =
  | { readonly fromChain: true; readonly query: UseQueryResult<ChainAnswer> }
  | { readonly fromChain: false; readonly query: UseQueryResult<ProfileAnswer> };

function QuoteFigures(props: {
  occ: string;
  c: ContractQuote | null;
  spot: number | null;
  latestOi: number | null;
}): ReactElement {
  const { c } = props;
  if (!c) return <p className="py-3 text-sm text-muted">The latest chain does not list {props.occ}.</p>;
  const figures: [string, string][] = [
    ['Price', formatPrice(c.price)],
    ['IV', formatIv(c.iv)],
    ['Delta', formatRank(c.delta, 3)],
    ['Gamma', formatRank(c.gamma, 4)],
    ['Theta', formatPrice(c.theta, 3)],
    ['Vega', formatPrice(c.vega, 3)],
    ['Open interest', formatCount(props.latestOi ?? c.openInterest)],
    ['Volume', formatCount(c.volume)],
    ['Days to expiry', formatCount(c.dte)],
    ['Underlying', formatPrice(props.spot)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
      {figures.map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs text-muted">{k}</dt>
          <dd className="num text-left font-semibold" data-figure={k}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfilePanel(props: { occ: string; quote: QuoteSource; oi: UseQueryResult<OiAnswer> }): ReactElement {
  const latestOi = props.oi.data ? readOiSnapshot(props.oi.data).openInterest : null;
  const src = props.quote;
  return (
    <Panel
      title="Quote and greeks"
      badges={badge(src.query.data)}
      note={
        src.fromChain
          ? 'From the latest chain snapshot of its expiry (the service publishes no lookup by OCC symbol). Price is theoretical.'
          : 'Price is theoretical.'
      }
      testId="contract-profile"
    >
      {src.fromChain ? (
        <QueryState query={src.query} label="contract quote">
          {(d) => (
            <QuoteFigures occ={props.occ} c={findContract(readChain(d), props.occ)} spot={d.spot} latestOi={latestOi} />
          )}
        </QueryState>
      ) : (
        <QueryState query={src.query} label="contract quote">
          {(d) => <QuoteFigures occ={props.occ} c={readContractQuote(d)} spot={d.spot} latestOi={latestOi} />}
        </QueryState>
      )}
    </Panel>
  );
}

/** The latest session's events on the contract, newest first, under a sticky header; a sentence when there are none. */
function SessionEvents(props: {
  empty: { testId: string; text: ReactNode } | null;
  children: ReactElement;
}): ReactElement {
  if (props.empty) {
    return (
      <p className="py-3 text-sm text-muted" data-testid={props.empty.testId}>
        {props.empty.text}
      </p>
    );
  }
  return props.children;
}

const NEWEST_FIRST = { column: 'time', dir: 'desc' } as const;

export function FlowPanel(props: { occ: string; query: UseQueryResult<FlowAnswer> }): ReactElement {
  return (
    <Panel
      title="Flow on this contract"
      badges={badge(props.query.data)}
      note="Recorded orders of 100 contracts or more, latest session; colour is the order's lean (a sold put is bullish)."
      testId="contract-flow"
    >
      <QueryState query={props.query} label="contract flow">
        {(d) => {
          const session = d.session ?? '';
          const orders = d.rows
            .map((r) => tapeOrder(r, session))
            .filter((o): o is TapeOrder => o !== null)
            .sort((a, b) => b.ts_ms - a.ts_ms);
          return (
            <SessionEvents
              empty={
                orders.length === 0
                  ? {
                      testId: 'contract-flow-empty',
                      text: `No recorded order on ${props.occ} in session ${session || MISSING} yet.`,
                    }
                  : null
              }
            >
              <DataTable
                id="contract-flow"
                label={`Flow on ${props.occ}`}
                columns={FLOW_COLUMNS}
                rows={orders}
                rowKey={(o) => o.event_id}
                defaultSort={NEWEST_FIRST}
                height="max-h-80"
                nowrap
              />
            </SessionEvents>
          );
        }}
      </QueryState>
    </Panel>
  );
}

export function PrintsPanel(props: { occ: string; query: UseQueryResult<PrintsAnswer> }): ReactElement {
  return (
    <Panel
      title="Raw prints"
      badges={badge(props.query.data)}
      note="Exchange prints of this contract, latest session, newest first."
      testId="contract-prints"
    >
      <QueryState query={props.query} label="prints">
        {(d) => {
          const prints = readPrints(d);
          return (
            <SessionEvents
              empty={
                prints.length === 0
                  ? { testId: 'contract-prints-empty', text: `No print of ${props.occ} in this session yet.` }
                  : null
              }
            >
              <DataTable
                id="contract-prints"
                label={`Prints of ${props.occ}`}
                columns={PRINT_COLUMNS}
                rows={prints}
                rowKey={(p) => p.id}
                defaultSort={NEWEST_FIRST}
                height="max-h-80"
                nowrap
              />
            </SessionEvents>
          );
        }}
      </QueryState>
    </Panel>
  );
}
