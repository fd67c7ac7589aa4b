/** The tape's filter bar. Numbers apply after a short pause in typing; the stream never waits for it. */
import { useEffect, useState, type ReactElement } from 'react';
import type { Direction } from '../../../api/types';
import { NO_FILTER, type TapeFilter } from './tape-filter';

function parseNum(s: string): number | null {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function NumberField(props: {
  label: string;
  value: number | null;
  step?: number;
  onChange: (v: number | null) => void;
  width?: string;
}): ReactElement {
  const [draft, setDraft] = useState(props.value === null ? '' : String(props.value));
  const { onChange, value } = props;
  useEffect(() => {
    const t = setTimeout(() => {
      const n = parseNum(draft);
      if (n !== value) onChange(n);
    }, 250);
    return () => clearTimeout(t);
  }, [draft, value, onChange]);
  return (
    <label className="flex items-center gap-1">
      <span className="text-muted">{props.label}</span>
      <input
        type="number"
        inputMode="decimal"
        step={props.step ?? 1}
        min={0}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className={`num rounded border border-line bg-bg px-1 py-0.5 ${props.width ?? 'w-20'}`}
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
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs" aria-label="Tape filters">
      <label className="flex items-center gap-1">
        <span className="text-muted">Tickers</span>
        <input
          type="text"
          placeholder="all"
          defaultValue={f.tickers.join(' ')}
          onBlur={(e) =>
            set({
              tickers: e.target.value
                .split(/[\s,]+/)
                .filter(Boolean)
                .map((t) => t.toUpperCase()),
            })
          }
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          className="w-28 rounded border border-line bg-bg px-1 py-0.5 uppercase"
        />
      </label>
      <NumberField
        label="Min premium $"
        value={f.minPremium}
        step={1000}
        onChange={(v) => set({ minPremium: v })}
        width="w-24"
      />
      <NumberField label="Min size" value={f.minSize} step={50} onChange={(v) => set({ minSize: v })} />
      <NumberField
        label="Min conf."
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
          {props.orderTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <NumberField label="DTE ≥" value={f.dteMin} onChange={(v) => set({ dteMin: v })} width="w-14" />
      <NumberField label="≤" value={f.dteMax} onChange={(v) => set({ dteMax: v })} width="w-14" />
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
