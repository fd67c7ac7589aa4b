/**
 * The forming bar of the chart from the live price (quotes or the stream), so the newest candle moves
 * with every trade while the bars themselves are fetched at the profile's own cadence.
 */
import { useMemo, useRef } from 'react';
import { sessionHours, toEastern } from '../../../api/calendar';
import { bucketStart, formingBar, formingBase, type LiveTick, type PriceBar } from '../../charts/price-bars';
import type { Timeframe } from './gex-url';

const TIMEFRAME_MINUTES: Readonly<Record<Exclude<Timeframe, '1d'>, number>> = { '1m': 1, '5m': 5, '15m': 15 };

/** Minutes per bar of an intraday timeframe; null for daily bars. */
export function timeframeMinutes(tf: Timeframe): number | null {
  return tf === '1d' ? null : TIMEFRAME_MINUTES[tf];
}

/** The bar (Unix seconds of its open) a tick at `atMs` belongs to; daily bars are stamped at the ET date's UTC midnight. */
export function bucketFor(tf: Timeframe): (atMs: number) => number {
  const minutes = timeframeMinutes(tf);
  if (minutes === null) return (atMs) => Date.parse(`${toEastern(atMs).day}T00:00:00Z`) / 1000;
  return (atMs) => bucketStart(Math.floor(atMs / 1000), minutes);
}

/**
 * `viewKey` names what is drawn (ticker, session, timeframe): ticks drawn on another view never carry
 * over. `live` is false on a past session, which has no forming bar.
 */
export function useFormingBar(
  bars: readonly PriceBar[],
  tick: LiveTick | null,
  timeframe: Timeframe,
  session: string,
  viewKey: string,
  live: boolean,
): PriceBar | null {
  const formed = useRef<{ viewKey: string; bar: PriceBar | null }>({ viewKey, bar: null });
  return useMemo(() => {
    if (!live || !tick) return null;
    const previous = formed.current.viewKey === viewKey ? formed.current.bar : null;
    const base = formingBase(bars.at(-1) ?? null, previous);
    const bar = formingBar(base, tick, bucketFor(timeframe), sessionHours(session));
    formed.current = { viewKey, bar: bar ?? previous };
    return bar;
  }, [bars, tick, timeframe, session, viewKey, live]);
}
