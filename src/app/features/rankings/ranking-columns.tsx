/**
 * Columns that read the same figure the same way in every rankings table and detail (momentum, intent,
 * directional): one definition each, so a cell, its sort and its CSV header never differ between tables.
 */
import { formatCount } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { formatReturnPct, NetPremium, Score } from './cells';

type Figure = number | null | undefined;

/** The service's momentum score, signed and toned. */
export function scoreColumn<R extends { readonly score?: Figure }>(): TableColumn<R> {
  return {
    id: 'score',
    header: 'Score',
    kind: 'number',
    value: (r) => r.score ?? null,
    cell: (r) => <Score value={r.score} />,
  };
}

export function returnColumn<R extends { readonly return_pct?: Figure }>(): TableColumn<R> {
  return {
    id: 'return',
    header: 'Return',
    csvHeader: 'return_pct',
    kind: 'number',
    value: (r) => r.return_pct ?? null,
    cell: (r) => formatReturnPct(r.return_pct),
  };
}

/** Premium paid − received, uncoloured: not a direction (see the Readings). */
export function netPremiumColumn<R extends { readonly net_premium?: Figure }>(): TableColumn<R> {
  return {
    id: 'net_premium',
    header: 'Net premium',
    csvHeader: 'net_premium_usd',
    kind: 'number',
    value: (r) => r.net_premium ?? null,
    cell: (r) => <NetPremium value={r.net_premium ?? null} />,
  };
}

export function ordersColumn<R extends { readonly orders?: Figure }>(): TableColumn<R> {
  return {
    id: 'orders',
    header: 'Orders',
    kind: 'number',
    value: (r) => r.orders ?? null,
    cell: (r) => formatCount(r.orders),
  };
}
