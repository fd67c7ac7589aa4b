/**
 * Gamma flip, max pain and net GEX across sessions. Where gamma_basis changes (basis_mixed) the lines
 * break and a marker names the change: values of the two bases are not comparable.
 */
import type { ReactElement } from 'react';
import type { AnswerOf } from '../../../api/schemas';
import { SegmentedLineChart, type LineSeries, type XMarker } from '../../charts/segmented-line-chart';
import { splitAtNulls, splitByKey } from '../../charts/segments';
import { formatMoney, formatPrice } from '../../ui/format';
import { LEVEL_COLORS } from '../../ui/level-colors';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

type TimeseriesAnswer = AnswerOf<'gex.timeseries'>;
type PointField = 'gamma_flip' | 'max_pain' | 'spot' | 'net_gex';

export function TimeseriesPanel(props: { payload: TimeseriesAnswer }): ReactElement {
  const p = props.payload;
  const points = p.points
    .map((r) => ({ x: Date.parse(`${r.session ?? ''}T12:00:00Z`), basis: r.gamma_basis ?? 'unknown', r }))
    .filter((q) => Number.isFinite(q.x))
    .sort((a, b) => a.x - b.x);
  if (points.length === 0) return <p className="p-3 text-muted">No sessions in this window.</p>;
  const runs = splitByKey(points, (q) => q.basis);
  const markers: XMarker[] = runs
    .slice(1)
    .map((run, i) => ({ x: run[0]!.x, label: `basis: ${runs[i]![0]!.basis} → ${run[0]!.basis}` }));
  const build = (field: PointField, name: string, color: string): LineSeries => ({
    name,
    color,
    segments: runs.flatMap((run) => splitAtNulls(run.map((q) => ({ x: q.x, y: q.r[field] ?? null })))),
  });
  return (
    <div>
      {p.basis_mixed === true ? (
        <p role="note" className="mb-2 text-xs text-warn">
          ⚠ basis_mixed: this window straddles a change of gamma_basis (
          {p.gamma_bases.filter((b) => b !== null).join(', ')}). The lines break where it changes; values on either side
          are not comparable.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold">Gamma flip and max pain ($)</h3>
          <SegmentedLineChart
            ariaLabel="Gamma flip and max pain by session"
            height={200}
            yLabel="price $"
            formatX={(x) => day(x).slice(5)}
            formatY={(y) => formatPrice(y)}
            markers={markers}
            series={[
              build('gamma_flip', 'Gamma flip', LEVEL_COLORS.gamma_flip),
              build('max_pain', 'Max pain', LEVEL_COLORS.max_pain),
              build('spot', 'Spot', LEVEL_COLORS.spot),
            ]}
          />
        </div>
        <div>
          <h3 className="text-xs font-semibold">Net GEX ($ per 1% move)</h3>
          <SegmentedLineChart
            ariaLabel="Net GEX by session"
            height={200}
            yLabel="$ per 1% move"
            formatX={(x) => day(x).slice(5)}
            formatY={(y) => formatMoney(y, { signed: true, digits: 1 })}
            markers={markers}
            series={[build('net_gex', 'Net GEX', '#60a5fa')]}
          />
        </div>
      </div>
    </div>
  );
}
