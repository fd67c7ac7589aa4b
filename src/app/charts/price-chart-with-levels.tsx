/**
 * Intraday candles with the key levels as labelled price lines (one accent per level, ui/level-colors).
 * The price window is fixed to the shared range so the GEX profile beside it lines up by price.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, type ReactElement } from 'react';
import type { Candle, Levels } from '../data/readers';
import { LEVEL_COLORS, LEVEL_LABELS, type LevelName } from '../ui/level-colors';
import type { PriceRange } from './price-range';

const etFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const PRICE_LEVELS: readonly Exclude<LevelName, 'spot'>[] = ['gamma_flip', 'call_wall', 'put_wall', 'max_pain'];

export function levelTitle(name: LevelName, levels: Levels): string {
  return name === 'max_pain' && levels.max_pain_expiry
    ? `${LEVEL_LABELS[name]} ${levels.max_pain_expiry}`
    : LEVEL_LABELS[name];
}

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

export function PriceChartWithLevels(props: {
  candles: readonly Candle[];
  levels: Levels | null;
  range: PriceRange | null;
  height: number;
  theme: string;
  /** Reports the height of the time axis so a neighbour can match the pane. */
  onPaneHeight?: (h: number) => void;
}): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lines = useRef<IPriceLine[]>([]);
  const rangeRef = useRef<PriceRange | null>(props.range);
  rangeRef.current = props.range;
  const { onPaneHeight } = props;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: cssVar('--app-panel', '#12161d') },
        textColor: cssVar('--app-muted', '#8b95a3'),
        fontSize: 11,
      },
      grid: {
        vertLines: { color: cssVar('--app-line', '#262d38') },
        horzLines: { color: cssVar('--app-line', '#262d38') },
      },
      rightPriceScale: { scaleMargins: { top: 0, bottom: 0 }, borderVisible: false },
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        borderVisible: false,
        tickMarkFormatter: (t: number) => etFormat.format(new Date(t * 1000)),
      },
      localization: {
        timeFormatter: (t: number) => `${etFormat.format(new Date(t * 1000))} ET`,
        priceFormatter: (p: number) => p.toFixed(2),
      },
      crosshair: { mode: 0 },
    });
    const s = c.addSeries(CandlestickSeries, {
      upColor: '#22c55e',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#22c55e',
      wickDownColor: '#ef4444',
      // Fixed window shared with the profile (a missing range falls back to the data's own).
      autoscaleInfoProvider: (base: () => { priceRange: { minValue: number; maxValue: number } } | null) => {
        const r = rangeRef.current;
        return r ? { priceRange: { minValue: r.lo, maxValue: r.hi } } : base();
      },
    });
    chart.current = c;
    series.current = s;
    return () => {
      lines.current = [];
      series.current = null;
      chart.current = null;
      c.remove();
    };
    // Theme changes rebuild the chart so that its colours follow the CSS tokens.
  }, [props.theme]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    s.setData(props.candles.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
    chart.current?.timeScale().fitContent();
  }, [props.candles, props.theme]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    for (const l of lines.current) s.removePriceLine(l);
    lines.current = [];
    if (props.levels) {
      for (const name of PRICE_LEVELS) {
        const price = props.levels[name];
        if (price === null) continue;
        lines.current.push(
          s.createPriceLine({
            price,
            color: LEVEL_COLORS[name],
            lineWidth: 2,
            lineStyle:
              name === 'max_pain' ? LineStyle.Dotted : name === 'gamma_flip' ? LineStyle.Dashed : LineStyle.Solid,
            axisLabelVisible: true,
            title: levelTitle(name, props.levels),
          }),
        );
      }
    }
    chart.current?.priceScale('right').applyOptions({ autoScale: true });
  }, [props.levels, props.range, props.theme]);

  useEffect(() => {
    if (!onPaneHeight || !chart.current) return;
    onPaneHeight(props.height - chart.current.timeScale().height());
  }, [onPaneHeight, props.height, props.theme, props.candles]);

  return <div ref={box} style={{ height: props.height }} className="w-full" data-testid="price-chart" />;
}
