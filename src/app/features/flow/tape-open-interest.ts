/**
 * The tape's OI column, filled from each ticker's option chain (data/tape-oi.ts): one request per ticker
 * whose rows are on screen, asked once per session (OI is a daily figure) and kept for the tab, so a
 * 25-ticker watchlist costs at most 25 requests a day however long the tape runs.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { endpointQuery } from '../../data/endpoint-query';
import { oiBookOf, oiLookupOf, type OiBook } from '../../data/tape-oi';
import type { TapeStore } from './tape-store';

/** The chain of `ticker` for the tape of `session`: never refreshed within it, at background priority. */
export function tapeChainQuery(ticker: string, session: string) {
  const base = endpointQuery('contracts.chain', { ticker }, { priority: 'background' });
  return { ...base, queryKey: [...base.queryKey, { tapeSession: session }], staleTime: Infinity, gcTime: Infinity };
}

/** The columns that read a contract's OI: while none is shown (a phone, or hidden), nothing is asked. */
export const OI_COLUMNS: readonly string[] = ['oi', 'volOverOi', 'opening'];

/** Asks the chains of the tickers shown in rows `from`–`to` and hands their OI to the store. */
export function useTapeOpenInterest(store: TapeStore, from: number, to: number, shown: boolean): void {
  const [wanted, setWanted] = useState<readonly string[]>([]);
  const onScreen = shown ? store.tickerSessionsAt(from, to) : [];
  const onScreenKey = onScreen.map((p) => `${p.ticker}|${p.session}`).join(',');
  useEffect(() => {
    // Only ever grows: a ticker scrolled away keeps its OI for when it scrolls back.
    setWanted((w) => {
      const add = onScreenKey.split(',').filter((k) => k !== '' && !w.includes(k));
      return add.length > 0 ? [...w, ...add] : w;
    });
  }, [onScreenKey]);

  const results = useQueries({
    queries: wanted.map((k) => {
      const [ticker, session] = k.split('|') as [string, string];
      return tapeChainQuery(ticker, session);
    }),
  });
  const books = results.map((r, i) => (r.data ? oiBookOf(wanted[i]!.split('|')[0]!, r.data) : null));
  const booksKey = books.map((b) => (b ? `${b.ticker}:${b.session}:${b.slot}:${b.byOcc.size}` : '-')).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a book changes, not on every render
  const lookup = useMemo(() => oiLookupOf(books.filter((b): b is OiBook => b !== null)), [booksKey]);
  useEffect(() => {
    if (booksKey.replace(/[-,]/g, '') !== '') store.setOiLookup(lookup);
  }, [store, lookup, booksKey]);
}
