/**
 * The tape's filter bar. Numbers apply after a short pause in typing; the stream never waits for it.
 * A number the filter cannot mean (a negative size) is refused where it is typed, with the reason, and
 * the filter keeps its last accepted value. Fields follow the filter when it changes from outside (a
 * preset, cleared, the browser's back button).
 */
import { useEffect, useId, useState, type ReactElement } from 'react';
import type { Direction } from '../../../api/types';
import { readFilterNumber, type FilterNumberKind } from './filter-number';
import { isFilterActive, NO_FILTER, type TapeFilter } from './tape-filter';
import { presetOf, TAPE_PRESETS } from './tape-presets';

function NumberField(props: {
  label: string;
  kind: FilterNumberKind;
  value: number | null;
  step?: number;
  onChange: (v: number | null) => void;
  width?: string;
}): ReactElement {
  const { onChange, value, kind } = props;
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // The filter changed from outside (a preset, cleared, a link): show it, unless the draft already says it.
  if (value !== shown) {
    setShown(value);
    const typed = readFilterNumber(kind, draft);
    if (!('value' in typed) || typed.value !== value) setDraft(value === null ? '' : String(value));
  }
  const errorId = useId();
  const reading = readFilterNumber(kind, draft);
  const error = 'error' in reading ? reading.error : null;
  useEffect(() => {
    const r = readFilterNumber(kind, draft);
    if (!('value' in r) || r.value === value) return;
    const t = setTimeout(() => onChange(r.value), 250);
    return () => clearTimeout(t);
  }, [draft, value, onChange, kind]);
  return (
    <span className="flex items-center gap-1">
      <label className="flex items-center gap-1">
        <span className="text-muted">{props.label}</span>
        <input
          type="number"
          inputMode="decimal"
          step={props.step ?? 1}
          min={0}
          value={draft}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          className={`num rounded border bg-bg px-1 py-0.5 ${error ? 'border-down' : 'border-line'} ${props.width ?? 'w-20'}`}
        />
      </label>
      {error ? (
        <span id={errorId} role="alert" className="text-down" data-testid="filter-error">
          {error}: not applied
        </span>
      ) : null}
    </span>
  );
}

function TickersField(props: { value: readonly string[]; onChange: (v: string[]) => void }): ReactElement {
  const joined = props.value.join(' ');
  const [draft, setDraft] = useState(joined);
  const [shown, setShown] = useState(joined);
  if (joined !== shown) {
    setShown(joined);
    setDraft(joined);
  }
  return (
    <label className="flex items-center gap-1">
      <span className="text-muted">Tickers</span>
      <input
        type="text"
        placeholder="all"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() =>
          props.onChange(
            draft
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((t) => t.toUpperCase()),
          )
        }
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
        className="w-28 rounded border border-line bg-bg px-1 py-0.5 uppercase"
      />
    </label>
  );
}

export function TapeFilters(props: {
  filter: TapeFilter;
  orderTypes: readonly string[];
  onChange: (f: TapeFilter) => void;
}): ReactElement {
  const f = props.filter;
  const set = (p: Partial<TapeFilter>): void => props.onChange({ ...f, ...p });
  const select = 'rounded border border-line bg-bg px-1 py-0.5';
  const preset = presetOf(f);
  // A shared link may name an order type this tape has not carried yet: keep it choosable.
  const orderTypes =
    f.orderType === 'all' || props.orderTypes.includes(f.orderType)
      ? props.orderTypes
      : [...props.orderTypes, f.orderType];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" aria-label="Tape filters">
      <label className="flex items-center gap-1">
        <span className="text-muted">Preset</span>
        <select
          className={select}
          value={preset?.id ?? ''}
          onChange={(e) => {
            const chosen = TAPE_PRESETS.find((p) => p.id === e.target.value);
            if (chosen) props.onChange(chosen.filter);
          }}
        >
          <option value="" disabled={preset === null}>
            {preset !== null ? 'choose…' : isFilterActive(f) ? 'custom' : 'none'}
          </option>
          {TAPE_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <TickersField value={f.tickers} onChange={(tickers) => set({ tickers })} />
      <NumberField
        label="Min premium $"
        kind="premium"
        value={f.minPremium}
        step={1000}
        onChange={(v) => set({ minPremium: v })}
        width="w-24"
      />
      <NumberField label="Min size" kind="size" value={f.minSize} step={50} onChange={(v) => set({ minSize: v })} />
      <NumberField
        label="Min conf."
        kind="confidence"
        value={f.minConfidence}
        step={0.05}
        onChange={(v) => set({ minConfidence: v })}
        width="w-16"
      />
      <label className="flex items-center gap-1">
        <span className="text-muted">C/P</span>
        <select
          className={select}
          value={f.optionType}
          onChange={(e) => set({ optionType: e.target.value as TapeFilter['optionType'] })}
        >
          <option value="all">both</option>
          <option value="call">calls</option>
          <option value="put">puts</option>
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="text-muted">Side</span>
        <select className={select} value={f.side} onChange={(e) => set({ side: e.target.value as 'all' | Direction })}>
          <option value="all">all</option>
          <option value="buy">▲ buy</option>
          <option value="sell">▼ sell</option>
          <option value="neutral">◆ neutral</option>
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="text-muted">Type</span>
        <select className={select} value={f.orderType} onChange={(e) => set({ orderType: e.target.value })}>
          <option value="all">all</option>
          {orderTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <NumberField label="DTE ≥" kind="dte" value={f.dteMin} onChange={(v) => set({ dteMin: v })} width="w-14" />
      <NumberField label="≤" kind="dte" value={f.dteMax} onChange={(v) => set({ dteMax: v })} width="w-14" />
      <button
        type="button"
        className="rounded border border-line px-2 py-0.5"
        onClick={() => props.onChange(NO_FILTER)}
      >
        Clear filters
      </button>
    </fieldset>
  );
}
