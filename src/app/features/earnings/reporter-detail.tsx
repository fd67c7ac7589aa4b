/**
 * One reporter's session (earnings.ticker): the event and its flow, the net greeks the aggressors took
 * on, the order scatter, the abnormal trades and the orders. Every panel says as of when.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { OccError, parseOcc } from '../../../api/occ';
import {
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { contractText } from '../../ui/contract-text';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { ScrollTable } from '../../ui/scroll-table';
import { readEarningsDetail, type DetailAnswer, type EarningsDetail } from './earnings-readings';
import { OrderScatterChart } from './order-scatter-chart';
import { useCurrentSession } from '../../data/current-session';
import { ExpectedMoveText, RealizedMoveText } from './move-cells';
import { releaseText, signClass } from './reporters-panel';
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

/** The contract as every page reads it (`2026-11-20 220 C`); a symbol that is not OCC shows as sent. */
function occText(occ: string): string {
  try {
    const p = parseOcc(occ);
    return contractText({ expiration: p.expiration, strike: p.strike, optionType: p.type });
  } catch (e) {
    if (e instanceof OccError) return occ;
    throw e;
  }
}

function OccLink(props: { occ: string | null }): ReactElement {
  if (props.occ === null) return <>{MISSING}</>;
  const text = occText(props.occ);
  return (
    <Link
      to={`/contract/${encodeURIComponent(props.occ)}`}
      className="underline decoration-dotted underline-offset-2"
      // The symbol stays in the name (and on hover): it is what the contract page is asked by.
      aria-label={text === props.occ ? text : `${text} ${props.occ}`}
      title={props.occ}
    >
      {text}
    </Link>
  );
}

function SideText(props: { side: string | null }): ReactElement {
  const cls = props.side === 'buy' ? 'text-up' : props.side === 'sell' ? 'text-down' : 'text-muted';
  const mark = props.side === 'buy' ? '▲ ' : props.side === 'sell' ? '▼ ' : '';
  return <span className={cls}>{props.side ? `${mark}${props.side}` : MISSING}</span>;
}

function EventPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const e = props.d.event;
  const s = props.d.summary;
  const current = useCurrentSession();
  const events = useMemo(() => (e ? [e] : []), [e]);
  const moves = useEarningsMoves(events, current.session).get(props.ticker);
  return (
    <ChartPanel title={`${props.ticker} earnings event and flow`} badges={props.badge} testId="earnings-event">
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
    </ChartPanel>
  );
}

function GreeksPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const g = props.d.greeks;
  return (
    <ChartPanel
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
    </ChartPanel>
  );
}

/** The cells every order row starts with: when (ET), the contract (it opens its page) and the aggressor side. */
function OrderCells(props: { at: string | null; occ: string | null; side: string | null }): ReactElement {
  return (
    <>
      <td className="whitespace-nowrap">{formatEtTime(props.at)}</td>
      <td>
        <OccLink occ={props.occ} />
      </td>
      <td>
        <SideText side={props.side} />
      </td>
    </>
  );
}

function AbnormalPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const rows = props.d.abnormal;
  return (
    <ChartPanel
      title={`${props.ticker} abnormal trades`}
      badges={props.badge}
      testId="earnings-abnormal"
      note="Orders above the ticker's p99 size threshold in this session."
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">No abnormal trades for {props.ticker} in this session.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5" aria-label="Abnormal trades">
            <thead className="text-xs text-muted">
              <tr>
                <th className="text-left font-normal">Time (ET)</th>
                <th className="text-left font-normal">Contract</th>
                <th className="text-left font-normal">Side</th>
                <th className="num font-normal">Contracts / p99</th>
                <th className="num font-normal">Premium</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-line/50">
                  <OrderCells at={r.timestamp} occ={r.occ} side={r.side} />
                  <td className="num whitespace-nowrap">
                    {formatCount(r.contracts)} / {formatCount(r.threshold)}
                  </td>
                  <td className="num">{formatMoney(r.premium)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ChartPanel>
  );
}

function OrdersPanel(props: { ticker: string; d: EarningsDetail; badge: ReactNode }): ReactElement {
  const rows = props.d.orders;
  const shown = rows.slice(0, ORDER_ROWS);
  return (
    <ChartPanel
      title={`${props.ticker} orders`}
      badges={props.badge}
      testId="earnings-orders"
      note={`Large orders (100 contracts or more), newest first${rows.length > ORDER_ROWS ? `; the newest ${ORDER_ROWS} of ${formatCount(rows.length)}` : ''}.`}
    >
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">No orders recorded for {props.ticker} in this session yet.</p>
      ) : (
        <ScrollTable
          label="Orders"
          height="max-h-96"
          boxLabel={`${props.ticker} orders, scrollable`}
          head={
            <>
              <th className="text-left font-normal">Time (ET)</th>
              <th className="text-left font-normal">Contract</th>
              <th className="text-left font-normal">Side</th>
              <th className="num font-normal">DTE</th>
              <th className="num font-normal">Contracts</th>
              <th className="num font-normal">Price</th>
              <th className="num font-normal">Premium</th>
              <th className="num font-normal">IV</th>
            </>
          }
        >
          {shown.map((r) => (
            <tr key={r.id} className="border-b border-line/50">
              <OrderCells at={r.executedAt} occ={r.occ} side={r.side} />
              <td className="num">{formatCount(r.dte)}</td>
              <td className="num">{formatCount(r.contracts)}</td>
              <td className="num">{formatPrice(r.price)}</td>
              <td className="num">{formatMoney(r.premium)}</td>
              <td className="num">{formatIv(r.iv)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </ChartPanel>
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
                <ChartPanel
                  title={`${ticker} orders by time and strike`}
                  badges={badge}
                  testId="earnings-scatter"
                  note={`${formatCount(detail.scatter.length)} orders in the session.`}
                >
                  <OrderScatterChart
                    points={detail.scatter}
                    label={`${ticker} orders by time (ET) and strike, sized by premium`}
                  />
                </ChartPanel>
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
