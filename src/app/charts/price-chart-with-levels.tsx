/**
 * Candles with volume and the key levels. The price scale fits the candles in view (zoom and pan are the
 * library's defaults), a level inside the window is a price line, one outside it an edge marker with its
 * distance from the live price. Every level's label sits in one column at the right, clear of the
 * candles and of each other (level-labels-primitive.ts). On the GEX page the series opens with the prior
 * session's last bars behind a divider, and a hole in the bars is an empty slot (bar-series.ts). The
 * forming bar follows the live price with `series.update`; the fetched bars are set only when a fetch
 * brings new ones.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineStyle,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { formatEtHourMinute } from './et-time-ticks';
import { edgeMarkerText, type ChartLevel, type EdgeMarker } from './edge-markers';
import { LevelEdgePrimitive } from './primitives/level-edge-primitive';
import type { PriceBar } from './price-bars';
import type { PriceRange } from './price-range';
import { cssColor } from './use-size';
import { PriceReadout } from './price-readout';
import { HorizontalLevelsPrimitive, type HorizontalLevel } from './primitives/horizontal-levels-primitive';
import { PriceBandPrimitive, type PriceBandOptions } from './primitives/price-band-primitive';
import { TimePriceMarkersPrimitive, type TimePriceMarker } from './primitives/time-price-markers-primitive';
import type { BarSeries, SeriesSlot } from './bar-series';
import {
  labelColumnPx,
  LevelLabelsPrimitive,
  type LevelLabel,
  type ShownLabel,
} from './primitives/level-labels-primitive';
import { SessionDividerPrimitive, type PriorLevel } from './primitives/session-divider-primitive';

// Daily bars are stamped at the session date's UTC midnight: read them back in UTC.
const utcDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const UP = '#22c55e';
const DOWN = '#ef4444';

function candle(b: PriceBar): CandlestickData<Time> {
  return { time: b.time as UTCTimestamp, open: b.open, high: b.high, low: b.low, close: b.close };
}

function slotData(s: SeriesSlot): CandlestickData<Time> | WhitespaceData<Time> {
  return s.bar ? candle(s.bar) : { time: s.time as UTCTimestamp };
}

function volumeBar(b: PriceBar): HistogramData<Time> | null {
  if (b.volume === null) return null;
  return { time: b.time as UTCTimestamp, value: b.volume, color: b.close >= b.open ? `${UP}55` : `${DOWN}55` };
}

/** Height of the read-out row above the pane; a neighbour lined up with the pane leaves the same room. */
export const READOUT_ROW_PX = 20;

/** Layers over the candles beyond the gamma levels, each drawn by its own series primitive. */
export interface ChartOverlays {
  readonly lines: readonly HorizontalLevel[];
  readonly band: PriceBandOptions['band'];
  readonly trades: readonly TimePriceMarker[];
  readonly blocks: readonly TimePriceMarker[];
}

const NO_OVERLAYS: ChartOverlays = { lines: [], band: null, trades: [], blocks: [] };
const NO_DIVIDER = {
  time: null,
  lastPriorTime: null,
  priorName: '',
  sessionName: '',
  priorLevels: [],
  lineColor: '',
  textColor: '',
  background: '',
} as const;

/** What the chart shows of the two sessions, for screen readers (and tests, which read it as a user). */
function contextText(s: BarSeries, c: SessionContext): string {
  const prior = s.priorBars > 0 ? `${s.priorBars} bars of the prior session (${c.priorName}), a divider, then ` : '';
  const gaps = s.gaps > 0 ? `; ${s.gaps} missing bars drawn as a gap` : '';
  return `Chart: ${prior}${s.sessionBars} bar${s.sessionBars === 1 ? '' : 's'} of ${c.sessionName}${gaps}.`;
}
const VALUE_AREA_FILL = 'rgba(56, 189, 248, 0.08)';
const VALUE_AREA_EDGE = 'rgba(56, 189, 248, 0.55)';

/**
 * The GEX page's series: the prior session's last bars and the session's, holes as empty slots, with the
 * sessions' names for the divider and the prior session's levels drawn dimmed over its bars.
 */
export interface SessionContext {
  readonly series: BarSeries;
  readonly priorName: string;
  readonly sessionName: string;
  readonly priorLevels: readonly ChartLevel[];
}

/** Label order when some must fold: the gamma levels first, then the POC, then dark-pool levels. */
const GAMMA_LABEL_PRIORITY = 1000;
const LAYER_LABEL_PRIORITY: Readonly<Record<string, number>> = { poc: 500 };

interface OverlayPrimitives {
  readonly labels: LevelLabelsPrimitive;
  readonly divider: SessionDividerPrimitive;
  readonly lines: HorizontalLevelsPrimitive;
  readonly band: PriceBandPrimitive;
  readonly trades: TimePriceMarkersPrimitive;
  readonly blocks: TimePriceMarkersPrimitive;
}

export interface PriceChartProps {
  readonly bars: readonly PriceBar[];
  /** The forming bar from the live price (drawn with `update`), or null. */
  readonly forming: PriceBar | null;
  /** Levels switched on; each is a price line in view and an edge marker out of view. */
  readonly levels: readonly ChartLevel[];
  /** The live price the edge markers measure from. */
  readonly livePrice: number | null;
  /** Daily bars: dates on the time axis instead of ET clock times. */
  readonly daily: boolean;
  /** When it changes (ticker, timeframe, session) the view is fitted to the new bars again. */
  readonly fitKey: string;
  readonly height: number;
  readonly theme: string;
  /** Reports the height of the time axis so a neighbour can match the pane. */
  readonly onPaneHeight?: (h: number) => void;
  /** Reports the visible price window after zoom, pan or new bars. */
  readonly onVisibleRange?: (r: PriceRange) => void;
  /** Dark-pool levels, the value area, abnormal trades and blocks (the GEX page's layers). */
  readonly overlays?: ChartOverlays;
  /** The prior session's context and the gaps (GEX page); without it, `bars` are drawn as given. */
  readonly context?: SessionContext | null;
}

function slotsOf(bars: readonly PriceBar[]): SeriesSlot[] {
  return bars.map((bar) => ({ time: bar.time, bar }));
}

export function PriceChartWithLevels(props: PriceChartProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volume = useRef<ISeriesApi<'Histogram'> | null>(null);
  const edges = useRef<LevelEdgePrimitive | null>(null);
  const overlays = useRef<OverlayPrimitives | null>(null);
  const [onMarker, setOnMarker] = useState<string | null>(null);
  const lines = useRef<IPriceLine[]>([]);
  const fitted = useRef<string | null>(null);
  const slots = useMemo(() => props.context?.series.slots ?? slotsOf(props.bars), [props.context, props.bars]);
  const slotsRef = useRef(slots);
  slotsRef.current = slots;
  const [hover, setHover] = useState<PriceBar | null>(null);
  const [atEdge, setAtEdge] = useState<EdgeMarker[]>([]);
  const [labelsShown, setLabelsShown] = useState<{ shown: ShownLabel[]; folded: readonly string[] }>({
    shown: [],
    folded: [],
  });
  const { onPaneHeight, onVisibleRange, daily } = props;
  const rangeListener = useRef(onVisibleRange);
  rangeListener.current = onVisibleRange;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const format = (ms: number): string => (daily ? utcDay.format(ms) : formatEtHourMinute(ms));
    const c = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: cssColor('--app-panel', '#12161d') },
        textColor: cssColor('--app-muted', '#8b95a3'),
        fontSize: 11,
      },
      grid: {
        vertLines: { color: cssColor('--app-line', '#262d38') },
        horzLines: { color: cssColor('--app-line', '#262d38') },
      },
      // Room at the bottom for the volume bars; the candles fill the rest.
      rightPriceScale: { scaleMargins: { top: 0.06, bottom: 0.2 }, borderVisible: false },
      timeScale: {
        // The level labels' column, right of the newest candle.
        rightOffsetPixels: labelColumnPx(el.clientWidth) + 6,
        timeVisible: !daily,
        secondsVisible: false,
        borderVisible: false,
        tickMarkFormatter: (t: number) => format(t * 1000),
      },
      localization: {
        timeFormatter: (t: number) => (daily ? format(t * 1000) : `${format(t * 1000)} ET`),
        priceFormatter: (p: number) => p.toFixed(2),
      },
      crosshair: { mode: 0 },
    });
    const s = c.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderVisible: false,
      wickUpColor: UP,
      wickDownColor: DOWN,
    });
    const v = c.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    c.priceScale('volume').applyOptions({ scaleMargins: { top: 0.84, bottom: 0 } });
    const primitive = new LevelEdgePrimitive((r) => rangeListener.current?.(r), setAtEdge);
    primitive.background = cssColor('--app-panel', '#12161d');
    s.attachPrimitive(primitive);
    const layers: OverlayPrimitives = {
      band: new PriceBandPrimitive({ band: null, fill: VALUE_AREA_FILL, edge: VALUE_AREA_EDGE }),
      divider: new SessionDividerPrimitive(NO_DIVIDER),
      lines: new HorizontalLevelsPrimitive({ levels: [] }),
      blocks: new TimePriceMarkersPrimitive({ markers: [], shape: 'square' }),
      trades: new TimePriceMarkersPrimitive({ markers: [], shape: 'circle' }),
      labels: new LevelLabelsPrimitive(
        (shown, folded) => setLabelsShown({ shown, folded }),
        (h) => primitive.reserved(h),
      ),
    };
    for (const l of Object.values(layers)) s.attachPrimitive(l);
    const onMove = (p: MouseEventParams<Time>): void => {
      const marker = p.point
        ? (layers.trades.hit(p.point.x, p.point.y) ?? layers.blocks.hit(p.point.x, p.point.y))
        : null;
      setOnMarker(marker?.text ?? null);
      const bar = p.seriesData.get(s) as CandlestickData<Time> | undefined;
      if (!bar || p.time === undefined) return setHover(null);
      const vol = p.seriesData.get(v) as HistogramData<Time> | undefined;
      setHover({
        time: Number(p.time),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: vol?.value ?? null,
      });
    };
    c.subscribeCrosshairMove(onMove);
    // A pane resized across the phone width gets the column width that fits it.
    const onSize = (width: number): void => c.timeScale().applyOptions({ rightOffsetPixels: labelColumnPx(width) + 6 });
    c.timeScale().subscribeSizeChange(onSize);
    chart.current = c;
    series.current = s;
    volume.current = v;
    edges.current = primitive;
    overlays.current = layers;
    fitted.current = null;
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.timeScale().unsubscribeSizeChange(onSize);
      lines.current = [];
      series.current = null;
      volume.current = null;
      edges.current = null;
      overlays.current = null;
      chart.current = null;
      c.remove();
    };
    // Theme changes rebuild the chart so that its colours follow the CSS tokens.
  }, [props.theme, daily]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    s.setData(slots.map(slotData));
    volume.current?.setData(slots.flatMap((x) => (x.bar ? [volumeBar(x.bar)] : [])).filter((b) => b !== null));
    // Fit once per view; a refresh keeps the trader's zoom and pan.
    if (slots.length > 0 && fitted.current !== props.fitKey) {
      fitted.current = props.fitKey;
      chart.current?.timeScale().fitContent();
      chart.current?.priceScale('right').applyOptions({ autoScale: true });
    }
  }, [slots, props.fitKey, props.theme, daily]);

  useEffect(() => {
    const f = props.forming;
    const last = slotsRef.current.at(-1);
    if (!f || !series.current || (last && f.time < last.time)) return;
    series.current.update(candle(f));
    const vb = volumeBar(f);
    if (vb) volume.current?.update(vb);
  }, [props.forming, slots, props.theme, daily]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    for (const l of lines.current) s.removePriceLine(l);
    lines.current = props.levels.map((l) =>
      s.createPriceLine({
        price: l.price,
        color: l.color,
        lineWidth: 2,
        lineStyle:
          l.key === 'max_pain'
            ? LineStyle.Dotted
            : l.key.includes('flip') || l.key.includes('local')
              ? LineStyle.Dashed
              : LineStyle.Solid,
        axisLabelVisible: true,
        // The label is drawn in the labels' column, where it cannot cover another.
        title: '',
      }),
    );
  }, [props.levels, props.theme, daily]);

  const shownOverlays = props.overlays ?? NO_OVERLAYS;
  // Out of view, the layers' lines are edge markers beside the gamma levels.
  useEffect(() => {
    const layerLevels = shownOverlays.lines.map((l): ChartLevel => ({
      key: l.key,
      price: l.price,
      color: l.color,
      ...l.edge,
    }));
    edges.current?.setLevels([...props.levels, ...layerLevels], props.livePrice);
  }, [props.levels, shownOverlays.lines, props.livePrice, props.theme, daily]);
  useEffect(() => {
    const o = overlays.current;
    if (!o) return;
    o.band.setOptions({ band: shownOverlays.band, fill: VALUE_AREA_FILL, edge: VALUE_AREA_EDGE });
    o.lines.setOptions({ levels: shownOverlays.lines });
    o.trades.setOptions({ markers: shownOverlays.trades, shape: 'circle' });
    o.blocks.setOptions({ markers: shownOverlays.blocks, shape: 'square' });
  }, [shownOverlays, props.theme, daily]);

  useEffect(() => {
    const labels: LevelLabel[] = [
      ...props.levels.map((l) => ({
        id: l.key,
        price: l.price,
        text: l.label,
        color: l.color,
        priority: GAMMA_LABEL_PRIORITY,
      })),
      // Dark-pool levels keep their order of importance (the answer's, heaviest first).
      ...shownOverlays.lines.map((l, i) => ({
        id: l.key,
        price: l.price,
        text: l.label,
        color: l.color,
        priority: LAYER_LABEL_PRIORITY[l.key] ?? 100 - i,
        ...(l.edge.group ? { group: l.edge.group } : {}),
      })),
    ];
    overlays.current?.labels.setOptions({ labels, background: cssColor('--app-panel', '#12161d') });
  }, [props.levels, shownOverlays.lines, props.theme, daily]);

  const context = props.context ?? null;
  useEffect(() => {
    const d = overlays.current?.divider;
    if (!d) return;
    if (!context || context.series.dividerTime === null) return d.setOptions(NO_DIVIDER);
    d.setOptions({
      time: context.series.dividerTime,
      lastPriorTime: context.series.slots.findLast((x) => x.time < context.series.dividerTime!)?.time ?? null,
      priorName: context.priorName,
      sessionName: context.sessionName,
      priorLevels: context.priorLevels.map((l): PriorLevel => ({
        id: l.key,
        price: l.price,
        text: `prior ${l.label} ${l.price.toFixed(2)}`,
        color: l.color,
      })),
      lineColor: cssColor('--app-muted', '#8b95a3'),
      textColor: cssColor('--app-muted', '#8b95a3'),
      background: cssColor('--app-panel', '#12161d'),
    });
  }, [context, props.theme, daily]);

  useEffect(() => {
    if (!onPaneHeight || !chart.current) return;
    onPaneHeight(props.height - chart.current.timeScale().height());
  }, [onPaneHeight, props.height, props.theme, props.bars]);

  const shown = hover ?? props.forming ?? props.bars.at(-1) ?? null;
  const built = context?.series ?? null;
  return (
    <div className="w-full">
      <div style={{ height: READOUT_ROW_PX }} className="overflow-hidden">
        <PriceReadout bar={shown} daily={daily} hovering={hover !== null} />
      </div>
      <div className="relative">
        <div
          ref={box}
          style={{ height: props.height }}
          className="w-full"
          data-testid="price-chart"
          data-prior-bars={built?.priorBars ?? 0}
          data-session-bars={built?.sessionBars ?? props.bars.length}
          data-gaps={built?.gaps ?? 0}
          data-divider={built?.dividerTime != null ? 'shown' : 'none'}
        />
        {onMarker ? (
          <div
            data-testid="marker-readout"
            className="pointer-events-none absolute right-16 top-1 z-10 rounded border border-line bg-raised px-2 py-0.5 font-mono text-[11px]"
          >
            {onMarker}
          </div>
        ) : null}
      </div>
      {built && context ? (
        <p className="sr-only" data-testid="chart-context">
          {contextText(built, context)}
        </p>
      ) : null}
      <ul aria-label="Level labels on the chart" className="sr-only">
        {labelsShown.shown.map((l) => (
          <li
            key={l.id}
            data-testid="level-label"
            data-label={l.id}
            data-top={l.top}
            data-height={l.height}
            data-anchor={l.anchorY}
          >
            {l.text}
          </li>
        ))}
      </ul>
      <ul aria-label="Levels outside the chart" className="sr-only">
        {atEdge.map((m) => (
          <li key={m.key} data-testid="edge-marker" data-level={m.key} data-edge={m.edge}>
            {edgeMarkerText(m)}
          </li>
        ))}
      </ul>
    </div>
  );
}
