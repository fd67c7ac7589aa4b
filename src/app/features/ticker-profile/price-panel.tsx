/**
 * Six months of daily candles with volume, from the dark pool's daily candles (a published REST route;
 * the quote door's candles go through an MCP tool). The newest session's bar is provisional until the close.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { PriceChartWithLevels } from '../../charts/price-chart-with-levels';
import { useTheme } from '../../layout/theme-store';
import { readDailyBars } from '../../data/price-source';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { dailyCandles } from './queries';

const CHART_HEIGHT = 300;

export function PricePanel(props: { ticker: string }): ReactElement {
  const query = useQuery(dailyCandles(props.ticker));
  const theme = useTheme((s) => s.theme);
  const bars = useMemo(() => (query.data ? readDailyBars(query.data) : []), [query.data]);
  return (
    <Panel
      title={`${props.ticker} daily candles`}
      testId="profile-candles"
      badges={query.data ? <PanelFreshness data={query.data} ticker={props.ticker} /> : null}
    >
      <QueryState query={query} label="daily candles" height="h-80">
        {() =>
          bars.length > 0 ? (
            <PriceChartWithLevels
              bars={bars}
              forming={null}
              levels={[]}
              livePrice={null}
              daily
              fitKey={props.ticker}
              height={CHART_HEIGHT}
              theme={theme}
            />
          ) : (
            <p className="py-6 text-center text-sm text-muted">No daily bars in the answer.</p>
          )
        }
      </QueryState>
    </Panel>
  );
}
