/**
 * The trader's alerts (/alerts?ticker=&level=source:price): set one, see what each can watch and the
 * last value it read, re-arm or delete it, and the history of what fired. The alerts live in the BFF
 * and fire there from the stream, so they keep watching with this page closed; every page raises a
 * fire (alert-notifier.tsx).
 */
import { useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { Panel } from '../../ui/panel';
import { DeliveryChoices } from '../../ui/delivery-choices';
import { DataTable } from '../../ui/data-table';
import { formatEtDateTime } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { AlertForm } from './alert-form';
import { useTraderAlertPrefs } from './alert-prefs';
import { useAlerts, useRearmAlert, useRemoveAlert } from './alert-queries';
import { alertColumns } from './alert-columns';

export function AlertsPage(): ReactElement {
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const remove = useRemoveAlert();
  const rearm = useRearmAlert();
  const prefs = useTraderAlertPrefs();
  const { mutate: rearmAlert } = rearm;
  const { mutate: removeAlert } = remove;
  const columns = useMemo(
    () => alertColumns({ rearm: (id) => rearmAlert(id), remove: (id) => removeAlert(id) }),
    [rearmAlert, removeAlert],
  );

  return (
    <div className="flex flex-col gap-3 p-3">
      <h1 className="text-lg font-semibold">Alerts</h1>
      <Panel
        title="New alert"
        note="Alerts are kept and watched by the dashboard's server: they fire from the live flow stream (price from each order's spot price) and from the IV rank, with this page closed too. A price or IV-rank alert fires once, then waits to be re-armed."
      >
        <AlertForm initialTicker={params.get('ticker') ?? 'SPY'} initialLevel={params.get('level')} />
      </Panel>

      <Panel title="Your alerts" testId="alert-list">
        <QueryState query={alerts} label="Alerts">
          {(data) =>
            data.alerts.length === 0 ? (
              <p className="text-xs text-muted">No alert set.</p>
            ) : (
              <DataTable
                id="alerts"
                label="Your alerts"
                columns={columns}
                rows={data.alerts}
                rowKey={(a) => a.id}
                rowAttributes={(a) => ({ 'data-testid': 'alert-row', 'data-status': a.status })}
              />
            )
          }
        </QueryState>
      </Panel>

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[2fr_1fr]">
        <Panel title="Fired" testId="alert-history">
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
        </Panel>
        <Panel title="How an alert reaches you">
          <div className="flex flex-col gap-1 text-sm">
            <DeliveryChoices prefs={prefs} set={prefs.set} />
          </div>
        </Panel>
      </div>
    </div>
  );
}
