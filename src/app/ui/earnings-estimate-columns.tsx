/**
 * An upcoming report's estimates, read the same way wherever reports are listed (the earnings calendar, a
 * ticker's profile): EPS and revenue estimates, the ATM IV, and the service's `expected_move_pct`, which is
 * one day of ATM IV — not the straddle's expected move (the earnings page prices that from the chain).
 */
import type { EarningsEvent } from '../data/earnings-event';
import { formatIv, formatMoney, formatPrice, MISSING } from './format';
import type { TableColumn } from './table-columns';

type Estimates = Pick<EarningsEvent, 'epsEstimate' | 'revenueEstimate' | 'atmIv' | 'expectedMovePct'>;

/** The service's one-day IV estimate either way: ±6.53%; "—" when not given. */
export function ivMoveText(v: number | null): string {
  return v === null ? MISSING : `±${formatIv(v, 2)}`;
}

export function earningsEstimateColumns<R extends Estimates>(): TableColumn<R>[] {
  return [
    {
      id: 'epsEstimate',
      header: 'EPS est.',
      kind: 'number',
      value: (r) => r.epsEstimate,
      cell: (r) => formatPrice(r.epsEstimate),
    },
    {
      id: 'revenueEstimate',
      header: 'Revenue est.',
      kind: 'number',
      value: (r) => r.revenueEstimate,
      cell: (r) => formatMoney(r.revenueEstimate),
    },
    {
      id: 'atmIv',
      header: 'ATM IV',
      title: 'ATM implied volatility',
      kind: 'number',
      value: (r) => r.atmIv,
      cell: (r) => formatIv(r.atmIv),
    },
    {
      id: 'ivMove',
      header: 'IV est. move (1 day)',
      title: 'One day of ATM implied volatility, not the straddle: the event premium is left out',
      kind: 'number',
      value: (r) => r.expectedMovePct,
      cell: (r) => ivMoveText(r.expectedMovePct),
    },
  ];
}
