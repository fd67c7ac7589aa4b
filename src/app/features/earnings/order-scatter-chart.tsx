/**
 * A reporter's orders over the session: time (ET) across, strike up, marker area by premium. Calls are
 * green circles, puts red squares (shape as well as colour); a bought order is filled, a sold one
 * hollow, a neutral one faint. Hovering finds the nearest order (Delaunay, built once per data change).
 */
import { Delaunay, scaleLinear } from 'd3';
import { useMemo, useState, type ReactElement } from 'react';
import { etTimeTicks, formatEtHourMinute } from '../../charts/et-time-ticks';
import { HoverPlot } from '../../charts/hover-plot';
import { useElementWidth } from '../../charts/use-element-width';
import { XYAxes } from '../../charts/xy-axes';
import { formatCount, formatIv, formatMoney, formatPrice } from '../../ui/format';
import type { ScatterPoint } from './earnings-readings';
import { buildScatterModel, paddedDomain, radiusFor } from './scatter-model';

const M = { top: 10, right: 18, bottom: 34, left: 56 };
const HOUR_MS = 3_600_000;

function colourOf(p: ScatterPoint): string {
  return p.optionType === 'put' ? 'var(--app-down)' : p.optionType === 'call' ? 'var(--app-up)' : 'var(--app-muted)';
}

function Marker(props: { p: ScatterPoint; x: number; y: number; r: number; active: boolean }): ReactElement {
  const { p, x, y, r, active } = props;
  const colour = colourOf(p);
  const fill = p.side === 'sell' ? 'none' : colour;
  const fillOpacity = p.side === 'neutral' || p.side === null ? 0.25 : 0.55;
  const common = {
    fill,
    fillOpacity,
    stroke: colour,
    strokeWidth: active ? 2.5 : 1.2,
  };
  return p.optionType === 'put' ? (
    <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...common} />
  ) : (
    <circle cx={x} cy={y} r={r} {...common} />
  );
}

function Legend(): ReactElement {
  const items: [string, ReactElement][] = [
    ['call', <circle key="c" cx={6} cy={6} r={5} fill="var(--app-up)" fillOpacity={0.55} stroke="var(--app-up)" />],
    [
      'put',
      <rect
        key="p"
        x={1}
        y={1}
        width={10}
        height={10}
        fill="var(--app-down)"
        fillOpacity={0.55}
        stroke="var(--app-down)"
      />,
    ],
    ['bought (filled)', <circle key="b" cx={6} cy={6} r={5} fill="var(--app-muted)" stroke="var(--app-muted)" />],
    ['sold (hollow)', <circle key="s" cx={6} cy={6} r={5} fill="none" stroke="var(--app-muted)" />],
    [
      'neutral (faint)',
      <circle key="n" cx={6} cy={6} r={5} fill="var(--app-muted)" fillOpacity={0.25} stroke="var(--app-muted)" />,
    ],
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      {items.map(([label, mark]) => (
        <li key={label} className="flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            {mark}
          </svg>
          {label}
        </li>
      ))}
      <li>marker area: premium</li>
    </ul>
  );
}

export function OrderScatterChart(props: {
  points: readonly ScatterPoint[];
  label: string;
  height?: number;
}): ReactElement {
  const height = props.height ?? 280;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const model = useMemo(() => buildScatterModel(props.points), [props.points]);
  const innerW = Math.max(40, width - M.left - M.right);
  const innerH = Math.max(40, height - M.top - M.bottom);

  const layout = useMemo(() => {
    if (!model.tExtent || !model.strikeExtent) return null;
    const x = scaleLinear()
      .domain(paddedDomain(model.tExtent, HOUR_MS / 2))
      .range([0, innerW]);
    const y = scaleLinear().domain(paddedDomain(model.strikeExtent, 1)).nice().range([innerH, 0]);
    const placed = model.drawOrder.map((p) => ({
      p,
      x: x(p.t),
      y: y(p.strike),
      r: radiusFor(p.premium, model.maxPremium),
    }));
    const finder = Delaunay.from(
      placed,
      (d) => d.x,
      (d) => d.y,
    );
    return { x, y, placed, finder };
  }, [model, innerW, innerH]);

  if (!layout) {
    return (
      <div ref={ref} className="flex h-40 items-center justify-center text-sm text-muted">
        No orders to draw.
      </div>
    );
  }
  const [d0, d1] = layout.x.domain() as [number, number];
  const xTicks = etTimeTicks(d0, d1, Math.max(2, Math.floor(innerW / 80)), [15, 30, 60, 120, 240]);
  const active = hover === null ? null : (layout.placed[hover] ?? null);

  return (
    <div ref={ref} className="w-full">
      <Legend />
      <div className="mt-1 h-5 truncate text-xs tabular-nums" aria-live="polite">
        {active === null ? (
          <span className="text-muted">Hover the chart for an order.</span>
        ) : (
          <span>
            {formatEtHourMinute(active.p.t)} ET · {active.p.side ?? 'side —'} {active.p.optionType ?? ''} strike{' '}
            {formatPrice(active.p.strike)} · {formatMoney(active.p.premium)} · {formatCount(active.p.contracts)}{' '}
            contracts · DTE {formatCount(active.p.dte)} · IV {formatIv(active.p.iv)}
          </span>
        )}
      </div>
      <HoverPlot
        label={props.label}
        width={width}
        height={height}
        margin={M}
        onHover={(at) => {
          const i = at === null ? -1 : layout.finder.find(at.x, at.y);
          setHover(Number.isInteger(i) && i >= 0 ? i : null);
        }}
      >
        <XYAxes
          x={layout.x}
          y={layout.y}
          xTicks={xTicks}
          yTicks={layout.y.ticks(5)}
          innerW={innerW}
          innerH={innerH}
          formatXTick={formatEtHourMinute}
          formatYTick={(t) => formatPrice(t, t % 1 === 0 ? 0 : 2)}
          xLabel="time (ET)"
          yLabel="strike ($)"
          yLabelOffset={44}
        />
        {layout.placed.map((d, i) => (
          <Marker key={d.p.id} p={d.p} x={d.x} y={d.y} r={d.r} active={i === hover} />
        ))}
      </HoverPlot>
    </div>
  );
}
