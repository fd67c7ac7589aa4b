/**
 * The price chart's construction: the lightweight-charts instance with its candle and volume series, the
 * overlay primitives attached to the candles, and how bars become series data. The component
 * (price-chart-with-levels.tsx) builds it once per theme and timeframe kind and feeds it.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import type { SeriesSlot } from './bar-series';
import { formatEtHourMinute } from './et-time-ticks';
import type { PriceBar } from './price-bars';
import { HorizontalLevelsPrimitive } from './primitives/horizontal-levels-primitive';
import { LevelEdgePrimitive } from './primitives/level-edge-primitive';
import { labelColumnPx, LevelLabelsPrimitive, type ShownLabel } from './primitives/level-labels-primitive';
import { PriceBandPrimitive } from './primitives/price-band-primitive';
import { SessionDividerPrimitive } from './primitives/session-divider-primitive';
import { TimePriceMarkersPrimitive } from './primitives/time-price-markers-primitive';
import type { PriceRange } from './price-range';
import type { EdgeMarker } from './edge-markers';
import { cssColor } from './use-size';

// Daily bars are stamped at the session date's UTC midnight: read them back in UTC.
const utcDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const UP = '#22c55e';
const DOWN = '#ef4444';
export const VALUE_AREA_FILL = 'rgba(56, 189, 248, 0.08)';
export const VALUE_AREA_EDGE = 'rgba(56, 189, 248, 0.55)';

export const NO_DIVIDER = {
  time: null,
  lastPriorTime: null,
  priorName: '',
  sessionName: '',
  priorLevels: [],
  lineColor: '',
  textColor: '',
  background: '',
} as const;

/** Room right of the newest bar at the live edge: the level labels' column and a gap. */
export function liveOffsetPx(paneWidth: number): number {
  return labelColumnPx(paneWidth) + 6;
}

export function candle(b: PriceBar): CandlestickData<Time> {
  return { time: b.time as UTCTimestamp, open: b.open, high: b.high, low: b.low, close: b.close };
}

export function slotData(s: SeriesSlot): CandlestickData<Time> | WhitespaceData<Time> {
  return s.bar ? candle(s.bar) : { time: s.time as UTCTimestamp };
}

export function volumeBar(b: PriceBar): HistogramData<Time> | null {
  if (b.volume === null) return null;
  return { time: b.time as UTCTimestamp, value: b.volume, color: b.close >= b.open ? `${UP}55` : `${DOWN}55` };
}

export function slotsOf(bars: readonly PriceBar[]): SeriesSlot[] {
  return bars.map((bar) => ({ time: bar.time, bar }));
}

/** The series primitives over the candles, one per layer. */
export interface OverlayPrimitives {
  readonly labels: LevelLabelsPrimitive;
  readonly divider: SessionDividerPrimitive;
  readonly lines: HorizontalLevelsPrimitive;
  /** The prior session's key levels across the pane, faint (the trader's toggle). */
  readonly prior: HorizontalLevelsPrimitive;
  readonly band: PriceBandPrimitive;
  readonly trades: TimePriceMarkersPrimitive;
  readonly blocks: TimePriceMarkersPrimitive;
}

export interface BuiltChart {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<'Candlestick'>;
  readonly volume: ISeriesApi<'Histogram'>;
  readonly edges: LevelEdgePrimitive;
  readonly overlays: OverlayPrimitives;
}

export interface ChartListeners {
  readonly onVisibleRange: (r: PriceRange) => void;
  readonly onEdgeMarkers: (m: EdgeMarker[]) => void;
  readonly onLabels: (shown: ShownLabel[], folded: readonly string[]) => void;
}

/** The chart in `el`, with its series and primitives; the caller subscribes to its events and removes it. */
export function buildPriceChart(el: HTMLElement, daily: boolean, on: ChartListeners): BuiltChart {
  const format = (ms: number): string => (daily ? utcDay.format(ms) : formatEtHourMinute(ms));
  const chart = createChart(el, {
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
      rightOffsetPixels: liveOffsetPx(el.clientWidth),
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
  const series = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    borderVisible: false,
    wickUpColor: UP,
    wickDownColor: DOWN,
  });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.84, bottom: 0 } });
  const edges = new LevelEdgePrimitive(on.onVisibleRange, on.onEdgeMarkers);
  edges.background = cssColor('--app-panel', '#12161d');
  series.attachPrimitive(edges);
  const overlays: OverlayPrimitives = {
    band: new PriceBandPrimitive({ band: null, fill: VALUE_AREA_FILL, edge: VALUE_AREA_EDGE }),
    divider: new SessionDividerPrimitive(NO_DIVIDER),
    prior: new HorizontalLevelsPrimitive({ levels: [] }),
    lines: new HorizontalLevelsPrimitive({ levels: [] }),
    blocks: new TimePriceMarkersPrimitive({ markers: [], shape: 'square' }),
    trades: new TimePriceMarkersPrimitive({ markers: [], shape: 'circle' }),
    labels: new LevelLabelsPrimitive(on.onLabels, (h) => edges.reserved(h)),
  };
  for (const l of Object.values(overlays)) series.attachPrimitive(l);
  return { chart, series, volume, edges, overlays };
}
