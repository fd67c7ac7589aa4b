/**
 * The trader's alerts (/alerts?ticker=&level=source:price): set one, see what each can watch and the
 * last value it read, re-arm or delete it, and the history of what fired. The alerts live in the BFF
 * and fire there from the stream, so they keep watching with this page closed; every page raises a
 * fire (alert-notifier.tsx).
 */
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import type { TraderAlert } from '../../../dashboard-api/trader-alerts';
import { ChartPanel } from '../../charts/chart-panel';
import { DeliveryChoices } from '../../ui/delivery-choices';
import { formatEtDateTime, formatPrice, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { AlertForm } from './alert-form';
import { useTraderAlertPrefs } from './alert-prefs';
import { useAlerts, useRearmAlert, useRemoveAlert } from './alert-queries';
import { describeRule } from './alert-text';

const STATUS_TEXT: Record<TraderAlert['status'], string> = {
  watching: 'watching',
  waiting: 'waiting for a first reading',
  not_streamed: 'not on the stream (add the ticker to the real-time watchlist)',
  fired: 'fired',
};

function lastValue(a: TraderAlert): string {
  if (a.last_value === null) return MISSING;
  return a.rule.kind === 'iv_rank' ? `${(a.last_value * 100).toFixed(0)}%` : formatPrice(a.last_value);
}

export function AlertsPage(): ReactElement {
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const remove = useRemoveAlert();
  const rearm = useRearmAlert();
  const prefs = useTraderAlertPrefs();

  return (
    <div className="flex flex-col gap-3 p-3">
      <h1 className="text-lg font-semibold">Alerts</h1>
      <ChartPanel
        title="New alert"
        note="Alerts are kept and watched by the dashboard's server: they fire from the live flow stream (price from each order's spot price) and from the IV rank, with this page closed too. A price or IV-rank alert fires once, then waits to be re-armed."
      >
        <AlertForm initialTicker={params.get('ticker') ?? 'SPY'} initialLevel={params.get('level')} />
      </ChartPanel>

      <ChartPanel title="Your alerts" testId="alert-list">
        <QueryState query={alerts} label="Alerts">
          {(data) =>
            data.alerts.length === 0 ? (
              <p className="text-xs text-muted">No alert set.</p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-muted">
                  <tr>
                    <th className="font-normal">Alert</th>
                    <th className="font-normal">Status</th>
                    <th className="text-right font-normal">Last read</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.alerts.map((a) => (
                    <tr key={a.id} data-testid="alert-row" data-status={a.status} className="border-t border-line/50">
                      <td>
                        {describeRule(a.rule)}
                        {a.note ? <span className="text-muted"> — {a.note}</span> : null}
                      </td>
                      <td
                        className={
                          a.status === 'fired' ? 'text-warn' : a.status === 'not_streamed' ? 'text-down' : 'text-muted'
                        }
                      >
                        {STATUS_TEXT[a.status]}
                        {a.fired_at ? ` ${formatEtDateTime(a.fired_at)}` : ''}
                      </td>
                      <td className="num text-right">{lastValue(a)}</td>
                      <td className="flex justify-end gap-2 py-0.5">
                        {a.status === 'fired' ? (
                          <button
                            type="button"
                            className="rounded border border-line px-2 text-xs"
                            onClick={() => rearm.mutate(a.id)}
                          >
                            Re-arm
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="rounded border border-line px-2 text-xs"
                          aria-label={`Delete alert: ${describeRule(a.rule)}`}
                          onClick={() => remove.mutate(a.id)}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
      </ChartPanel>

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[2fr_1fr]">
        <ChartPanel title="Fired" testId="alert-history">
          <QueryState query={alerts} label="Alert history">
            {(data) =>
              data.fired.length === 0 ? (
                <p className="text-xs text-muted">Nothing has fired yet.</p>
              ) : (
                <ol className="flex flex-col gap-1 text-sm">
                  {data.fired.map((f) => (
                    <li key={f.id} data-testid="alert-fire" className="flex gap-3">
                      <span className="font-mono text-xs text-muted">{formatEtDateTime(f.fired_at)}</span>
                      <span>{f.message}</span>
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryState>
        </ChartPanel>
        <ChartPanel title="How an alert reaches you">
          <div className="flex flex-col gap-1 text-sm">
            <DeliveryChoices prefs={prefs} set={prefs.set} />
          </div>
        </ChartPanel>
      </div>
    </div>
  );
}
