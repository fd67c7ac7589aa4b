/**
 * Option flow of the macro ETFs: the four side by side (a symbol opens its detail), one ETF's totals,
 * greeks and net premium by strike, and its flow session by session.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Panel } from '../../ui/panel';
import { DivergingBarChart, type BarSeries } from '../../charts/diverging-bar-chart';
import { LineChart } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import type { AnswerFor } from '../../data/endpoint-query';
import { netPremiumText } from '../../data/readings/net-premium';
import { formatCompact, formatCount, formatMoney, formatRank, MISSING, toneClassOf } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { RowPickButton } from '../../ui/row-pick-button';
import type { TableColumn } from '../../ui/table-columns';
import { readEtfDetail, readEtfFlow, readEtfTimeseries, type EtfFlowRow } from '../../data/economic-readings';

/** Strikes drawn at most: the ones with the most premium, as a ladder. */
const STRIKE_ROWS = 30;

function Totals(props: { r: EtfFlowRow }): ReactElement {
  const { r } = props;
  const rows: [string, ReactNode, string?][] = [
    ['Orders / contracts', `${formatCount(r.orders)} / ${formatCount(r.contracts)}`],
    ['Call / put premium', `${formatMoney(r.callPremium)} / ${formatMoney(r.putPremium)}`],
    // Net premium and gamma, vega, theta are not directions (data/readings): uncoloured.
    ['Net premium', netPremiumText(r.netPremium)],
    ['Put/call premium', formatRank(r.putCallPremiumRatio)],
    [
      'Net delta',
      formatCompact(r.netDelta, { signed: true }),
      toneClassOf(formatCompact(r.netDelta, { signed: true })),
    ],
    ['Net gamma', formatCompact(r.netGamma, { signed: true })],
    ['Net vega', formatCompact(r.netVega, { signed: true })],
    ['Net theta', formatCompact(r.netTheta, { signed: true })],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" aria-label={`${r.symbol} totals`}>
      {rows.map(([k, v, cls]) => (
        <div key={k}>
          <dt className="text-xs text-muted">{k}</dt>
          <dd className={`num text-left font-semibold ${cls ?? ''}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const signedCompact = (v: number | null): string => formatCompact(v, { signed: true });

/** The four ETFs side by side; the symbol is the row's pick button. */
function etfFlowColumns(pick: { selected: string; onSelect: (symbol: string) => void }): TableColumn<EtfFlowRow>[] {
  return [
    {
      id: 'symbol',
      header: 'ETF',
      kind: 'text',
      rowHeader: true,
      value: (r) => r.symbol,
      cell: (r) => (
        <RowPickButton selected={pick.selected === r.symbol} onPick={() => pick.onSelect(r.symbol)}>
          {r.symbol}
        </RowPickButton>
      ),
    },
    { id: 'orders', header: 'Orders', kind: 'number', value: (r) => r.orders, cell: (r) => formatCount(r.orders) },
    {
      id: 'callPremium',
      header: 'Call premium',
      kind: 'number',
      value: (r) => r.callPremium,
      cell: (r) => formatMoney(r.callPremium),
    },
    {
      id: 'putPremium',
      header: 'Put premium',
      kind: 'number',
      value: (r) => r.putPremium,
      cell: (r) => formatMoney(r.putPremium),
    },
    {
      id: 'netPremium',
      header: 'Net premium',
      kind: 'number',
      value: (r) => r.netPremium,
      cell: (r) => netPremiumText(r.netPremium),
    },
    {
      id: 'putCall',
      header: 'Put/call',
      kind: 'number',
      value: (r) => r.putCallPremiumRatio,
      cell: (r) => formatRank(r.putCallPremiumRatio),
    },
    {
      id: 'netDelta',
      header: 'Net delta',
      kind: 'number',
      value: (r) => r.netDelta,
      cell: (r) => signedCompact(r.netDelta),
      className: (r) => toneClassOf(signedCompact(r.netDelta)),
    },
    {
      id: 'netVega',
      header: 'Net vega',
      kind: 'number',
      value: (r) => r.netVega,
      cell: (r) => signedCompact(r.netVega),
    },
  ];
}

export function EtfFlowPanel(props: {
  query: UseQueryResult<AnswerFor<'economic.etfFlow'>>;
  selected: string;
  onSelect: (symbol: string) => void;
}): ReactElement {
  const d = props.query.data;
  const { selected, onSelect } = props;
  const columns = useMemo(() => etfFlowColumns({ selected, onSelect }), [selected, onSelect]);
  return (
    <Panel
      title="ETF option flow"
      testId="etf-flow"
      badges={d ? <FreshnessBadge meta={d} /> : null}
      note="The session's large orders; net premium signed by the aggressor (bought +, sold −); greeks are the aggressors' net position."
    >
      <QueryState query={props.query} label="ETF flow">
        {(data) => {
          const rows = readEtfFlow(data);
          if (rows.length === 0) return <p className="py-4 text-sm text-muted">No ETF flow in this session yet.</p>;
          return (
            <DataTable
              id="etf-flow"
              label="ETF flow"
              columns={columns}
              rows={rows}
              rowKey={(r) => r.symbol}
              isRowSelected={(r) => props.selected === r.symbol}
              onRowActivate={(r) => props.onSelect(r.symbol)}
              rowAttributes={(r) => ({ 'data-symbol': r.symbol })}
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}

const NET_SERIES: readonly BarSeries[] = [{ id: 'net', label: 'net premium', color: 'var(--app-accent)' }];

export function EtfDetailPanel(props: {
  symbol: string;
  query: UseQueryResult<AnswerFor<'economic.etfFlowSymbol'>>;
}): ReactElement {
  const detail = useMemo(() => readEtfDetail(props.query.data), [props.query.data]);
  const ladder = useMemo(
    () =>
      [...detail.strikes]
        .sort((a, b) => (b.callPremium ?? 0) + (b.putPremium ?? 0) - ((a.callPremium ?? 0) + (a.putPremium ?? 0)))
        .slice(0, STRIKE_ROWS)
        .sort((a, b) => b.strike - a.strike)
        .map((s) => ({ key: String(s.strike), label: String(s.strike), values: [s.netPremium] })),
    [detail.strikes],
  );
  const d = props.query.data;
  return (
    <Panel
      title={`${props.symbol} option flow detail`}
      testId="etf-detail"
      badges={d ? <FreshnessBadge meta={d} ticker={props.symbol} /> : null}
      note={`${formatCount(detail.orderCount)} orders; net premium by strike for the ${STRIKE_ROWS} strikes with the most premium, highest strike on top.`}
    >
      <QueryState query={props.query} label={`${props.symbol} flow`} height="h-96">
        {() => (
          <div className="flex flex-col gap-3">
            {detail.totals ? <Totals r={detail.totals} /> : <p className="text-sm text-muted">{MISSING}</p>}
            <DivergingBarChart
              rows={ladder}
              series={NET_SERIES}
              formatValue={(v) => formatMoney(v, { signed: true })}
              valueLabel="net premium ($, bought + / sold −)"
              label={`${props.symbol} net option premium by strike`}
            />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

const dateOf = (x: number): string => new Date(x).toISOString().slice(0, 10);

export function EtfSeriesPanel(props: {
  symbol: string;
  query: UseQueryResult<AnswerFor<'economic.etfTimeseries'>>;
}): ReactElement {
  const s = useMemo(() => readEtfTimeseries(props.query.data), [props.query.data]);
  const series = useMemo<LineSeries[]>(
    () => [
      {
        id: 'call',
        label: 'call premium',
        color: 'var(--app-up)',
        points: s.points.map((p) => ({ x: p.x, y: p.callPremium })),
      },
      {
        id: 'put',
        label: 'put premium',
        color: 'var(--app-down)',
        dash: '5 3',
        points: s.points.map((p) => ({ x: p.x, y: p.putPremium })),
      },
      {
        id: 'net',
        label: 'net premium (signed)',
        color: 'var(--app-accent)',
        dash: '2 2',
        showPoints: true,
        points: s.points.map((p) => ({ x: p.x, y: p.netPremium })),
      },
    ],
    [s],
  );
  return (
    <Panel
      title={`${props.symbol} option flow by session`}
      testId="etf-series"
      badges={props.query.data ? <FreshnessBadge meta={{ as_of: s.asOf }} ticker={props.symbol} /> : null}
      note={
        s.points.length > 0
          ? `${s.points[0]?.session} → ${s.points.at(-1)?.session}, ${formatCount(s.points.length)} sessions.`
          : undefined
      }
    >
      <QueryState query={props.query} label={`${props.symbol} timeseries`} height="h-64">
        {() =>
          s.points.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">No sessions in the answer.</p>
          ) : (
            <LineChart
              series={series}
              label={`${props.symbol} call, put and net option premium per session`}
              xLabel="session"
              yLabel="premium ($)"
              formatX={dateOf}
              formatTick={(x) => dateOf(x).slice(5)}
              formatY={(y) => formatMoney(y, { signed: y < 0 })}
              zeroLine
              height={240}
            />
          )
        }
      </QueryState>
    </Panel>
  );
}
