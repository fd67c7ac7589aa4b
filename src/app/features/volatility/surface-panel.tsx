/** The IV surface heatmap with its hover read-out, and the smile of a chosen expiry from the same answer. */
import { useMemo, useState, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { IvSurfaceHeatmap } from '../../charts/iv-surface-heatmap';
import { LineChart } from '../../charts/line-chart';
import { formatCount, formatEtDateTime, formatIv, formatPrice, formatSigned, MISSING } from '../../ui/format';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatMoneyness, hasSmile, smileAt, surfaceCell, type SurfaceGrid } from './surface-grid';

export function SurfaceHeatmapPanel(props: {
  ticker: string;
  grid: SurfaceGrid | null;
  meta: FreshnessMeta;
  mode: string;
  spot: number | null;
  onSelectCell: (moneynessPct: number, dte: number) => void;
}): ReactElement {
  const { grid, ticker } = props;
  return (
    <Panel
      title={`${ticker} IV surface (${props.mode}) — moneyness × days to expiry`}
      badges={
        <>
          <span className="text-xs text-muted">
            spot <span className="tabular-nums text-fg">{formatPrice(props.spot)}</span>
          </span>
          <FreshnessBadge meta={props.meta} ticker={ticker} />
        </>
      }
      note="Colour is IV; hatched cells have no quote. Click a cell to read its through-time percentile below."
      testId="iv-surface"
    >
      {grid ? (
        <IvSurfaceHeatmap
          rows={grid.moneyness}
          cols={grid.dte}
          values={grid.iv}
          rowLabel="moneyness (strike vs spot)"
          colLabel="days to expiry"
          formatRow={formatMoneyness}
          formatCol={(d) => `${d}d`}
          formatValue={(v) => formatIv(v, 0)}
          label={`${ticker} implied-volatility surface as of ${props.meta.as_of ? formatEtDateTime(props.meta.as_of) : 'the last snapshot'}`}
          onSelect={(c) => {
            const m = grid.moneyness[c.row];
            const d = grid.dte[c.col];
            if (m !== undefined && d !== undefined) props.onSelectCell(Math.round(m * 1000) / 10, Math.max(1, d));
          }}
          readout={(c) => {
            const cell = surfaceCell(grid, c.row, c.col);
            if (!cell) return null;
            return (
              <span>
                <span className="text-muted">{formatMoneyness(cell.moneyness)}</span> · {cell.dte}d (
                {cell.expiration ?? MISSING}) · <b>IV {formatIv(cell.iv)}</b> · strike {formatPrice(cell.strike)} · Δ{' '}
                {formatSigned(cell.delta)} · OI {formatCount(cell.oi)} · vol {formatCount(cell.volume)}
              </span>
            );
          }}
        />
      ) : (
        <p className="py-8 text-center text-sm text-muted">The answer holds no surface grid for this range.</p>
      )}
    </Panel>
  );
}

export function SmilePanel(props: { ticker: string; grid: SurfaceGrid | null; meta: FreshnessMeta }): ReactElement {
  const { grid } = props;
  const usable = useMemo(() => (grid ? grid.dte.map((_, i) => i).filter((i) => hasSmile(grid, i)) : []), [grid]);
  const [chosen, setChosen] = useState<number | null>(null);
  const col = chosen !== null && usable.includes(chosen) ? chosen : (usable[0] ?? null);
  const series = useMemo(
    () =>
      grid && col !== null
        ? [{ id: 'smile', label: 'IV', color: 'var(--app-accent)', showPoints: true, points: smileAt(grid, col) }]
        : [],
    [grid, col],
  );
  return (
    <Panel
      title={`${props.ticker} smile${grid && col !== null ? ` — ${grid.expirations[col] ?? `${grid.dte[col]}d`}` : ''}`}
      badges={
        <>
          {grid && usable.length > 0 ? (
            <label className="text-xs text-muted">
              expiry{' '}
              <select
                aria-label="Smile expiry"
                className="rounded border border-line bg-raised px-1"
                value={col ?? ''}
                onChange={(e) => setChosen(Number(e.target.value))}
              >
                {usable.map((i) => (
                  <option key={i} value={i}>
                    {grid.expirations[i] ?? '—'} ({grid.dte[i]}d)
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <FreshnessBadge meta={props.meta} ticker={props.ticker} />
        </>
      }
    >
      {series.length > 0 ? (
        <LineChart
          series={series}
          label={`${props.ticker} IV smile`}
          xLabel="moneyness"
          yLabel="IV (%)"
          formatX={formatMoneyness}
          formatY={(y) => formatIv(y)}
          zeroLine={false}
          height={220}
        />
      ) : (
        <p className="py-8 text-center text-sm text-muted">
          No expiry has three quoted strikes: the smile cannot be drawn.
        </p>
      )}
    </Panel>
  );
}
