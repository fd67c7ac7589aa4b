/**
 * Expected and realized moves of a list of reporters (earnings-moves.ts). The ATM contracts are asked
 * only for a report still ahead or of today (a later chain cannot price a past report), once per
 * snapshot; the quote only for a reporter whose reaction session is today and whose close-to-close move
 * the service does not give yet.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EarningsEvent } from '../../data/earnings-event';
import { endpointQuery } from '../../data/endpoint-query';
import { liveQuoteQuery } from '../../data/live-price';
import { readQuote } from '../../data/readers';
import { expectedMove, reactionSession, realizedMove, type ExpectedMove, type RealizedMove } from './earnings-moves';

export interface EarningsMoves {
  readonly expected: ExpectedMove | null;
  readonly realized: RealizedMove | null;
}

export function useEarningsMoves(
  events: readonly EarningsEvent[],
  currentSession: string,
): ReadonlyMap<string, EarningsMoves> {
  const priced = events.filter((e) => e.session !== null && e.session >= currentSession);
  const reacting = events.filter((e) => e.realizedMovePct === null && reactionSession(e) === currentSession);
  const atm = useQueries({
    queries: priced.map((e) => endpointQuery('contracts.atm', { ticker: e.ticker }, { priority: 'background' })),
  });
  const quotes = useQueries({ queries: reacting.map((e) => liveQuoteQuery(e.ticker, currentSession)) });
  const key = [...atm, ...quotes].map((q) => q.dataUpdatedAt).join(',');
  return useMemo(() => {
    const atmOf = new Map(priced.map((e, i) => [e.ticker, atm[i]?.data]));
    const quoteOf = new Map(reacting.map((e, i) => [e.ticker, quotes[i]?.data]));
    const out = new Map<string, EarningsMoves>();
    for (const e of events) {
      const q = quoteOf.get(e.ticker);
      const quote = q ? readQuote(e.ticker, q) : null;
      out.set(e.ticker, {
        expected: expectedMove(atmOf.get(e.ticker), e, quote?.last ?? null),
        realized: realizedMove(
          e,
          quote ? { last: quote.last, prevClose: quote.prevClose, asOf: quote.asOf } : null,
          currentSession,
        ),
      });
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when an answer arrives
  }, [events, currentSession, key]);
}
