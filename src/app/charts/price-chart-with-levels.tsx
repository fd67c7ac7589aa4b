/**
 * Candles with volume and the key levels. The price scale fits the candles in view (zoom and pan are the
 * library's defaults), a level inside the window is a price line, one outside it an edge marker with its
 * distance from the live price. Every level's label sits in one column at the right, clear of the
 * candles and of each other (level-labels-primitive.ts). On the GEX page the series opens with the prior
 * session's last bars behind a divider, and a hole in the bars is an empty slot (bar-series.ts). The
 * forming bar follows the live price with `series.update`; the fetched bars are set only when a fetch
 * brings new ones. Built in price-chart-setup.ts; its layers kept in step by use-chart-layers.ts; "Back
 * to live" after a pan or zoom by use-live-edge.ts.
 */
import type { CandlestickData, HistogramData, MouseEventParams, Time } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { BarSeries } from './bar-series';
import { edgeMarkerText, type ChartLevel, type EdgeMarker } from './edge-markers';
import type { PriceBar } from './price-bars';
import {
  buildPriceChart,
  candle,
  liveOffsetPx,
  slotData,
  slotsOf,
  volumeBar,
  type BuiltChart,
} from './price-chart-setup';
import type { PriceRange } from './price-range';
import { PriceReadout } from './price-readout';
import type { ShownLabel } from './primitives/level-labels-primitive';
import { useChartLayers, type ChartOverlays, type SessionContext } from './use-chart-layers';
import { useLiveEdge } from './use-live-edge';

export type { ChartOverlays, SessionContext };

/** Height of the read-out row above the pane; a neighbour lined up with the pane leaves the same room. */
export const READOUT_ROW_PX = 20;

/** What the chart shows of the two sessions, for screen readers (and tests, which read it as a user). */
function contextText(s: BarSeries, c: SessionContext): string {
  const prior = s.priorBars > 0 ? `${s.priorBars} bars of the prior session (${c.priorName}), a divider, then ` : '';
  const gaps = s.gaps > 0 ? `; ${s.gaps} missing bars drawn as a gap` : '';
  return `Chart: ${prior}${s.sessionBars} bar${s.sessionBars === 1 ? '' : 's'} of ${c.sessionName}${gaps}.`;
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
  /** The prior session's levels faint across the whole pane (else only over its bars). */
  readonly priorLevelsShown?: boolean;
}

export function PriceChartWithLevels(props: PriceChartProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const built = useRef<BuiltChart | null>(null);
  const [onMarker, setOnMarker] = useState<string | null>(null);
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
  // Every layer is set again on a chart built anew.
  const rebuilt = `${props.theme}|${daily}`;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const b = buildPriceChart(el, daily, {
      onVisibleRange: (r) => rangeListener.current?.(r),
      onEdgeMarkers: setAtEdge,
      onLabels: (shown, folded) => setLabelsShown({ shown, folded }),
    });
    const { chart: c, series: s, volume: v, overlays: layers } = b;
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
    const onSize = (width: number): void => c.timeScale().applyOptions({ rightOffsetPixels: liveOffsetPx(width) });
    c.timeScale().subscribeSizeChange(onSize);
    built.current = b;
    fitted.current = null;
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.timeScale().unsubscribeSizeChange(onSize);
      built.current = null;
      c.remove();
    };
    // Theme changes rebuild the chart so that its colours follow the CSS tokens.
  }, [props.theme, daily]);

  useEffect(() => {
    const b = built.current;
    if (!b) return;
    b.series.setData(slots.map(slotData));
    b.volume.setData(slots.flatMap((x) => (x.bar ? [volumeBar(x.bar)] : [])).filter((v) => v !== null));
    // Fit once per view; a refresh keeps the trader's zoom and pan.
    if (slots.length > 0 && fitted.current !== props.fitKey) {
      fitted.current = props.fitKey;
      b.chart.timeScale().fitContent();
      b.chart.priceScale('right').applyOptions({ autoScale: true });
    }
  }, [slots, props.fitKey, rebuilt]);

  useEffect(() => {
    const f = props.forming;
    const last = slotsRef.current.at(-1);
    const b = built.current;
    if (!f || !b || (last && f.time < last.time)) return;
    b.series.update(candle(f));
    const vb = volumeBar(f);
    if (vb) b.volume.update(vb);
  }, [props.forming, slots, rebuilt]);

  useChartLayers(built, props, rebuilt);
  const newestTime = Math.max(slots.at(-1)?.time ?? -Infinity, props.forming?.time ?? -Infinity);
  const live = useLiveEdge(built, Number.isFinite(newestTime) ? newestTime : null, rebuilt);

  useEffect(() => {
    const c = built.current?.chart;
    if (!onPaneHeight || !c) return;
    onPaneHeight(props.height - c.timeScale().height());
  }, [onPaneHeight, props.height, rebuilt, props.bars]);

  const shown = hover ?? props.forming ?? props.bars.at(-1) ?? null;
  const context = props.context ?? null;
  const series = context?.series ?? null;
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
          data-prior-bars={series?.priorBars ?? 0}
          data-session-bars={series?.sessionBars ?? props.bars.length}
          data-gaps={series?.gaps ?? 0}
          data-divider={series?.dividerTime != null ? 'shown' : 'none'}
          data-live-edge={live.away ? 'away' : 'following'}
        />
        {onMarker ? (
          <div
            data-testid="marker-readout"
            className="pointer-events-none absolute right-16 top-1 z-10 rounded border border-line bg-raised px-2 py-0.5 font-mono text-[11px]"
          >
            {onMarker}
          </div>
        ) : null}
        {live.away ? (
          // Left of the label column, above the time axis: where the newest bars would be.
          <button
            type="button"
            onClick={live.backToLive}
            className="absolute bottom-9 right-56 z-10 rounded border border-line bg-raised px-2 py-0.5 text-xs text-fg shadow hover:border-accent"
          >
            Back to live ⇥
          </button>
        ) : null}
      </div>
      {series && context ? (
        <p className="sr-only" data-testid="chart-context">
          {contextText(series, context)}
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
