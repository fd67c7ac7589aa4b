/**
 * /v1/flow/{session}/{ticker}: clusters, trades, the cumulative time series, and the greek exposure of
 * the cluster the picked row describes (its `last_cluster_at`), so the row and its detail read the same
 * moment; a cluster printed since is named beside it, not swapped in.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatCount, formatEtTime, formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { Exposure } from './cells';
import { CLUSTER_COLUMNS, TRADE_COLUMNS } from './detail-columns';
import { DetailPanel } from './detail-panel';
import { intentDetail } from './queries';
import { clusterOfRow, latestCluster } from './rankings-model';
import { MiniLine } from './mini-line';

const GREEKS = [
  ['net_delta', 'delta', 'Δ$'],
  ['net_gamma', 'gamma', 'Γ$'],
  ['net_vega', 'vega', 'Vega$'],
  ['net_theta', 'theta', 'Θ$'],
] as const;

export function IntentDetail(props: {
  session: string;
  ticker: string;
  /** The row's `last_cluster_at`: the cluster the detail's greeks describe. */
  clusterAt?: string | null;
  onClose: () => void;
}): ReactElement {
  const q = useQuery(intentDetail(props.session, props.ticker));
  return (
    <DetailPanel
      label={`Intent detail ${props.ticker}`}
      testId="intent-detail"
      title={`${props.ticker} intent detail · ${props.session}`}
      onClose={props.onClose}
    >
      <QueryState query={q} label={`${props.ticker} intent detail`}>
        {(data) => {
          const { clusters, trades } = data;
          const { cluster: shown, matched } = clusterOfRow(clusters, props.clusterAt ?? null);
          const newest = latestCluster(clusters);
          const newer = shown !== null && newest !== null && newest !== shown ? newest : null;
          // The shown cluster's own figures; the summary's `_last` only when it is the newest cluster.
          const greek = (k: (typeof GREEKS)[number][0]): number | null =>
            shown?.[k] ?? (newer === null ? (data.summary?.[`${k}_last`] ?? null) : null);
          const points = (data.series ?? [])
            .map((p) => ({ x: Date.parse(p.t ?? ''), y: p.cum_net_delta ?? null }))
            .filter((p): p is { x: number; y: number } => Number.isFinite(p.x) && p.y !== null);
          return (
            <div className="flex flex-col gap-2 text-xs">
              <div
                className="grid grid-cols-2 gap-2 sm:grid-cols-4"
                aria-label="Greek exposure of the row's cluster"
                data-cluster-start={shown?.start ?? ''}
              >
                {GREEKS.map(([k, name, label]) => (
                  <div key={k} className="rounded border border-line p-2">
                    <p className="text-muted">
                      {label} ({matched ? 'the row’s cluster' : 'latest cluster'})
                    </p>
                    <p className="num text-sm" data-greek={name}>
                      <Exposure greek={name} value={greek(k)} />
                    </p>
                  </div>
                ))}
              </div>
              <p className="text-muted" data-testid="intent-detail-cluster">
                {matched ? 'The row’s cluster' : 'Latest cluster'}:{' '}
                {shown
                  ? `${formatEtTime(shown.start)}–${formatEtTime(shown.end)} ET, ${formatCount(shown.orders)} orders`
                  : '—'}
                {newer
                  ? ` · a newer cluster has printed since: ${formatEtTime(newer.start)} ET, Δ$ ${formatMoney(newer.net_delta ?? null, { signed: true })} (the ranking shows it once it refreshes)`
                  : ''}
              </p>
              {points.length > 1 ? (
                <MiniLine
                  label={`${props.ticker} cumulative net delta $ through the session (ET)`}
                  height={150}
                  yLabel="cum. net Δ$"
                  formatX={(x) => formatEtTime(x)}
                  formatY={(y) => formatMoney(y, { signed: true })}
                  points={points}
                />
              ) : (
                <p className="text-muted">No time series yet.</p>
              )}
              <DataTable
                id="intent-clusters"
                label={`${props.ticker} clusters`}
                columns={CLUSTER_COLUMNS}
                rows={clusters.slice(-12).reverse()}
                rowKey={(c, i) => c.start ?? i}
                size="xs"
                nowrap
                className="rounded border border-line bg-panel"
              />
              <DataTable
                id="intent-trades"
                label={`${props.ticker} trades`}
                columns={TRADE_COLUMNS}
                rows={trades.slice(-50).reverse()}
                rowKey={(t, i) => t.event_id ?? i}
                size="xs"
                nowrap
                className="rounded border border-line bg-panel"
              />
            </div>
          );
        }}
      </QueryState>
    </DetailPanel>
  );
}
