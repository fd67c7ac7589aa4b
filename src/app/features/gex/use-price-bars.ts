/**
 * The chart's bars from published doors only: intraday from the GEX profile's OHLC minute bars
 * (`include_ohlc=true`), rolled up client-side to 5 or 15 minutes, and daily from the dark pool's daily
 * candles. Only when a service answers the profile's OHLC without bars does the chart fall back to the
 * `stock_candles` door (`quotes.candles`), and says so. Bars are refetched once per bar of the chosen
 * timeframe (a 5-minute bar changes once in 5 minutes), never faster than the live class allows: the
 * forming bar follows the live price in between.
 */
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CACHE_POLICIES } from '../../../api/cache-policy';
import { aggregateBars, type PriceBar } from '../../charts/price-bars';
import type { FreshnessMeta } from '../../ui/freshness-badge';
import type { Timeframe } from './gex-url';
import { dailyBars, gexPriceBars, stockMinuteBars } from './queries';
import { readCandleBars, readDailyBars, readProfileOhlc } from '../../data/price-source';
import { timeframeMinutes } from './use-forming-bar';

const LIVE_MS = CACHE_POLICIES.live.freshSeconds * 1000;

type Options<T> = UseQueryOptions<T, Error, T, QueryKey> & { queryKey: QueryKey };

/**
 * The options polled every `ms` instead of at the endpoint class's cadence; a past session stays
 * immutable and a poll the budget paused stays paused.
 */
export function atCadence<T>(options: Options<T>, ms: number): Options<T> {
  const base = options.refetchInterval;
  return {
    ...options,
    staleTime: options.staleTime === 'static' ? 'static' : ms,
    refetchInterval: (q) => {
      const asked = typeof base === 'function' ? base(q) : base;
      return asked === undefined || asked === false || asked === 0 ? false : ms;
    },
  };
}

export type PriceSource = 'profile' | 'stock_candles' | 'daily_candles';

export interface PriceBars {
  readonly bars: PriceBar[];
  /** Minutes per bar as drawn (the timeframe, or the service's coarser bars); null for daily bars. */
  readonly stepMinutes: number | null;
  readonly source: PriceSource;
  /** The query whose answer the bars come from (for pending, error and freshness). */
  readonly query: UseQueryResult<unknown>;
  /** The profile answered OHLC without bars: the fallback door is in use. */
  readonly fellBack: boolean;
  /**
   * Freshness of the bars: the answer's, with `as_of` at the close of the newest profile bar (the
   * profile's own `as_of` is its chain snapshot's, hours older than its bars).
   */
  readonly meta: FreshnessMeta;
}

export function usePriceBars(ticker: string, session: string, timeframe: Timeframe, current: string): PriceBars {
  const opts = { currentSession: current, poll: true } as const;
  const daily = timeframe === '1d';
  const minutes = timeframeMinutes(timeframe) ?? 1;
  const barMs = Math.max(LIVE_MS, minutes * 60_000);
  const profile = useQuery({
    ...atCadence(gexPriceBars({ session, ticker }, opts), barMs),
    enabled: !daily,
  });
  const ohlc = useMemo(() => readProfileOhlc(profile.data), [profile.data]);
  const fellBack = !daily && profile.data !== undefined && ohlc.bars === null;
  const candles = useQuery({
    // The door's own class polls every 5 s; minute bars need no more than one fetch per bar.
    ...atCadence(stockMinuteBars({ session, ticker }, opts), barMs),
    enabled: fellBack,
  });
  const dailyCandles = useQuery({
    ...dailyBars(ticker, opts),
    enabled: daily,
  });

  const bars = useMemo(() => {
    if (daily) return readDailyBars(dailyCandles.data);
    if (fellBack) return aggregateBars(readCandleBars(candles.data), minutes);
    // Bars coarser than the timeframe asked are drawn as they come (they cannot be split).
    return aggregateBars(ohlc.bars ?? [], Math.max(minutes, ohlc.minutes));
  }, [daily, fellBack, dailyCandles.data, candles.data, ohlc, minutes]);

  if (daily)
    return {
      bars,
      stepMinutes: null,
      source: 'daily_candles',
      query: dailyCandles,
      fellBack: false,
      meta: metaOf(dailyCandles.data),
    };
  if (fellBack)
    return {
      bars,
      stepMinutes: minutes,
      source: 'stock_candles',
      query: candles,
      fellBack,
      meta: metaOf(candles.data),
    };
  const newest = ohlc.bars?.at(-1);
  const meta: FreshnessMeta = {
    ...metaOf(profile.data),
    ...(newest ? { as_of: new Date((newest.time + ohlc.minutes * 60) * 1000).toISOString() } : {}),
    ...(ohlc.delayed !== null ? { delayed: ohlc.delayed } : {}),
  };
  return { bars, stepMinutes: Math.max(minutes, ohlc.minutes), source: 'profile', query: profile, fellBack, meta };
}

function metaOf(data: FreshnessMeta | undefined): FreshnessMeta {
  return data ?? {};
}
