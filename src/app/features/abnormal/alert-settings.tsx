/**
 * The trader's choice of which abnormal trades raise an alert (the watchlist's tickers by default, every
 * ticker, or some named), from what premium, and how (toast, sound, desktop).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { watchlistQuery } from '../../data/watchlist';
import { DeliveryChoices } from '../../ui/delivery-choices';
import { useAlertPrefs } from './alert-prefs';
import { ALERT_SCOPE_NAMES, ALERT_SCOPES } from './alert-scope';

/** What the watchlist scope covers, or why it covers nothing yet. */
function WatchlistNote(): ReactElement {
  const q = useQuery(watchlistQuery);
  const text = q.isError
    ? 'the watchlist could not be read: no alerts until it is'
    : q.data
      ? `${q.data.symbols.length} tickers`
      : 'reading the watchlist…';
  return <span className="text-muted">({text})</span>;
}

export function AlertSettings(): ReactElement {
  const p = useAlertPrefs();
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted">Alert settings</summary>
      <div className="mt-1 flex flex-col gap-1">
        <fieldset className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <legend className="sr-only">Alert on abnormal trades of</legend>
          <span className="w-24 text-muted" aria-hidden="true">
            Alert on
          </span>
          {ALERT_SCOPES.map((s) => (
            <label key={s} className="flex items-center gap-1">
              <input type="radio" name="abnormal-scope" checked={p.scope === s} onChange={() => p.set({ scope: s })} />
              {ALERT_SCOPE_NAMES[s]}
            </label>
          ))}
          {p.scope === 'watchlist' ? <WatchlistNote /> : null}
        </fieldset>
        {p.scope === 'tickers' ? (
          <label className="flex items-center gap-1">
            <span className="w-24 text-muted">Tickers</span>
            <input
              defaultValue={p.tickers.join(' ')}
              placeholder="NVDA TSLA"
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
        ) : null}
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
        <DeliveryChoices prefs={p} set={p.set} />
      </div>
    </details>
  );
}
