/**
 * The market's detected blocks (`darkpool.blocks`), largest $ first, filtered by where they printed
 * against the quote, a minimum $ and a ticker set. The filters live in the URL (block-filters.ts) so a
 * filtered view is shared as a link; a ticker the contract would refuse is never sent.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { NBBO_LABELS, type NbboLabel } from '../../../api/nbbo-labels';
import { Panel } from '../../ui/panel';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatCount, formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import {
  MIN_PREMIUM_CHOICES,
  parseTickerSet,
  readBlockFilter,
  withBlockFilter,
  type BlockFilter,
} from './block-filters';
import { BlocksTable } from './blocks-table';
import { nbboText } from './darkpool-format';
import { readBlocks, readTotal } from './darkpool-readers';
import { darkpoolBlocks } from './queries';
import { liveSearchParams } from '../../data/search-param';

const CONTROL = 'rounded border border-line bg-raised px-1.5 py-0.5 text-xs';

function TickerFilter(props: { value: string | null; onChange: (tickers: string | null) => void }): ReactElement {
  const [text, setText] = useState(props.value ?? '');
  const [refused, setRefused] = useState(false);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (text.trim() === '') {
      setRefused(false);
      props.onChange(null);
      return;
    }
    const set = parseTickerSet(text);
    setRefused(set === null);
    if (set !== null) props.onChange(set);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1">
      <input
        aria-label="Blocks of tickers"
        aria-invalid={refused}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="all tickers (SPY, QQQ)"
        className={`${CONTROL} w-40 uppercase`}
      />
      <button type="submit" className={CONTROL}>
        Filter
      </button>
      {props.value ? (
        <button
          type="button"
          className={CONTROL}
          onClick={() => {
            setText('');
            setRefused(false);
            props.onChange(null);
          }}
        >
          All tickers
        </button>
      ) : null}
      {refused ? (
        <span role="alert" className="text-down">
          ✕ not a ticker list
        </span>
      ) : null}
    </form>
  );
}

function Filters(props: { filter: BlockFilter; onChange: (change: Partial<BlockFilter>) => void }): ReactElement {
  const { filter } = props;
  const premiums =
    filter.minPremium === null || MIN_PREMIUM_CHOICES.includes(filter.minPremium)
      ? MIN_PREMIUM_CHOICES
      : [...MIN_PREMIUM_CHOICES, filter.minPremium].sort((a, b) => a - b);
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 text-xs" data-testid="blocks-filters">
      <label className="flex items-center gap-1">
        NBBO location
        <select
          className={CONTROL}
          value={filter.nbbo ?? ''}
          onChange={(e) => props.onChange({ nbbo: e.target.value === '' ? null : (e.target.value as NbboLabel) })}
        >
          <option value="">any</option>
          {NBBO_LABELS.map((l) => (
            <option key={l} value={l}>
              {nbboText(l)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        Min $
        <select
          className={CONTROL}
          value={filter.minPremium === null ? '' : String(filter.minPremium)}
          onChange={(e) => props.onChange({ minPremium: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">any block</option>
          {premiums.map((p) => (
            <option key={p} value={String(p)}>
              ≥ {formatMoney(p)}
            </option>
          ))}
        </select>
      </label>
      <TickerFilter
        key={filter.tickers ?? ''}
        value={filter.tickers}
        onChange={(tickers) => props.onChange({ tickers })}
      />
    </div>
  );
}

export function MarketBlocksPanel(props: { date: string | null }): ReactElement {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readBlockFilter(params), [params]);
  const query = useQuery(darkpoolBlocks(filter, props.date));
  const rows = useMemo(() => readBlocks(query.data, 'blocks'), [query.data]);
  const total = readTotal(query.data);
  const filtered = filter.nbbo !== null || filter.minPremium !== null || filter.tickers !== null;
  return (
    <Panel
      title="Blocks — market-wide, largest $ first"
      testId="darkpool-market-blocks"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
      note={
        <>
          Prints ≥ max($1M, the ticker&apos;s rolling P99.5 print $).{' '}
          {query.data ? (
            <span data-testid="blocks-count">
              {formatCount(rows.length)} shown of {formatCount(total ?? rows.length)}
              {filtered ? ' matching the filters' : ''}.
            </span>
          ) : null}
        </>
      }
    >
      <Filters filter={filter} onChange={(change) => setParams(() => withBlockFilter(liveSearchParams(), change))} />
      <QueryState query={query} label="market blocks">
        {() => (
          <BlocksTable
            id="market-blocks"
            rows={rows}
            label="Market blocks"
            showTicker
            empty={filtered ? 'No block matches these filters in this session.' : undefined}
          />
        )}
      </QueryState>
    </Panel>
  );
}
