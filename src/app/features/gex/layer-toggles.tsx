/**
 * One toggle per layer of the chart beyond the gamma levels, with what it drew (or why it drew nothing),
 * and one to switch them all. A layer costs requests only while it is on.
 */
import type { ReactElement } from 'react';
import { describeError } from '../../ui/error-text';
import { CHART_LAYERS, type ChartLayerKey } from './gex-url';
import { LAYER_COLORS, LAYER_LABELS, type LayerState } from './chart-layers';

function stateText(s: LayerState): string {
  if (!s.on || !s.query) return '';
  if (s.query.isError) return ` (${describeError(s.query.error).title})`;
  if (s.query.isPending) return ' (loading)';
  return ` (${s.count})`;
}

export function LayerToggles(props: {
  states: Readonly<Record<ChartLayerKey, LayerState>>;
  onChange: (layers: readonly ChartLayerKey[]) => void;
}): ReactElement {
  const on = CHART_LAYERS.filter((k) => props.states[k].on);
  const all = on.length === CHART_LAYERS.length;
  return (
    <div role="group" aria-label="Layers on the chart" className="flex flex-wrap items-center gap-1 text-xs">
      {CHART_LAYERS.map((k) => {
        const s = props.states[k];
        return (
          <button
            key={k}
            type="button"
            aria-pressed={s.on}
            data-testid={`layer-toggle-${k}`}
            data-state={!s.on ? 'off' : s.query?.isError ? 'error' : s.query?.isPending ? 'loading' : 'ready'}
            data-count={s.count}
            onClick={() => props.onChange(s.on ? on.filter((x) => x !== k) : [...on, k])}
            className={`flex items-center gap-1 rounded border px-1.5 py-0.5 ${s.on ? 'border-line text-fg' : 'border-transparent text-muted'}`}
          >
            <span aria-hidden className="inline-block h-2 w-2 rounded-full" style={{ background: LAYER_COLORS[k] }} />
            {LAYER_LABELS[k]}
            <span className="text-muted">{stateText(s)}</span>
          </button>
        );
      })}
      <button
        type="button"
        data-testid="layer-toggle-all"
        onClick={() => props.onChange(all ? [] : CHART_LAYERS)}
        className="rounded border border-line px-1.5 py-0.5 text-muted hover:text-fg"
      >
        {all ? 'No layers' : 'All layers'}
      </button>
    </div>
  );
}
