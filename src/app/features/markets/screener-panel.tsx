/**
 * The multi-signal screener: every covered ticker scored on its flow premium, net direction and price
 * move. The service answers `session: latest` rather than a date, and the panel says so. The page size
 * is the service's parameter; lean, sector and stocks-only narrow the answer on screen.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { formatCount, formatIv, formatMoney, formatPrice, formatRank, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { ScrollTable } from '../../ui/scroll-table';
import { LEANS, SCREENER_LIMITS, type MarketFilters } from './markets-filters';
import { filterScreener, readScreener, sectorsOf, type Lean } from './markets-readings';

const LEAN_CLASS: Record<Lean, string> = { bullish: 'text-up', bearish: 'text-down', neutral: 'text-muted' };

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
  filters: MarketFilters;
  onFilter: (name: keyof MarketFilters, value: string | null) => void;
}): ReactElement {
  const { filters, onFilter } = props;
  const screener = useMemo(() => readScreener(props.query.data), [props.query.data]);
  const sectors = useMemo(() => sectorsOf(screener.rows), [screener.rows]);
  const rows = useMemo(() => filterScreener(screener.rows, filters), [screener.rows, filters]);
  return (
    <ChartPanel
      title="Screener"
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={
        <span data-testid="screener-session">
          session: {screener.session ?? 'latest'} — the service screens its latest session rather than a date you pick.
          Score 0–1 ranks premium, net premium and price move against every covered ticker.
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
          label="Lean"
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
              <ScrollTable
                label="Screener results"
                height="max-h-[36rem]"
                nowrap
                head={
                  <>
                    <th className="num font-normal">#</th>
                    <th className="text-left font-normal">Ticker</th>
                    <th className="text-left font-normal">Sector</th>
                    <th className="num font-normal">Last</th>
                    <th className="num font-normal">ATM IV</th>
                    <th className="num font-normal">Orders</th>
                    <th className="num font-normal">Premium</th>
                    <th className="num font-normal">Net premium</th>
                    <th className="num font-normal">P/C premium</th>
                    <th className="num font-normal">Score</th>
                    <th className="text-left font-normal">Lean</th>
                    <th className="text-left font-normal">Next earnings</th>
                  </>
                }
              >
                {rows.map((r) => (
                  <tr key={r.ticker} className="border-b border-line/50">
                    <td className="num">{formatCount(r.rank)}</td>
                    <td title={r.name ?? undefined}>
                      <Link to={`/ticker/${r.ticker}`} className="font-medium underline decoration-dotted">
                        {r.ticker}
                      </Link>
                      {r.isEtf ? <span className="ml-1 text-[10px] text-muted">ETF</span> : null}
                    </td>
                    <td className="text-muted">{r.sector?.replace(/_/g, ' ') ?? MISSING}</td>
                    <td className="num">{formatPrice(r.last)}</td>
                    <td className="num">{formatIv(r.atmIv)}</td>
                    <td className="num">{formatCount(r.orders)}</td>
                    <td className="num">{formatMoney(r.totalPremium)}</td>
                    <td className={`num ${r.lean ? LEAN_CLASS[r.lean] : ''}`}>
                      {formatMoney(r.netPremium, { signed: true })}
                    </td>
                    <td className="num">{formatRank(r.putCallPremiumRatio)}</td>
                    <td className="num">{formatRank(r.score)}</td>
                    <td className={r.lean ? LEAN_CLASS[r.lean] : ''}>{r.lean ?? MISSING}</td>
                    <td>{r.nextEarnings ?? MISSING}</td>
                  </tr>
                ))}
              </ScrollTable>
            )}
          </>
        )}
      </QueryState>
    </ChartPanel>
  );
}
