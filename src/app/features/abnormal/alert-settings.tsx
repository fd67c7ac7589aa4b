/** The trader's choice of which abnormal trades raise an alert, and how (toast, sound, desktop). */
import type { ReactElement } from 'react';
import { DeliveryChoices } from '../../ui/delivery-choices';
import { useAlertPrefs } from './alert-prefs';

export function AlertSettings(): ReactElement {
  const p = useAlertPrefs();
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
        <DeliveryChoices prefs={p} set={p.set} />
      </div>
    </details>
  );
}
