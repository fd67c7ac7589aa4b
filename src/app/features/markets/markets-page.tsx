/**
 * Market-wide lists (/markets): the screener, congressional trades, the catalyst calendar. Every filter
 * lives in the URL query (markets-filters.ts), so a filtered list can be shared and reloaded.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { doorOf } from '../../../api/doors';
import { useCurrentSession } from '../../data/current-session';
import { nextEarningsByTicker, upcomingEarnings } from '../../data/next-earnings';
import { directionsByTicker } from '../../data/readings/direction';
import { directionalScores } from '../../data/session-rankings';
import { CURRENT } from '../../data/url-state';
import { readMarketFilters, withFilter, type MarketFilters } from './markets-filters';
import type { ScreenerJoins } from './markets-readings';
import { catalystCalendar, congressTrades, screenerResults, SCREENER_DIRECTIONAL_ROWS } from './queries';
import { CatalystPanel, CongressPanel } from './reference-lists';
import { ScreenerPanel } from './screener-panel';

const CONGRESS_DOOR = doorOf({ id: 'congress.trades' });
const CATALYST_DOOR = doorOf({ id: 'catalysts.calendar' });
const LISTS_ASKABLE = CONGRESS_DOOR.kind !== 'none' || CATALYST_DOOR.kind !== 'none';

const input = 'rounded border border-line bg-raised px-1 py-0.5';

/** Ticker and date range of the congressional and catalyst lists, applied on submit. */
function ListFilters(props: {
  filters: MarketFilters;
  onApply: (ticker: string, from: string, to: string) => void;
}): ReactElement {
  const [ticker, setTicker] = useState(props.filters.ticker ?? '');
  const [from, setFrom] = useState(props.filters.from ?? '');
  const [to, setTo] = useState(props.filters.to ?? '');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    props.onApply(ticker, from, to);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2 text-sm" aria-label="List filters">
      <input
        aria-label="Ticker"
        placeholder="any ticker"
        value={ticker}
        onChange={(e) => setTicker(e.target.value)}
        className={`${input} w-24 uppercase`}
      />
      <label className="flex items-center gap-1">
        from
        <input type="date" aria-label="From" value={from} onChange={(e) => setFrom(e.target.value)} className={input} />
      </label>
      <label className="flex items-center gap-1">
        to
        <input type="date" aria-label="To" value={to} onChange={(e) => setTo(e.target.value)} className={input} />
      </label>
      <button type="submit" className="rounded border border-line px-2 py-0.5">
        Apply
      </button>
    </form>
  );
}

export function MarketsPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const filters = readMarketFilters(params);

  const screener = useQuery(screenerResults(filters.limit));
  // The readings the screener shares with the board and the rankings: one source each, so no two pages disagree.
  const { session } = useCurrentSession();
  const directional = useQuery(directionalScores(CURRENT, SCREENER_DIRECTIONAL_ROWS));
  const earnings = useQuery(upcomingEarnings(session, null));
  const joins: ScreenerJoins = useMemo(
    () => ({ directions: directionsByTicker(directional.data), nextEarnings: nextEarningsByTicker(earnings.data) }),
    [directional.data, earnings.data],
  );
  const congress = useQuery({ ...congressTrades(filters.ticker), enabled: CONGRESS_DOOR.kind !== 'none' });
  const catalysts = useQuery({
    ...catalystCalendar(filters.ticker, filters.from, filters.to),
    enabled: CATALYST_DOOR.kind !== 'none',
  });

  const setFilter = (name: keyof MarketFilters, value: string | null): void =>
    setParams((p) => withFilter(p, name, value));
  const applyLists = (ticker: string, from: string, to: string): void =>
    setParams((p) =>
      withFilter(withFilter(withFilter(p, 'ticker', ticker.trim().toUpperCase()), 'from', from), 'to', to),
    );

  return (
    <div className="flex flex-col gap-3 p-3" data-testid="page-content">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Markets</h1>
        {LISTS_ASKABLE ? <ListFilters filters={filters} onApply={applyLists} key={params.toString()} /> : null}
      </div>
      <ScreenerPanel query={screener} joins={joins} filters={filters} onFilter={setFilter} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <CongressPanel door={CONGRESS_DOOR} query={congress} ticker={filters.ticker} />
        <CatalystPanel door={CATALYST_DOOR} query={catalysts} ticker={filters.ticker} />
      </div>
    </div>
  );
}
