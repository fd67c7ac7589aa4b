/** The columns of a ticker's dark-pool prints: raw figures to sort and export, the quote test as two flags. */
import { formatCount, formatMoney, formatPrice } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { nbboClass, nbboText, printTime } from './darkpool-format';
import type { PrintRow } from './darkpool-readers';

export const PRINT_COLUMNS: readonly TableColumn<PrintRow>[] = [
  {
    id: 'time',
    header: 'Time (ET)',
    csvHeader: 'time',
    kind: 'time',
    value: (r) => r.time,
    cell: (r) => printTime(r.time),
    className: 'font-mono',
  },
  { id: 'price', header: 'price', kind: 'number', value: (r) => r.price, cell: (r) => formatPrice(r.price, 4) },
  { id: 'size', header: 'size', kind: 'number', value: (r) => r.size, cell: (r) => formatCount(r.size) },
  {
    id: 'premium',
    header: '$',
    csvHeader: 'premium_usd',
    kind: 'number',
    value: (r) => r.premium,
    cell: (r) => formatMoney(r.premium),
  },
  { id: 'bid', header: 'bid', kind: 'number', value: (r) => r.bid, cell: (r) => formatPrice(r.bid) },
  { id: 'ask', header: 'ask', kind: 'number', value: (r) => r.ask, cell: (r) => formatPrice(r.ask) },
  {
    id: 'nbbo',
    header: 'NBBO location',
    csvHeader: 'nbbo_location',
    kind: 'text',
    value: (r) => r.nbboLabel,
    cell: (r) => <span className={nbboClass(r.nbboLabel)}>{nbboText(r.nbboLabel)}</span>,
  },
  {
    id: 'quote_test',
    header: 'outside / away',
    kind: 'text',
    sortable: false,
    value: () => null,
    csvFields: [
      { header: 'outside_nbbo', value: (r) => r.outside },
      { header: 'away_from_quote', value: (r) => r.away },
    ],
    className: 'text-muted',
    cell: (r) =>
      `${r.outside === null ? 'quote unknown' : r.outside ? 'outside NBBO' : 'inside'}${r.away ? ' · away from quote' : ''}`,
  },
];
