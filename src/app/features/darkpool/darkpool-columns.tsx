/** Columns that read the same dark-pool figure in every table of the page: the off-exchange dollars. */
import { formatMoney } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';

export function offExchangeColumn<R extends { readonly notional: number | null }>(): TableColumn<R> {
  return {
    id: 'notional',
    header: 'off-exchange $',
    csvHeader: 'off_exchange_usd',
    kind: 'number',
    value: (r) => r.notional,
    cell: (r) => formatMoney(r.notional),
  };
}
