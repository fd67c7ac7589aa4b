/**
 * Open interest of one ticker (/oi/:ticker; the `dte` bucket in the URL): latest snapshot, change
 * between the two latest snapshots, per-strike change, the AM/PM timeseries, and market movers.
 */
import { parseTicker } from '../../../api/ticker';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { endpointQuery } from '../../data/endpoint-query';
import { readOiLatest } from './oi-readings';
import {
  ChangePanel,
  ExpiryChangePanel,
  LatestPanel,
  MoversPanel,
  StrikeChangePanel,
  TimeseriesPanel,
} from './oi-panels';

const BUCKETS = [
  ['all', 'all'],
  ['lt8', '< 8 DTE'],
  ['gte8', '≥ 8 DTE'],
] as const;

export function OiPage(): ReactElement {
  const ticker = (useParams().ticker ?? 'SPY').toUpperCase();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dte = BUCKETS.find(([b]) => b === params.get('dte'))?.[0] ?? 'all';
  const [input, setInput] = useState(ticker);

  const latest = useQuery(endpointQuery('oi.latest', { ticker }));
  const change = useQuery(endpointQuery('oi.change', { ticker, dte }));
  const strikes = useQuery(endpointQuery('oi.strikeChange', { ticker, dte, limit: 300 }));
  const series = useQuery(endpointQuery('oi.timeseries', { ticker, dte }));
  // Market-wide movers cost the service a pass over every ticker: ask once this ticker's panels are in.
  const tickerDone = [latest, change, strikes, series].every((q) => q.isFetched);
  const movers = useQuery({
    ...endpointQuery('oi.movers', { dte, limit: 10 }, { priority: 'background' }),
    enabled: tickerDone,
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const t = parseTicker(input);
    if (t) navigate({ pathname: `/oi/${t}`, search: params.toString() });
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Open interest — {ticker}</h1>
        <form onSubmit={submit} className="flex items-center gap-1 text-sm">
          <input
            aria-label="Ticker"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            className="w-20 rounded border border-line bg-raised px-1 py-0.5 uppercase"
          />
          <button type="submit" className="rounded border border-line px-2 py-0.5">
            Go
          </button>
        </form>
        <div role="group" aria-label="DTE bucket" className="flex gap-1 text-sm">
          {BUCKETS.map(([b, label]) => (
            <button
              key={b}
              type="button"
              aria-pressed={dte === b}
              onClick={() =>
                setParams((p) => {
                  const next = new URLSearchParams(p);
                  if (b === 'all') next.delete('dte');
                  else next.set('dte', b);
                  return next;
                })
              }
              className={`rounded px-2 py-0.5 ${dte === b ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <LatestPanel ticker={ticker} query={latest} />
        <ChangePanel ticker={ticker} query={change} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <StrikeChangePanel ticker={ticker} query={strikes} spot={readOiLatest(latest.data).spot} />
        <div className="flex flex-col gap-3">
          <TimeseriesPanel ticker={ticker} query={series} />
          <ExpiryChangePanel ticker={ticker} query={strikes} />
        </div>
      </div>
      <MoversPanel query={movers} dte={dte} />
    </div>
  );
}
