/** One toggle per level the chart can draw; a switched-off level leaves both its line and its edge marker. */
import type { ReactElement } from 'react';
import type { ChartLevel } from '../../charts/edge-markers';
import { CHART_LEVEL_COLORS, CHART_LEVEL_LABELS } from '../../data/chart-levels';
import { CHART_LEVELS, type ChartLevelKey } from './gex-url';

export function LevelToggles(props: {
  available: readonly ChartLevel[];
  hidden: readonly ChartLevelKey[];
  onToggle: (key: ChartLevelKey) => void;
}): ReactElement {
  const present = new Set(props.available.map((l) => l.key));
  return (
    <div role="group" aria-label="Levels on the chart" className="flex flex-wrap items-center gap-1 text-xs">
      {CHART_LEVELS.filter((k) => present.has(k)).map((k) => {
        const on = !props.hidden.includes(k);
        return (
          <button
            key={k}
            type="button"
            aria-pressed={on}
            data-testid={`level-toggle-${k}`}
            onClick={() => props.onToggle(k)}
            className={`flex items-center gap-1 rounded border px-1.5 py-0.5 ${on ? 'border-line text-fg' : 'border-transparent text-muted line-through'}`}
          >
            <span aria-hidden className="inline-block h-0.5 w-3" style={{ background: CHART_LEVEL_COLORS[k] }} />
            {CHART_LEVEL_LABELS[k]}
          </button>
        );
      })}
    </div>
  );
}
