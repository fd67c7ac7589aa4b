/**
 * The multi-signal screener: every covered ticker scored on its flow premium, net direction and price
 * move. The service answers `session: latest` rather than a date, and the panel says so. The page size
 * is the service's parameter; direction, sector and stocks-only narrow the answer on screen. Direction
 * and next earnings are the shared readings (the directional score's, the earnings calendar's); net
 * premium is shown uncoloured with what its sign means. Its columns sort (the sort in the URL), and
 * the filters with the sort can be saved as a named screen.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { DIRECTION_DEFINITION } from '../../data/readings/direction';
import { NET_PREMIUM_DEFINITION } from '../../data/readings/net-premium';
import { formatCount } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { LEANS, SCREENER_LIMITS, type MarketFilters } from './markets-filters';
import { filterScreener, readScreener, sectorsOf, type ScreenerJoins } from './markets-readings';
import { ScreenPicker } from './screen-picker';
import { SCREENER_COLUMNS, SCREENER_TABLE_ID } from './screener-columns';

/** One filter as a labelled select; `any` (when given) is the empty choice that clears the filter. */
function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly (string | number)[];
  any?: boolean;
  optionText?: (option: string) => string;
  onChange: (value: string | null) => void;
}): ReactElement {
  return (
    <label className="flex items-center gap-1">
      {props.label}
      <select
        aria-label={props.label}
        className="rounded border border-line bg-raised px-1 py-0.5"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        {props.any ? <option value="">any</option> : null}
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionText ? props.optionText(String(o)) : o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ScreenerPanel(props: {
  query: UseQueryResult<AnswerFor<'screener.run'>>;
  /** The directions and next earnings joined onto the rows by ticker. */
  joins: ScreenerJoins;
  filters: MarketFilters;
  onFilter: (name: keyof MarketFilters, value: string | null) => void;
}): ReactElement {
  const { filters, onFilter } = props;
  const screener = useMemo(() => readScreener(props.query.data, props.joins), [props.query.data, props.joins]);
  const sectors = useMemo(() => sectorsOf(screener.rows), [screener.rows]);
  const rows = useMemo(() => filterScreener(screener.rows, filters), [screener.rows, filters]);
  return (
    <Panel
      title="Screener"
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={
        <span data-testid="screener-session">
          session: {screener.session ?? 'latest'} — the service screens its latest session rather than a date you pick.
          Score 0–1 ranks premium, net premium and price move against every covered ticker. {DIRECTION_DEFINITION}{' '}
          {NET_PREMIUM_DEFINITION} Next earnings from the earnings calendar.
        </span>
      }
      testId="markets-screener"
    >
      <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
        <FilterSelect
          label="Rows"
          value={String(filters.limit)}
          options={SCREENER_LIMITS}
          onChange={(v) => onFilter('limit', v)}
        />
        <FilterSelect
          label="Direction"
          value={filters.lean ?? ''}
          options={LEANS}
          any
          onChange={(v) => onFilter('lean', v)}
        />
        <FilterSelect
          label="Sector"
          value={filters.sector ?? ''}
          options={filters.sector && !sectors.includes(filters.sector) ? [filters.sector, ...sectors] : sectors}
          any
          optionText={(sector) => sector.replace(/_/g, ' ')}
          onChange={(v) => onFilter('sector', v)}
        />
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={filters.stocksOnly}
            onChange={(e) => onFilter('stocksOnly', e.target.checked ? '1' : null)}
          />
          stocks only (no ETFs)
        </label>
        <ScreenPicker />
      </div>
      <QueryState query={props.query} label="screener" height="h-96">
        {() => (
          <>
            <p className="mb-1 text-xs text-muted" data-testid="screener-count">
              {rows.length} of {screener.rows.length} rows shown
              {screener.tickersScreened !== null ? ` (${formatCount(screener.tickersScreened)} tickers screened)` : ''}
            </p>
            {rows.length === 0 ? (
              <p className="py-3 text-sm text-muted">No row of the answer matches these filters.</p>
            ) : (
              <DataTable
                id={SCREENER_TABLE_ID}
                label="Screener results"
                columns={SCREENER_COLUMNS}
                rows={rows}
                rowKey={(r) => r.ticker}
                rowAttributes={(r) => ({ 'data-ticker': r.ticker })}
                height="max-h-[36rem]"
                nowrap
              />
            )}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
