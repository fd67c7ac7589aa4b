/** Net GEX, charm and vanna through the session (OI and IV fixed at the snapshot; spot by minute bar). */
import type { ReactElement } from 'react';
import type { IntradayAnswer } from '../../data/gamma-regime';
import { SegmentedLineChart } from '../../charts/segmented-line-chart';
import { splitAtNulls } from '../../charts/segments';
import { formatEtTime, formatMoney } from '../../ui/format';

const SERIES = [
  { field: 'net_gex', name: 'Net GEX', unit: '$ per 1% move', color: '#60a5fa' },
  { field: 'net_charm', name: 'Net charm', unit: '$ per day', color: '#f59e0b' },
  { field: 'net_vanna', name: 'Net vanna', unit: '$ per vol point', color: '#a78bfa' },
] as const;

export function IntradayPanel(props: { payload: IntradayAnswer }): ReactElement {
  const pts = props.payload.series
    .map((r) => ({ t: Date.parse(r.t ?? ''), r }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
  if (pts.length === 0) return <p className="p-3 text-muted">No intraday bars yet for this session.</p>;
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {SERIES.map((s) => (
        <div key={s.field}>
          <h3 className="text-xs font-semibold">
            {s.name} <span className="font-normal text-muted">({s.unit})</span>
          </h3>
          <SegmentedLineChart
            ariaLabel={`${s.name} through the session`}
            height={180}
            yLabel={s.unit}
            formatX={(x) => formatEtTime(x).slice(0, 5)}
            formatY={(y) => formatMoney(y, { signed: true, digits: 1 })}
            series={[
              {
                name: s.name,
                color: s.color,
                segments: splitAtNulls(pts.map((p) => ({ x: p.t, y: p.r[s.field] }))),
              },
            ]}
          />
        </div>
      ))}
    </div>
  );
}
