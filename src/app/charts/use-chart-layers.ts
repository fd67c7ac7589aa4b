/**
 * What the price chart draws over its candles, kept in step with the props: the gamma levels as price
 * lines (edge markers when out of view), the GEX page's layers (dark-pool levels, value area, trades,
 * blocks), every level's label in the right-hand column, the session divider with the prior session's
 * levels over its bars, and, on the trader's toggle, the prior session's levels faint across the pane.
 */
import { LineStyle, type IPriceLine } from 'lightweight-charts';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { BarSeries } from './bar-series';
import type { ChartLevel } from './edge-markers';
import { NO_DIVIDER, VALUE_AREA_EDGE, VALUE_AREA_FILL, type BuiltChart } from './price-chart-setup';
import type { HorizontalLevel } from './primitives/horizontal-levels-primitive';
import type { LevelLabel } from './primitives/level-labels-primitive';
import type { PriceBandOptions } from './primitives/price-band-primitive';
import type { PriorLevel } from './primitives/session-divider-primitive';
import type { TimePriceMarker } from './primitives/time-price-markers-primitive';
import { cssColor } from './use-size';

/** Layers over the candles beyond the gamma levels, each drawn by its own series primitive. */
export interface ChartOverlays {
  readonly lines: readonly HorizontalLevel[];
  readonly band: PriceBandOptions['band'];
  readonly trades: readonly TimePriceMarker[];
  readonly blocks: readonly TimePriceMarker[];
}

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

const NO_OVERLAYS: ChartOverlays = { lines: [], band: null, trades: [], blocks: [] };

/** Label order when some must fold: the gamma levels first, then the POC, dark-pool levels, prior levels. */
const GAMMA_LABEL_PRIORITY = 1000;
const LAYER_LABEL_PRIORITY: Readonly<Record<string, number>> = { poc: 500 };
const PRIOR_LABEL_PRIORITY = 10;
/** The prior session's levels are context, not today's: fainter than any live line, finely dashed. */
const PRIOR_ALPHA = '73';
const PRIOR_DASH = [2, 4] as const;

/** A `#rrggbb` colour at the prior levels' opacity (other forms are left as they are). */
export function faded(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${PRIOR_ALPHA}` : color;
}

/** The prior session's levels as faint lines across the pane, each named "prior …" in the label column. */
export function priorLines(levels: readonly ChartLevel[]): HorizontalLevel[] {
  return levels.map((l) => ({
    key: `prior:${l.key}`,
    price: l.price,
    color: faded(l.color),
    label: `prior ${l.label}`,
    dash: PRIOR_DASH,
    edge: { label: `prior ${l.label}`, group: 'prior levels' },
  }));
}

export interface ChartLayerProps {
  readonly levels: readonly ChartLevel[];
  readonly livePrice: number | null;
  readonly overlays?: ChartOverlays;
  readonly context?: SessionContext | null;
  /** The prior session's levels across the whole pane (else only over its bars, at the open). */
  readonly priorLevelsShown?: boolean;
}

/** `rebuilt` changes whenever the chart is built anew (theme, timeframe kind): every layer is set again. */
export function useChartLayers(built: RefObject<BuiltChart | null>, props: ChartLayerProps, rebuilt: string): void {
  // The price lines and the series they are on (a rebuilt chart has none of the old ones).
  const lines = useRef<{ on: unknown; lines: IPriceLine[] }>({ on: null, lines: [] });
  const shownOverlays = props.overlays ?? NO_OVERLAYS;
  const context = props.context ?? null;
  const prior = props.priorLevelsShown && context ? context.priorLevels : null;

  useEffect(() => {
    const s = built.current?.series;
    if (!s) return;
    if (lines.current.on === s) for (const l of lines.current.lines) s.removePriceLine(l);
    const created = props.levels.map((l) =>
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
    lines.current = { on: s, lines: created };
  }, [built, props.levels, rebuilt]);

  // Out of view, the layers' lines are edge markers beside the gamma levels (the prior levels are not:
  // they are context, named only where they are in view).
  useEffect(() => {
    const layerLevels = shownOverlays.lines.map((l): ChartLevel => ({
      key: l.key,
      price: l.price,
      color: l.color,
      ...l.edge,
    }));
    built.current?.edges.setLevels([...props.levels, ...layerLevels], props.livePrice);
  }, [built, props.levels, shownOverlays.lines, props.livePrice, rebuilt]);

  const priorShown = useMemo(() => (prior ? priorLines(prior) : []), [prior]);
  useEffect(() => {
    const o = built.current?.overlays;
    if (!o) return;
    o.band.setOptions({ band: shownOverlays.band, fill: VALUE_AREA_FILL, edge: VALUE_AREA_EDGE });
    o.lines.setOptions({ levels: shownOverlays.lines });
    o.prior.setOptions({ levels: priorShown });
    o.trades.setOptions({ markers: shownOverlays.trades, shape: 'circle' });
    o.blocks.setOptions({ markers: shownOverlays.blocks, shape: 'square' });
  }, [built, shownOverlays, priorShown, rebuilt]);

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
      ...priorShown.map((l) => ({
        id: l.key,
        price: l.price,
        text: l.label,
        color: l.color,
        priority: PRIOR_LABEL_PRIORITY,
        group: 'prior levels',
      })),
    ];
    built.current?.overlays.labels.setOptions({ labels, background: cssColor('--app-panel', '#12161d') });
  }, [built, props.levels, shownOverlays.lines, priorShown, rebuilt]);

  useEffect(() => {
    const d = built.current?.overlays.divider;
    if (!d) return;
    if (!context || context.series.dividerTime === null) return d.setOptions(NO_DIVIDER);
    const dividerTime = context.series.dividerTime;
    d.setOptions({
      time: dividerTime,
      lastPriorTime: context.series.slots.findLast((x) => x.time < dividerTime)?.time ?? null,
      priorName: context.priorName,
      sessionName: context.sessionName,
      // Drawn across the pane and named in the label column instead when the trader shows them.
      priorLevels: (prior ? [] : context.priorLevels).map((l): PriorLevel => ({
        id: l.key,
        price: l.price,
        text: `prior ${l.label} ${l.price.toFixed(2)}`,
        color: l.color,
      })),
      lineColor: cssColor('--app-muted', '#8b95a3'),
      textColor: cssColor('--app-muted', '#8b95a3'),
      background: cssColor('--app-panel', '#12161d'),
    });
  }, [built, context, prior, rebuilt]);
}
