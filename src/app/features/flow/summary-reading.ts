/**
 * Whether the premium summary has a reading yet. Before the session's first order is counted the
 * service answers zeros (orders 0, $0) with no `as_of`: that is "not yet", never "$0 / 0 orders". Once
 * it has counted an order, the reading's time is its `as_of` (the newest order it counted), else the
 * moment it was computed.
 *
 * Not summed from the tape instead: the tape holds the newest pages of large orders for the tape's
 * tickers under the trader's floors, delayed 60 s (15 min off the watchlist), while the summary is the
 * service's undelayed count of the whole session. A sum of the rows held would be another, smaller
 * number under the same name.
 */
import type { AnswerOf } from '../../../api/schemas';
import { readFlowSummary, type FlowSummary, type PremiumTotals } from './flow-aggregates';

export type SummaryReading =
  | { readonly kind: 'not_yet' }
  | { readonly kind: 'reading'; readonly summary: FlowSummary; readonly asOf: string | null };

/** A totals row that counted something: an order, a contract or a dollar. */
function counted(t: PremiumTotals | null): boolean {
  return t !== null && [t.orders, t.contracts, t.totalPremium].some((v) => v !== null && v > 0);
}

export function summaryReading(answer: AnswerOf<'optionsFlow.summary'>): SummaryReading {
  const summary = readFlowSummary(answer);
  if (!counted(summary.totals) && !summary.byTicker.some(counted)) return { kind: 'not_yet' };
  return { kind: 'reading', summary, asOf: answer.as_of ?? answer.computed_at ?? null };
}
