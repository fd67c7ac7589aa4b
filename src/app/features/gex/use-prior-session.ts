/**
 * The prior session's context for an intraday chart: its minute bars (the GEX profile's OHLC of that
 * session) and its key levels (its with-flow answer), both immutable once the session closed, so the
 * BFF stores them for good and they cost one request each per ticker and session, ever. At the open
 * the chart then shows where the price came from instead of two bars stretched across the pane.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { previousTradingDay, sessionHours } from '../../../api/calendar';
import type { DteFilter } from '../../../api/dte-filter';
import type { SessionBars } from '../../charts/bar-series';
import type { ChartLevel } from '../../charts/edge-markers';
import { aggregateBars } from '../../charts/price-bars';
import { CHART_LEVEL_LABELS, chartLevels, type ChartLevelKey } from '../../data/chart-levels';
import { levelsOf, withFlowBlock } from '../../data/key-levels';
import { readProfileOhlc } from '../../data/price-source';
import { gexPriceBars, gexWithFlow } from './queries';

export interface PriorSession {
  readonly session: string;
  /** Its bars at the chart's step, within its hours. */
  readonly bars: SessionBars;
  /** Its key levels of the basis the page shows; empty when it published none. */
  readonly levels: readonly ChartLevel[];
}

/** The session's hours in Unix seconds, as the bar series takes them. */
export function sessionSeconds(session: string): { openSec: number; closeSec: number } {
  const h = sessionHours(session);
  return { openSec: h.openMs / 1000, closeSec: h.closeMs / 1000 };
}

/** "Fri 11-13": a session named short enough for the chart's divider. */
export function shortSessionName(session: string): string {
  const day = new Date(`${session}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${day} ${session.slice(5)}`;
}

export function usePriorSession(args: {
  readonly ticker: string;
  readonly session: string;
  readonly current: string;
  readonly dte: DteFilter;
  readonly basis: 'flow' | 'structural';
  /** Minutes per bar of the chart; null (daily) asks nothing. */
  readonly stepMinutes: number | null;
}): PriorSession | null {
  const { ticker, session, current, dte, basis, stepMinutes } = args;
  const prior = previousTradingDay(session);
  const opts = { currentSession: current, poll: false } as const;
  const enabled = stepMinutes !== null;
  const bars = useQuery({ ...gexPriceBars({ session: prior, ticker }, opts), enabled });
  const withFlow = useQuery({ ...gexWithFlow({ session: prior, ticker, dte_filter: dte }, opts), enabled });

  return useMemo(() => {
    if (stepMinutes === null || !bars.data) return null;
    const ohlc = readProfileOhlc(bars.data);
    if (!ohlc.bars || ohlc.bars.length === 0) return null;
    const block = basis === 'flow' ? 'key_levels' : 'key_levels_structural';
    const levels =
      levelsOf(withFlowBlock(withFlow.data, block)) ?? levelsOf(withFlowBlock(withFlow.data, 'key_levels'));
    return {
      session: prior,
      bars: { bars: aggregateBars(ohlc.bars, Math.max(stepMinutes, ohlc.minutes)), ...sessionSeconds(prior) },
      // Named short (no expiry): the prior session's side of the chart is narrow at the open.
      levels: chartLevels(levels, null).map((l) => ({ ...l, label: CHART_LEVEL_LABELS[l.key as ChartLevelKey] })),
    };
  }, [stepMinutes, bars.data, withFlow.data, basis, prior]);
}
