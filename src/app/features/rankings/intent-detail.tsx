/** /v1/flow/{session}/{ticker}: clusters, trades, the cumulative time series, and the latest cluster's greek exposure. */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { isObj, num, rowsOf, str, type Obj } from '../../data/readers';
import { contractText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { SideCell, SignedMoney, Table, td, tdr } from './cells';
import { DetailPanel } from './detail-panel';
import { intentDetail } from './queries';
import { latestCluster } from './rankings-model';
import { MiniLine } from './mini-line';

function seriesOf(data: unknown): Obj[] {
  for (const k of ['time_series', 'series', 'timeseries']) {
    if (isObj(data) && Array.isArray(data[k])) return rowsOf(data, k);
  }
  return [];
}

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
          const clusters = isObj(data) && Array.isArray(data.clusters) ? rowsOf(data, 'clusters') : [];
          const trades = isObj(data) && Array.isArray(data.trades) ? rowsOf(data, 'trades') : [];
          const series = seriesOf(data);
          const last = latestCluster(clusters);
          const summary = isObj(data) && isObj(data.summary) ? data.summary : null;
          const greek = (k: 'net_delta' | 'net_gamma' | 'net_vega' | 'net_theta'): number | null =>
            num(summary?.[`${k}_last`]) ?? (last ? num(last[k]) : null);
          const points = series
            .map((p) => ({ x: Date.parse(str(p.t) ?? ''), y: num(p.cum_net_delta) }))
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
                  ? `${formatEtTime(str(last.start))}–${formatEtTime(str(last.end))} ET, ${formatCount(num(last.orders))} orders`
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
                    <tr key={`${str(c.start) ?? i}`}>
                      <td className={td}>{formatEtTime(str(c.start))}</td>
                      <td className={tdr}>{formatCount(num(c.orders))}</td>
                      <td className={tdr}>
                        <SignedMoney value={num(c.net_premium)} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={num(c.net_delta)} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={num(c.net_gamma)} />
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
                    <tr key={str(t.event_id) ?? i}>
                      <td className={td}>{formatEtTime(str(t.executed_at) ?? num(t.ts_ms))}</td>
                      <td className={td}>
                        {contractText({
                          expiration: str(t.expiration),
                          strike: num(t.strike),
                          optionType: str(t.option_type),
                        })}
                      </td>
                      <td className={td}>
                        <SideCell value={t.direction} />
                      </td>
                      <td className={tdr}>{formatCount(num(t.contracts) ?? num(t.total_contracts))}</td>
                      <td className={tdr}>{formatMoney(num(t.premium))}</td>
                      <td className={tdr}>
                        <SignedMoney value={num(t.delta_usd)} />
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
