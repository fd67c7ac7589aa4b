/**
 * The GEX page's price chart with its key levels, for one ticker in a desk panel: 5-minute candles, the
 * forming bar from the live price and the structural levels. A desk holds many tickers, so it reads the
 * snapshot's levels (every 10 minutes, the same query as the board's rows) rather than the with-flow ones
 * (every minute): eight panels over four tickers then stay within the day (idle-cost.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { PriceChartWithLevels } from '../../charts/price-chart-with-levels';
import { chartLevels } from '../../data/chart-levels';
import { useCurrentSession } from '../../data/current-session';
import { flipDetailOf, levelsOf } from '../../data/key-levels';
import { useLivePrice } from '../../data/live-price';
import { useTheme } from '../../layout/theme-store';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { ErrorPanel } from '../../ui/query-state';
import { gexLevels } from './queries';
import { useFormingBar } from './use-forming-bar';
import { usePriceBars } from './use-price-bars';

const TIMEFRAME = '5m';

export function DeskPricePanel(props: { ticker: string; height: number }): ReactElement {
  const { ticker } = props;
  const { session } = useCurrentSession();
  const theme = useTheme((s) => s.theme);
  const opts = { currentSession: session, poll: true } as const;
  const snapshot = useQuery(gexLevels({ session, ticker }, opts));
  const price = usePriceBars(ticker, session, TIMEFRAME, session);
  const live = useLivePrice(ticker, { currentSession: session });
  const tick = useMemo(
    () => (live.price !== null && live.atMs !== null ? { price: live.price, atMs: live.atMs } : null),
    [live.price, live.atMs],
  );
  const viewKey = `${ticker}|${session}|${TIMEFRAME}`;
  const forming = useFormingBar(price.bars, tick, TIMEFRAME, session, viewKey, true);
  const levels = useMemo(
    () => chartLevels(levelsOf(snapshot.data), flipDetailOf(snapshot.data).localTransition, 'structural'),
    [snapshot.data],
  );
  const lastPrice = live.price ?? forming?.close ?? price.bars.at(-1)?.close ?? null;
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 text-[11px] text-muted">
        <span>5m candles · structural levels</span>
        <FreshnessBadge meta={snapshot.data ?? {}} ticker={ticker} />
      </div>
      {snapshot.isError ? (
        <ErrorPanel error={snapshot.error} label="GEX levels" compact onRetry={() => void snapshot.refetch()} />
      ) : null}
      <PriceChartWithLevels
        bars={price.bars}
        forming={forming}
        levels={levels}
        livePrice={lastPrice}
        daily={false}
        fitKey={viewKey}
        height={Math.max(120, props.height - 40)}
        theme={theme}
      />
    </div>
  );
}
