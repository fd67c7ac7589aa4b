/**
 * Charts timed: the draw of each chart (its model, layout, colour scale and paint commands, through the
 * functions in src/app/charts on a recording context, see chart-paint-context.ts) against a baseline
 * measured in the same run: the bare paint the same picture needs (one fixed-colour command per cell,
 * bar or point). Hover: the pointer handler's work over 16 times the data against the same over the
 * chart's own data (a hover that passes over the data costs about 16 times as much; one that does not,
 * about the same).
 */
import {
  interpolateInferno,
  interpolateViridis,
  line as d3line,
  scaleLinear,
  scaleSequential,
  scaleSequentialSqrt,
} from 'd3';
import { edgeMarkers, placeEdgeMarkers, type ChartLevel } from '../src/app/charts/edge-markers';
import { etTimeTicks } from '../src/app/charts/et-time-ticks';
import { exposureRows, nearestStrike, type ExposureRow } from '../src/app/charts/exposure-rows';
import { cellAtPoint, gridExtent, thinLabels, type Grid, type HeatmapPlot } from '../src/app/charts/heatmap-model';
import { paintHeatmapCells } from '../src/app/charts/heatmap-paint';
import { buildLineModel, nearestX, padExtent, type LineSeries } from '../src/app/charts/line-chart-model';
import { aggregateBars, type PriceBar } from '../src/app/charts/price-bars';
import { PaintCommandContext } from './chart-paint-context';
import type { BenchRow } from './bench-table';

const DRAW_GOAL_MS = 8;

/**
 * Median ms of one call. Calls are timed in batches of at least half a millisecond (the clock cannot
 * time a microsecond call alone), after a warm-up, for at least `minMs` in all.
 */
function timeIt(fn: () => unknown, minMs = 250): number {
  let batch = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - t >= 0.5) break;
    batch *= 2;
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < 15 || performance.now() - start < minMs) {
    const t = performance.now();
    for (let i = 0; i < batch; i++) fn();
    samples.push((performance.now() - t) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** Mean ms of one hover, over pointer positions spread across the plot. */
function hoverCost(hover: (i: number) => unknown): number {
  let i = 0;
  return timeIt(() => hover(i++));
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function grid(rows: number, cols: number, fill: (r: number, c: number) => number | null): Grid {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => fill(r, c)));
}

/** The bare paint of `count` cells or bars: one fixed-colour command each. */
function barePaint(count: number): () => void {
  return () => {
    const ctx = new PaintCommandContext();
    ctx.fillStyle = '#445566';
    for (let i = 0; i < count; i++) ctx.fillRect(i % 700, i % 300, 9, 4);
  };
}

interface Timed {
  readonly chart: string;
  readonly draw: () => void;
  readonly baseline: () => void;
  /** One hover (the pointer at position `i`) over the chart's data, and over 16 times as much. */
  readonly hover?: readonly [(i: number) => unknown, (i: number) => unknown];
}

/** IV surface: moneyness rows × expiries, a tenth unquoted, viridis by IV (as iv-surface-heatmap.tsx). */
function ivSurface(rows: number, cols: number): { draw: () => void; hover: (i: number) => unknown; cells: number } {
  const rnd = seeded(rows * 31 + cols);
  const values = grid(rows, cols, (r, c) => (rnd() < 0.1 ? null : 0.15 + 0.3 * Math.abs(r / rows - 0.5) + 0.02 * c));
  const plot: HeatmapPlot = { width: 760, height: 298, rows, cols };
  const draw = (): void => {
    const ctx = new PaintCommandContext();
    const extent = gridExtent(values);
    const color = extent ? scaleSequential(interpolateViridis).domain(extent) : null;
    paintHeatmapCells(
      ctx.asContext(),
      values,
      plot,
      (v) => (color ? color(v) : null),
      (c, cell) => c.fillRect(cell.x, cell.y, cell.w, cell.h),
    );
    thinLabels(cols, plot.width, 44);
    thinLabels(rows, plot.height, 16);
  };
  const hover = (i: number): unknown => {
    const cell = cellAtPoint((i * 7) % plot.width, (i * 3) % plot.height, plot);
    return cell ? values[cell.row]?.[cell.col] : null;
  };
  return { draw, hover, cells: rows * cols };
}

/** Dark-pool time profile: price rows × 5-minute buckets, mostly empty, sqrt-inferno, with the row histogram. */
function timeProfile(rows: number, cols: number): { draw: () => void; hover: (i: number) => unknown; cells: number } {
  const rnd = seeded(rows * 17 + cols);
  const values = grid(rows, cols, () => (rnd() < 0.6 ? 0 : Math.floor(rnd() * 50_000)));
  const rowTotals = values.map((r) => r.reduce<number>((s, v) => s + (v ?? 0), 0));
  const plot: HeatmapPlot = { width: 640, height: 338, rows, cols };
  const draw = (): void => {
    const ctx = new PaintCommandContext();
    const extent = gridExtent(values);
    const color = extent ? scaleSequentialSqrt(interpolateInferno).domain([0, Math.max(1, extent[1])]) : null;
    ctx.fillStyle = '#15181d';
    ctx.fillRect(0, 0, plot.width, plot.height);
    paintHeatmapCells(ctx.asContext(), values, plot, (v) => (color && v > 0 ? color(v) : null));
    const maxRow = rowTotals.reduce((m, v) => Math.max(m, v), 0);
    const ch = plot.height / rows;
    for (let r = 0; r < rows; r++) {
      ctx.fillStyle = '#4b5563';
      ctx.fillRect(0, plot.height - (r + 1) * ch, ((rowTotals[r] ?? 0) / maxRow) * 86, Math.max(1, ch));
    }
    thinLabels(rows, plot.height, 16);
  };
  const hover = (i: number): unknown => {
    const cell = cellAtPoint((i * 7) % plot.width, (i * 3) % plot.height, plot);
    return cell ? values[cell.row]?.[cell.col] : null;
  };
  return { draw, hover, cells: rows * cols + rows };
}

/** Tide: four cumulative series over a session, one point per step (as tide-curve.tsx + line-chart.tsx). */
function tide(points: number): {
  draw: () => void;
  hover: (i: number) => unknown;
  baseline: () => void;
} {
  const open = Date.UTC(2026, 10, 20, 14, 30);
  const stepMs = (390 * 60_000) / points;
  const rnd = seeded(points);
  let acc = 0;
  const pts = Array.from({ length: points }, (_, i) => {
    acc += (rnd() - 0.48) * 1e6;
    return { t: open + i * stepMs, net: acc, dir: acc * 0.6, call: acc * 0.8, put: -acc * 0.2 };
  });
  const width = 900;
  const height = 236;
  const model = buildLineModel([{ id: 'net', label: '', color: '', points: pts.map((p) => ({ x: p.t, y: p.net })) }]);
  const draw = (): void => {
    const series: LineSeries[] = (['net', 'dir', 'call', 'put'] as const).map((k) => ({
      id: k,
      label: k,
      color: '#fff',
      points: pts.map((p) => ({ x: p.t, y: p[k] })),
    }));
    const m = buildLineModel(series, [0]);
    if (!m.xExtent || !m.yExtent) return;
    const x = scaleLinear().domain(m.xExtent).range([0, width]);
    const y = scaleLinear().domain(padExtent(m.yExtent)).nice().range([height, 0]);
    const gen = d3line<{ x: number; y: number | null }>()
      .defined((p) => p.y !== null && Number.isFinite(p.y))
      .x((p) => x(p.x))
      .y((p) => y(p.y ?? 0));
    for (const s of series) gen([...s.points].sort((a, b) => a.x - b.x));
    etTimeTicks(m.xExtent[0], m.xExtent[1], 8);
  };
  const baseline = (): void => {
    // The same four paths written straight from the arrays, no model, scale or generator.
    for (let s = 0; s < 4; s++) {
      let d = '';
      for (let i = 0; i < pts.length; i++) d += `${i === 0 ? 'M' : 'L'}${i},${pts[i]!.net}`;
      if (d.length === 0) throw new Error('empty');
    }
  };
  const hover = (i: number): unknown => {
    const t = nearestX(model.xs, open + ((i * 7919) % 390) * 60_000);
    return t === null ? null : model.byX.get('net')?.get(t);
  };
  return { draw, hover, baseline };
}

/** GEX profile: call, put and net bars per strike, strikes in view only (as gex-profile.tsx). */
function gexProfile(strikes: number): {
  draw: () => void;
  hover: (i: number) => unknown;
  bars: number;
} {
  const rnd = seeded(strikes);
  const payload = {
    by_strike: Array.from({ length: strikes }, (_, i) => {
      const call = rnd() * 1e8;
      const put = -rnd() * 1e8;
      return { strike: 400 + i, call_gex: call, put_gex: put, net_gex: call + put, call_oi: 1000, put_oi: 900 };
    }),
  };
  const paneHeight = 420;
  const width = 360;
  const range = { lo: 400, hi: 400 + strikes };
  const rowsOnce: ExposureRow[] = exposureRows(payload, 'gex');
  const yOnce = scaleLinear().domain([range.lo, range.hi]).range([paneHeight, 0]);
  const draw = (): void => {
    const rows = exposureRows(payload, 'gex');
    const visible = rows.filter((r) => r.strike >= range.lo && r.strike <= range.hi);
    const y = scaleLinear().domain([range.lo, range.hi]).range([paneHeight, 0]);
    let max = 0;
    for (const r of visible) max = Math.max(max, Math.abs(r.call ?? 0), Math.abs(r.put ?? 0), Math.abs(r.net ?? 0));
    const x = scaleLinear()
      .domain([-max, max])
      .range([8, width - 8])
      .nice();
    const ctx = new PaintCommandContext();
    for (const t of x.ticks(4)) ctx.fillRect(x(t), paneHeight, 1, 4);
    for (const r of visible) {
      const yy = y(r.strike);
      for (const v of [r.call, r.put, r.net]) {
        if (v === null) continue;
        ctx.fillStyle = v >= 0 ? '#22c55e' : '#ef4444';
        ctx.fillRect(Math.min(x(0), x(v)), yy, Math.max(1, Math.abs(x(v) - x(0))), 2);
      }
    }
  };
  const hover = (i: number): unknown => nearestStrike(rowsOnce, yOnce.invert((i * 13) % paneHeight));
  return { draw, hover, bars: strikes * 3 };
}

/** Price chart with levels: five sessions of 1-minute bars to 5-minute candles, levels off screen to edge markers. */
function priceChart(days: number): { draw: () => void; baseline: () => void } {
  const rnd = seeded(days);
  let px = 600;
  const bars: PriceBar[] = Array.from({ length: days * 390 }, (_, i) => {
    const open = px;
    px += (rnd() - 0.5) * 0.4;
    return {
      time: 1_763_650_800 + i * 60,
      open,
      high: Math.max(open, px) + 0.1,
      low: Math.min(open, px) - 0.1,
      close: px,
      volume: 1000,
    };
  });
  const levels: ChartLevel[] = Array.from({ length: 12 }, (_, i) => ({
    key: `l${i}`,
    label: `level ${i}`,
    price: 560 + i * 8,
    color: '#fff',
  }));
  const draw = (): void => {
    const candles = aggregateBars(bars, 5).map((b) => ({
      time: b.time,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
    }));
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of candles) {
      lo = Math.min(lo, c.low);
      hi = Math.max(hi, c.high);
    }
    placeEdgeMarkers(edgeMarkers(levels, { lo, hi }, px), 400, 18);
  };
  const baseline = (): void => {
    // The candles the chart library is fed, mapped straight from the 1-minute bars.
    bars.map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close }));
  };
  return { draw, baseline };
}

export async function run(): Promise<BenchRow[]> {
  const iv = ivSurface(60, 24);
  const dp = timeProfile(300, 78);
  const td = tide(390);
  const gx = gexProfile(240);
  const pc = priceChart(5);
  const charts: Timed[] = [
    {
      chart: 'IV surface 60×24',
      draw: iv.draw,
      baseline: barePaint(iv.cells),
      hover: [iv.hover, ivSurface(240, 96).hover],
    },
    {
      chart: 'dark-pool profile 78×300',
      draw: dp.draw,
      baseline: barePaint(dp.cells),
      hover: [dp.hover, timeProfile(1_200, 312).hover],
    },
    { chart: 'tide, 390 points × 4 lines', draw: td.draw, baseline: td.baseline, hover: [td.hover, tide(6_240).hover] },
    {
      chart: 'GEX profile, 240 strikes',
      draw: gx.draw,
      baseline: barePaint(gx.bars),
      hover: [gx.hover, gexProfile(3_840).hover],
    },
    { chart: 'price chart, 5 days + 12 levels', draw: pc.draw, baseline: pc.baseline },
  ];
  const rows: BenchRow[] = [];
  for (const c of charts) {
    const draw = timeIt(c.draw);
    const base = timeIt(c.baseline);
    rows.push({
      figure: `${c.chart}: draw`,
      measured: `${draw.toFixed(3)} ms`,
      baseline: `${base.toFixed(3)} ms bare paint`,
      ratio: draw / base,
      goal: `≤ ${DRAW_GOAL_MS} ms`,
      pass: draw <= DRAW_GOAL_MS,
    });
    if (c.hover) {
      const one = hoverCost(c.hover[0]);
      const sixteen = hoverCost(c.hover[1]);
      rows.push({
        figure: `${c.chart}: hover at 16× the data`,
        measured: `${(sixteen * 1e6).toFixed(0)} ns`,
        baseline: `${(one * 1e6).toFixed(0)} ns at 1×`,
        ratio: sixteen / one,
        goal: 'ratio < 4 (O(n) ≈ 16)',
        pass: sixteen / one < 4,
      });
    }
  }
  return rows;
}
