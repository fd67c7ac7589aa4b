/**
 * The live abnormal-trades panel: the latest trades, how long since the last heartbeat (the stream
 * sends one every 30 s), and the alert settings.
 */
import { useCallback, useState, type ReactElement } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '../../../api/stream';
import { useAbnormalStream } from '../../stream/stream-client';
import type { StreamRow } from '../../stream/protocol';
import { useStreamStatus } from '../../stream/stream-status';
import { formatEtTime, formatMoney, formatCount } from '../../ui/format';
import { useNow } from '../../ui/use-now';
import { addAbnormalRows, useAbnormalFeed } from './abnormal-feed';
import { useAlertPrefs } from './alert-prefs';

const SIDE = {
  buy: { cls: 'text-up', text: '▲ BUY' },
  sell: { cls: 'text-down', text: '▼ SELL' },
  neutral: { cls: 'text-muted', text: '◆ NEUTRAL' },
} as const;

export function HeartbeatIndicator(): ReactElement {
  const status = useStreamStatus((s) => s.abnormal);
  const now = useNow(1000);
  const last = status.lastHeartbeatAt ?? null;
  const age = last === null ? null : Math.max(0, Math.round((now - last) / 1000));
  const late = age !== null && age * 1000 > HEARTBEAT_INTERVAL_MS * 1.5;
  const cls = status.state !== 'live' ? 'text-down' : late ? 'text-warn' : 'text-up';
  return (
    <span role="status" className={`text-xs ${cls}`} data-testid="abnormal-heartbeat" data-state={status.state}>
      {status.state === 'live' ? (late ? '◐' : '♥') : '■'} {status.state}
      {age === null ? ' · no heartbeat yet' : ` · heartbeat ${age}s ago${late ? ' (late)' : ''}`}
      {status.reason && status.state !== 'live' ? ` — ${status.reason}` : ''}
    </span>
  );
}

function AlertSettings(): ReactElement {
  const p = useAlertPrefs();
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  const toggleDesktop = async (on: boolean): Promise<void> => {
    if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    }
    p.set({ desktop: on });
  };
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted">Alert settings</summary>
      <div className="mt-1 flex flex-col gap-1">
        <label className="flex items-center gap-1">
          <span className="w-24 text-muted">Tickers</span>
          <input
            defaultValue={p.tickers.join(' ')}
            placeholder="all"
            className="w-full rounded border border-line bg-bg px-1 py-0.5 uppercase"
            onBlur={(e) =>
              p.set({
                tickers: e.target.value
                  .split(/[\s,]+/)
                  .filter(Boolean)
                  .map((t) => t.toUpperCase()),
              })
            }
          />
        </label>
        <label className="flex items-center gap-1">
          <span className="w-24 text-muted">Min premium $</span>
          <input
            type="number"
            min={0}
            step={10_000}
            defaultValue={p.minPremium ?? ''}
            className="num w-full rounded border border-line bg-bg px-1 py-0.5"
            onBlur={(e) => p.set({ minPremium: e.target.value === '' ? null : Math.max(0, Number(e.target.value)) })}
          />
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={p.toast} onChange={(e) => p.set({ toast: e.target.checked })} /> in-app toast
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={p.sound} onChange={(e) => p.set({ sound: e.target.checked })} /> sound
        </label>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={p.desktop && permission === 'granted'}
            disabled={permission === 'unsupported' || permission === 'denied'}
            onChange={(e) => void toggleDesktop(e.target.checked)}
          />
          desktop notification{' '}
          {permission === 'denied' ? '(blocked by the browser)' : permission === 'unsupported' ? '(not available)' : ''}
        </label>
      </div>
    </details>
  );
}

export function AbnormalPanel(): ReactElement {
  const onRows = useCallback(
    (rows: readonly StreamRow[], _at: readonly number[], replay: boolean) => addAbnormalRows(rows, replay),
    [],
  );
  useAbnormalStream(onRows);
  const { rows, alerts } = useAbnormalFeed();
  return (
    <section
      aria-labelledby="abnormal-title"
      className="flex h-full flex-col gap-1 rounded border border-line bg-panel p-2"
      data-testid="abnormal-panel"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-1">
        <h2 id="abnormal-title" className="text-sm font-semibold">
          Abnormal trades
        </h2>
        <HeartbeatIndicator />
      </header>
      <AlertSettings />
      <p className="text-xs text-muted">
        {formatCount(rows.length)} this visit · {formatCount(alerts)} alerts
      </p>
      <ul className="min-h-0 flex-1 overflow-auto text-xs" aria-label="Latest abnormal trades">
        {rows.length === 0 ? (
          <li className="p-2 text-muted">
            No abnormal trade yet. They appear here as they are detected during market hours.
          </li>
        ) : null}
        {rows.map((r) => (
          <li key={r.eventId} className="num flex justify-between gap-2 border-b border-line/40 py-0.5">
            <span className="text-muted">{formatEtTime(r.timestamp)}</span>
            <span className="font-semibold">{r.ticker}</span>
            <span>
              {r.strike ?? '—'}
              {r.optionType === 'call' ? 'C' : r.optionType === 'put' ? 'P' : ''}
            </span>
            <span className={SIDE[r.side].cls}>{SIDE[r.side].text}</span>
            <span className="text-right">{formatMoney(r.premium)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
