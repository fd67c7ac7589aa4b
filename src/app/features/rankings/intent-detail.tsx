/** /v1/flow/{session}/{ticker}: clusters, trades, the cumulative time series, and the latest cluster's greek exposure. */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { contractText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { SideCell, SignedMoney, Table, td, tdr } from './cells';
import { DetailPanel } from './detail-panel';
import { intentDetail } from './queries';
import { latestCluster } from './rankings-model';
import { MiniLine } from './mini-line';

export function IntentDetail(props: { session: string; ticker: string; onClose: () => void }): ReactElement {
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
          const last = latestCluster(clusters);
          // The summary's reading of the latest cluster, else that cluster's own figure.
          const greek = (k: 'net_delta' | 'net_gamma' | 'net_vega' | 'net_theta'): number | null =>
            data.summary?.[`${k}_last`] ?? last?.[k] ?? null;
          const points = (data.series ?? [])
            .map((p) => ({ x: Date.parse(p.t ?? ''), y: p.cum_net_delta ?? null }))
            .filter((p): p is { x: number; y: number } => Number.isFinite(p.x) && p.y !== null);
          return (
            <div className="flex flex-col gap-2 text-xs">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Greek exposure of the latest cluster">
                {(['net_delta', 'net_gamma', 'net_vega', 'net_theta'] as const).map((k) => (
                  <div key={k} className="rounded border border-line p-2">
                    <p className="text-muted">{k.replace('net_', 'net ')} $ (latest cluster)</p>
                    <p className="num text-sm">
                      <SignedMoney value={greek(k)} />
                    </p>
                  </div>
                ))}
              </div>
              <p className="text-muted">
                Latest cluster:{' '}
                {last
                  ? `${formatEtTime(last.start)}–${formatEtTime(last.end)} ET, ${formatCount(last.orders)} orders`
                  : '—'}
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
              <Table
                label={`${props.ticker} clusters`}
                head={[
                  'Start (ET)',
                  { text: 'Orders', right: true },
                  { text: 'Net premium', right: true },
                  { text: 'Δ$', right: true },
                  { text: 'Γ$', right: true },
                ]}
              >
                {clusters
                  .slice(-12)
                  .reverse()
                  .map((c, i) => (
                    <tr key={`${c.start ?? i}`}>
                      <td className={td}>{formatEtTime(c.start)}</td>
                      <td className={tdr}>{formatCount(c.orders)}</td>
                      <td className={tdr}>
                        <SignedMoney value={c.net_premium ?? null} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={c.net_delta ?? null} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={c.net_gamma ?? null} />
                      </td>
                    </tr>
                  ))}
              </Table>
              <Table
                label={`${props.ticker} trades`}
                head={[
                  'Time (ET)',
                  'Contract',
                  'Side',
                  { text: 'Size', right: true },
                  { text: 'Premium', right: true },
                  { text: 'Δ$', right: true },
                ]}
              >
                {trades
                  .slice(-50)
                  .reverse()
                  .map((t, i) => (
                    <tr key={t.event_id ?? i}>
                      <td className={td}>{formatEtTime(t.executed_at)}</td>
                      <td className={td}>
                        {contractText({
                          expiration: t.expiration ?? null,
                          strike: t.strike ?? null,
                          optionType: t.option_type ?? null,
                        })}
                      </td>
                      <td className={td}>
                        <SideCell value={t.direction} />
                      </td>
                      <td className={tdr}>{formatCount(t.contracts)}</td>
                      <td className={tdr}>{formatMoney(t.premium)}</td>
                      <td className={tdr}>
                        <SignedMoney value={t.delta_usd ?? null} />
                      </td>
                    </tr>
                  ))}
              </Table>
            </div>
          );
        }}
      </QueryState>
    </DetailPanel>
  );
}
