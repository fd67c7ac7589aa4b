/**
 * One reporter's session (earnings.ticker): the event and its flow, the net greeks the aggressors took
 * on, the order scatter, the abnormal trades and the orders. Every panel says as of when.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Panel } from '../../ui/panel';
import {
  formatCompact,
  formatCount,
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { ABNORMAL_COLUMNS, ORDER_COLUMNS } from './order-columns';
import { readEarningsDetail, type DetailAnswer, type EarningsDetail } from './earnings-readings';
import { OrderScatterChart } from './order-scatter-chart';
import { useCurrentSession } from '../../data/current-session';
import { ExpectedMoveText, RealizedMoveText } from './move-cells';
import { releaseText, signClass } from './earnings-text';
import { useEarningsMoves } from './use-earnings-moves';
import { netPremiumText } from '../../data/readings/net-premium';

/** Orders listed at most; the scatter draws them all. */
const ORDER_ROWS = 100;

type Q = UseQueryResult<DetailAnswer>;

function Figures(props: { label: string; rows: readonly (readonly [string, ReactNode, string?])[] }): ReactElement {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-label={props.label}>
      {props.rows.map(([k, v, cls]) => (
        <div key={k}>
          <dt className="text-xs text-muted">{k}</dt>
          <dd className={`num text-left font-semibold ${cls ?? ''}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function EventPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const e = props.d.event;
  const s = props.d.summary;
  const current = useCurrentSession();
  const events = useMemo(() => (e ? [e] : []), [e]);
  const moves = useEarningsMoves(events, current.session).get(props.ticker);
  return (
    <Panel title={`${props.ticker} earnings event and flow`} badges={props.badge} testId="earnings-event">
      <p className="mb-2 text-xs text-muted">
        {e?.name ?? MISSING} · {e?.fiscalQuarter ?? MISSING} · {e?.session ?? MISSING} {e ? releaseText(e) : MISSING} ·{' '}
        {e?.reported === true ? 'reported' : e?.reported === false ? 'not yet reported' : MISSING}
      </p>
      <Figures
        label="Event"
        rows={[
          ['EPS estimate / actual', `${formatPrice(e?.epsEstimate)} / ${formatPrice(e?.epsActual)}`],
          ['EPS surprise', formatPercentChange(e?.epsSurprisePct), signClass(e?.epsSurprisePct ?? null)],
          ['Revenue est. / actual', `${formatMoney(e?.revenueEstimate)} / ${formatMoney(e?.revenueActual)}`],
          ['ATM IV', formatIv(e?.atmIv)],
          ['Expected move', <ExpectedMoveText key="expected" move={moves?.expected ?? null} />],
          [
            'Realized move',
            <RealizedMoveText key="realized" move={moves?.realized ?? null} />,
            signClass(moves?.realized?.pct ?? null),
          ],
          ['Orders / contracts', `${formatCount(s.orders)} / ${formatCount(s.contracts)}`],
          ['Call / put premium', `${formatMoney(s.callPremium)} / ${formatMoney(s.putPremium)}`],
          ['Net premium', netPremiumText(s.netPremium)],
        ]}
      />
    </Panel>
  );
}

function GreeksPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const g = props.d.greeks;
  return (
    <Panel
      title={`${props.ticker} net greeks of the flow`}
      badges={props.badge}
      testId="earnings-greeks"
      note="Position greeks the aggressors took on (per share × 100 × contracts; bought +, sold −). Delta in shares, gamma in shares per $1, vega in $ per vol point, theta in $ per day."
    >
      <Figures
        label="Net greeks"
        rows={[
          ['Net delta', formatCompact(g.delta, { signed: true }), signClass(g.delta)],
          // Gamma, vega and theta are not directions (README "Readings"): their sign says bought or sold.
          ['Net gamma', formatCompact(g.gamma, { signed: true })],
          ['Net vega', formatCompact(g.vega, { signed: true })],
          ['Net theta', formatCompact(g.theta, { signed: true })],
          ['Orders priced', formatCount(g.ordersPriced)],
          ['Orders without inputs', formatCount(g.ordersUnpriced)],
          ['Put/call premium', formatRank(props.d.summary.putCallPremiumRatio)],
        ]}
      />
    </Panel>
  );
}

function AbnormalPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const rows = props.d.abnormal;
  return (
    <Panel
      title={`${props.ticker} abnormal trades`}
      badges={props.badge}
      testId="earnings-abnormal"
      note="Orders above the ticker's p99 size threshold in this session."
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">No abnormal trades for {props.ticker} in this session.</p>
      ) : (
        <DataTable
          id="earnings-abnormal"
          label="Abnormal trades"
          columns={ABNORMAL_COLUMNS}
          rows={rows}
          rowKey={(r) => r.id}
        />
      )}
    </Panel>
  );
}

function OrdersPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const rows = props.d.orders;
  const shown = rows.slice(0, ORDER_ROWS);
  return (
    <Panel
      title={`${props.ticker} orders`}
      badges={props.badge}
      testId="earnings-orders"
      note={`Large orders (100 contracts or more), newest first${rows.length > ORDER_ROWS ? `; the newest ${ORDER_ROWS} of ${formatCount(rows.length)}` : ''}.`}
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">No orders recorded for {props.ticker} in this session yet.</p>
      ) : (
        <DataTable
          id="earnings-orders"
          label="Orders"
          columns={ORDER_COLUMNS}
          rows={shown}
          rowKey={(r) => r.id}
          height="max-h-96"
        />
      )}
    </Panel>
  );
}

export function ReporterDetail(props: { ticker: string; query: Q }): ReactElement {
  const { ticker, query } = props;
  const detail = useMemo(() => (query.data ? readEarningsDetail(query.data) : null), [query.data]);
  const badge = query.data ? <FreshnessBadge meta={query.data} ticker={ticker} /> : null;
  return (
    <QueryState query={query} label={`${ticker} earnings detail`} height="h-72">
      {() =>
        detail === null ? null : (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              <EventPanel ticker={ticker} d={detail} badge={badge} />
              <GreeksPanel ticker={ticker} d={detail} badge={badge} />
            </div>
            <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
              <div className="min-w-0 xl:col-span-2">
                <Panel
                  title={`${ticker} orders by time and strike`}
                  badges={badge}
                  testId="earnings-scatter"
                  note={`${formatCount(detail.scatter.length)} orders in the session.`}
                >
                  <OrderScatterChart
                    points={detail.scatter}
                    label={`${ticker} orders by time (ET) and strike, sized by premium`}
                  />
                </Panel>
              </div>
              <AbnormalPanel ticker={ticker} d={detail} badge={badge} />
            </div>
            <OrdersPanel ticker={ticker} d={detail} badge={badge} />
          </div>
        )
      }
    </QueryState>
  );
}
