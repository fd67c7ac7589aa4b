/**
 * The GEX chart's layers beyond the gamma levels, from the answers that publish them: dark-pool print
 * levels (`/v1/darkpool/print-levels`), the session's time-profile POC, value area and largest blocks
 * (`/v1/darkpool/time-profile`), and abnormal trades (`/v1/abnormal-trades`). A layer is asked for only
 * while it is on. Each becomes what the chart draws (chart overlays) and the levels the confluence
 * read-out compares.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChartLevel } from '../../charts/edge-markers';
import type { ChartOverlays } from '../../charts/price-chart-with-levels';
import type { PriceBar } from '../../charts/price-bars';
import type { HorizontalLevel } from '../../charts/primitives/horizontal-levels-primitive';
import type { TimePriceMarker } from '../../charts/primitives/time-price-markers-primitive';
import { abnormalCurrent, abnormalSession } from '../../data/abnormal-queries';
import { abnormalRowsOf, toAbnormalEntry, type AbnormalEntry } from '../../data/abnormal-row';
import { readPrintLevels } from '../../data/darkpool-print-levels';
import { readTimeProfile, type ProfileBlock } from '../../data/darkpool-time-profile';
import { orderLean } from '../../data/order-lean';
import { formatStrike, optionLetter } from '../../ui/contract-text';
import { formatMoney } from '../../ui/format';
import { SIDE_COLORS } from '../../ui/level-colors';
import { formatEtHourMinute } from '../../charts/et-time-ticks';
import type { SourcedLevel } from './confluence';
import type { ChartLayerKey } from './gex-url';
import { printLevelsQuery } from '../../data/darkpool-print-levels';
import { layerTimeProfile } from './queries';

export const LAYER_LABELS: Readonly<Record<ChartLayerKey, string>> = {
  dp_levels: 'Dark-pool levels',
  dp_profile: 'POC & value area',
  abnormal: 'Abnormal trades',
  blocks: 'Largest blocks',
};

export const LAYER_COLORS: Readonly<Record<ChartLayerKey, string>> = {
  dp_levels: '#22d3ee',
  dp_profile: '#e879f9',
  abnormal: SIDE_COLORS.up,
  blocks: '#fbbf24',
};

/** Blocks drawn: the session's largest by premium. */
const BLOCKS_SHOWN = 10;
/** Marker radius in pixels, by premium relative to the largest shown. */
const MIN_RADIUS = 3;
const MAX_RADIUS = 11;

export interface LayerState {
  readonly on: boolean;
  readonly query: UseQueryResult<unknown> | null;
  /** Things of the layer drawn (levels, trades, blocks). */
  readonly count: number;
}

export interface ChartLayers {
  readonly overlays: ChartOverlays;
  /** Every level shown, gamma levels included, for the confluence read-out. */
  readonly levels: readonly SourcedLevel[];
  readonly states: Readonly<Record<ChartLayerKey, LayerState>>;
}

/** The bar a time falls in: the last bar starting at or before it, if the time is within one bar of it. */
export function barOf(bars: readonly PriceBar[], ms: number): PriceBar | null {
  if (bars.length === 0) return null;
  const t = ms / 1000;
  let lo = 0;
  let hi = bars.length - 1;
  if (t < bars[0]!.time) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (bars[mid]!.time <= t) lo = mid;
    else hi = mid - 1;
  }
  const span = bars.length > 1 ? bars[1]!.time - bars[0]!.time : 60;
  return t - bars[lo]!.time <= span ? bars[lo]! : null;
}

const radius = (premium: number | null, largest: number): number =>
  premium === null || largest <= 0
    ? MIN_RADIUS
    : MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.min(1, premium / largest));

/** Abnormal trades of one ticker as markers: at the trade's underlying price, or its bar's close. */
export function tradeMarkers(trades: readonly AbnormalEntry[], bars: readonly PriceBar[]): TimePriceMarker[] {
  // A trade whose premium is not observed is drawn at the smallest size, and sizes no other.
  const largest = Math.max(0, ...trades.flatMap((t) => (t.premium === null ? [] : [t.premium])));
  const out: TimePriceMarker[] = [];
  for (const t of trades) {
    const ms = t.timestamp === null ? NaN : Date.parse(t.timestamp);
    const bar = Number.isNaN(ms) ? null : barOf(bars, ms);
    if (!bar) continue;
    const lean = orderLean(t.optionType, t.side);
    const contract = t.strike !== null && t.optionType ? ` ${formatStrike(t.strike)}${optionLetter(t.optionType)}` : '';
    out.push({
      id: t.eventId,
      barTime: bar.time,
      price: t.spot ?? bar.close,
      radius: radius(t.premium, largest),
      color: lean === 'bullish' ? SIDE_COLORS.up : lean === 'bearish' ? SIDE_COLORS.down : SIDE_COLORS.neutral,
      text: `Abnormal ${t.side}${contract} ${formatMoney(t.premium)} · ${formatEtHourMinute(ms)} ET${lean ? ` · ${lean}` : ''}`,
    });
  }
  return out;
}

/** The session's largest blocks by premium, the ones drawn and compared. */
function largestBlocks(blocks: readonly ProfileBlock[]): ProfileBlock[] {
  return [...blocks].sort((a, b) => (b.premium ?? 0) - (a.premium ?? 0)).slice(0, BLOCKS_SHOWN);
}

/** The session's largest blocks as markers at their print price. */
export function blockMarkers(blocks: readonly ProfileBlock[], bars: readonly PriceBar[]): TimePriceMarker[] {
  const largest = largestBlocks(blocks);
  const top = largest[0]?.premium ?? 0;
  const out: TimePriceMarker[] = [];
  largest.forEach((b, i) => {
    const ms = b.time === null ? NaN : Date.parse(b.time);
    const bar = Number.isNaN(ms) ? null : barOf(bars, ms);
    if (!bar) return;
    out.push({
      id: `block-${i}`,
      barTime: bar.time,
      price: b.price,
      radius: radius(b.premium, top),
      color: LAYER_COLORS.blocks,
      text: `Block ${b.size?.toLocaleString('en-US') ?? '—'} sh @ ${b.price.toFixed(2)} ${formatMoney(b.premium)} · ${formatEtHourMinute(ms)} ET`,
    });
  });
  return out;
}

export function useChartLayers(args: {
  readonly ticker: string;
  readonly session: string;
  readonly current: boolean;
  readonly on: readonly ChartLayerKey[];
  readonly bars: readonly PriceBar[];
  readonly gamma: readonly ChartLevel[];
}): ChartLayers {
  const { ticker, session, current, on, bars, gamma } = args;
  const isOn = (k: ChartLayerKey): boolean => on.includes(k);
  // The URL gives a new array each render: the layers' content is the memo's key.
  const onKey = on.join(',');
  const printLevels = useQuery({ ...printLevelsQuery(ticker), enabled: isOn('dp_levels') });
  const profile = useQuery({
    ...layerTimeProfile(ticker, current ? null : session),
    enabled: isOn('dp_profile') || isOn('blocks'),
  });
  const abnormal = useQuery({
    ...(current ? abnormalCurrent() : abnormalSession(session)),
    enabled: isOn('abnormal'),
  });

  const dpLevels = useMemo(() => (printLevels.data ? readPrintLevels(printLevels.data) : []), [printLevels.data]);
  const timeProfile = useMemo(() => (profile.data ? readTimeProfile(profile.data) : null), [profile.data]);
  const trades = useMemo(
    () =>
      abnormal.data
        ? abnormalRowsOf(abnormal.data)
            .map(toAbnormalEntry)
            .filter((t) => t.ticker.toUpperCase() === ticker)
        : [],
    [abnormal.data, ticker],
  );

  return useMemo(() => {
    const lines: HorizontalLevel[] = [];
    const levels: SourcedLevel[] = gamma.map((g) => ({ source: 'gamma', key: g.key, label: g.label, price: g.price }));
    if (isOn('dp_levels')) {
      for (const l of dpLevels) {
        lines.push({
          key: `dp:${l.price}`,
          price: l.price,
          color: LAYER_COLORS.dp_levels,
          label: `DP ${l.price.toFixed(2)}${l.premium !== null ? ` ${formatMoney(l.premium)}` : ''}`,
          dash: [4, 3],
          edge: { label: 'DP level', group: 'dark-pool levels' },
        });
        levels.push({ source: 'dp_levels', key: 'dp_level', label: 'DP level', price: l.price });
      }
    }
    const profileOn = isOn('dp_profile') && timeProfile !== null;
    if (profileOn && timeProfile.poc !== null) {
      lines.push({
        key: 'poc',
        price: timeProfile.poc,
        color: LAYER_COLORS.dp_profile,
        label: 'POC',
        width: 2,
        edge: { label: 'POC' },
      });
      levels.push({ source: 'dp_profile', key: 'poc', label: 'POC', price: timeProfile.poc });
    }
    if (profileOn && timeProfile.vah !== null)
      levels.push({ source: 'dp_profile', key: 'vah', label: 'VA high', price: timeProfile.vah });
    if (profileOn && timeProfile.val !== null)
      levels.push({ source: 'dp_profile', key: 'val', label: 'VA low', price: timeProfile.val });
    const band =
      profileOn && timeProfile.val !== null && timeProfile.vah !== null
        ? { lo: timeProfile.val, hi: timeProfile.vah }
        : null;
    const blocks = isOn('blocks') && timeProfile ? blockMarkers(timeProfile.blocks, bars) : [];
    if (isOn('blocks') && timeProfile)
      for (const b of largestBlocks(timeProfile.blocks))
        levels.push({ source: 'blocks', key: 'block', label: 'Block', price: b.price });
    const tradeMarks = isOn('abnormal') ? tradeMarkers(trades, bars) : [];
    const state = (k: ChartLayerKey, query: UseQueryResult<unknown>, count: number): LayerState => ({
      on: isOn(k),
      query: isOn(k) ? query : null,
      count,
    });
    return {
      overlays: { lines, band, trades: tradeMarks, blocks },
      levels,
      states: {
        dp_levels: state('dp_levels', printLevels, dpLevels.length),
        dp_profile: state('dp_profile', profile, timeProfile && timeProfile.poc !== null ? 1 : 0),
        abnormal: state('abnormal', abnormal, tradeMarks.length),
        blocks: state('blocks', profile, blocks.length),
      },
    };
    // The queries are read for their state; their data is in the memoised readings above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onKey, dpLevels, timeProfile, trades, bars, gamma, printLevels.status, profile.status, abnormal.status]);
}
