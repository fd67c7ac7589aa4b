/**
 * The volatility page's IV surface for one ticker in a desk panel, at the page's defaults (mid IV, the
 * declared DTE range), on the same query as the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { boundedInt, declaredParam } from '../../data/declared-param';
import { QueryState } from '../../ui/query-state';
import { ivSurface } from './queries';
import { toSurfaceGrid } from './surface-grid';
import { SurfaceHeatmapPanel } from './surface-panel';

const DTE_MIN = boundedInt(null, declaredParam('volatility.surface', 'dte_min'));
const DTE_MAX = Math.max(DTE_MIN + 1, boundedInt(null, declaredParam('volatility.surface', 'dte_max')));

export function DeskSurfacePanel(props: { ticker: string }): ReactElement {
  const surface = useQuery(ivSurface({ ticker: props.ticker, dteMin: DTE_MIN, dteMax: DTE_MAX, mode: 'mid' }));
  const grid = useMemo(() => (surface.data ? toSurfaceGrid(surface.data) : null), [surface.data]);
  return (
    <QueryState query={surface} label="IV surface" height="h-40">
      {(d) => (
        <SurfaceHeatmapPanel
          ticker={props.ticker}
          grid={grid}
          meta={d}
          mode="mid"
          spot={d.spot}
          onSelectCell={() => undefined}
        />
      )}
    </QueryState>
  );
}
