/**
 * Candles with volume and the key levels. The price scale fits the candles in view (zoom and pan are the
 * library's defaults), a level inside the window is a labelled price line, one outside it an edge
 * marker with its distance from the live price. The forming bar follows the live price with
 * `series.update`; the fetched bars are set only when a fetch brings new ones.
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
} from 'lightweight-charts';
import { useEffect, useRef, useState, type ReactElement } from 'react';
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

// Daily bars are stamped at the session date's UTC midnight: read them back in UTC.
const utcDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const UP = '#22c55e';
const DOWN = '#ef4444';

function candle(b: PriceBar): CandlestickData<Time> {
  return { time: b.time as UTCTimestamp, open: b.open, high: b.high, low: b.low, close: b.close };
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
const VALUE_AREA_FILL = 'rgba(56, 189, 248, 0.08)';
const VALUE_AREA_EDGE = 'rgba(56, 189, 248, 0.55)';

interface OverlayPrimitives {
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
  const barsRef = useRef(props.bars);
  barsRef.current = props.bars;
  const [hover, setHover] = useState<PriceBar | null>(null);
  const [atEdge, setAtEdge] = useState<EdgeMarker[]>([]);
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
    s.attachPrimitive(primitive);
    const layers: OverlayPrimitives = {
      band: new PriceBandPrimitive({ band: null, fill: VALUE_AREA_FILL, edge: VALUE_AREA_EDGE }),
      lines: new HorizontalLevelsPrimitive({ levels: [] }),
      blocks: new TimePriceMarkersPrimitive({ markers: [], shape: 'square' }),
      trades: new TimePriceMarkersPrimitive({ markers: [], shape: 'circle' }),
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
    chart.current = c;
    series.current = s;
    volume.current = v;
    edges.current = primitive;
    overlays.current = layers;
    fitted.current = null;
    return () => {
      c.unsubscribeCrosshairMove(onMove);
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
    s.setData(props.bars.map(candle));
    volume.current?.setData(props.bars.map(volumeBar).filter((b) => b !== null));
    // Fit once per view; a refresh keeps the trader's zoom and pan.
    if (props.bars.length > 0 && fitted.current !== props.fitKey) {
      fitted.current = props.fitKey;
      chart.current?.timeScale().fitContent();
      chart.current?.priceScale('right').applyOptions({ autoScale: true });
    }
  }, [props.bars, props.fitKey, props.theme, daily]);

  useEffect(() => {
    const f = props.forming;
    const last = barsRef.current.at(-1);
    if (!f || !series.current || (last && f.time < last.time)) return;
    series.current.update(candle(f));
    const vb = volumeBar(f);
    if (vb) volume.current?.update(vb);
  }, [props.forming, props.bars, props.theme, daily]);

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
        title: l.label,
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
    if (!onPaneHeight || !chart.current) return;
    onPaneHeight(props.height - chart.current.timeScale().height());
  }, [onPaneHeight, props.height, props.theme, props.bars]);

  const shown = hover ?? props.forming ?? props.bars.at(-1) ?? null;
  return (
    <div className="w-full">
      <div style={{ height: READOUT_ROW_PX }} className="overflow-hidden">
        <PriceReadout bar={shown} daily={daily} hovering={hover !== null} />
      </div>
      <div className="relative">
        <div ref={box} style={{ height: props.height }} className="w-full" data-testid="price-chart" />
        {onMarker ? (
          <div
            data-testid="marker-readout"
            className="pointer-events-none absolute right-16 top-1 z-10 rounded border border-line bg-raised px-2 py-0.5 font-mono text-[11px]"
          >
            {onMarker}
          </div>
        ) : null}
      </div>
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
