/**
 * The columns of a reporter's orders and abnormal trades: when (ET), the contract (it opens its page),
 * the aggressor's side, then the size and premium.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { OccError, parseOcc } from '../../../api/occ';
import { contractText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatIv, formatMoney, formatPrice, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { AbnormalRow, OrderRow } from './earnings-readings';

/** The contract as every page reads it (`2026-11-20 220 C`); a symbol that is not OCC shows as sent. */
function occText(occ: string): string {
  try {
    const p = parseOcc(occ);
    return contractText({ expiration: p.expiration, strike: p.strike, optionType: p.type });
  } catch (e) {
    if (e instanceof OccError) return occ;
    throw e;
  }
}

function OccLink(props: { occ: string | null }): ReactElement {
  if (props.occ === null) return <>{MISSING}</>;
  const text = occText(props.occ);
  return (
    <Link
      to={`/contract/${encodeURIComponent(props.occ)}`}
      className="underline decoration-dotted underline-offset-2"
      // The symbol stays in the name (and on hover): it is what the contract page is asked by.
      aria-label={text === props.occ ? text : `${text} ${props.occ}`}
      title={props.occ}
    >
      {text}
    </Link>
  );
}

function SideText(props: { side: string | null }): ReactElement {
  const cls = props.side === 'buy' ? 'text-up' : props.side === 'sell' ? 'text-down' : 'text-muted';
  const mark = props.side === 'buy' ? '▲ ' : props.side === 'sell' ? '▼ ' : '';
  return <span className={cls}>{props.side ? `${mark}${props.side}` : MISSING}</span>;
}

type Trade = Pick<OrderRow, 'occ' | 'side'>;

/** The columns every order row starts with; `at` reads its time. */
function tradeColumns<R extends Trade>(at: (r: R) => string | null): TableColumn<R>[] {
  return [
    {
      id: 'time',
      header: 'Time (ET)',
      csvHeader: 'Time',
      kind: 'time',
      value: at,
      cell: (r) => formatEtTime(at(r)),
      className: 'whitespace-nowrap',
    },
    { id: 'contract', header: 'Contract', kind: 'text', value: (r) => r.occ, cell: (r) => <OccLink occ={r.occ} /> },
    { id: 'side', header: 'Side', kind: 'text', value: (r) => r.side, cell: (r) => <SideText side={r.side} /> },
  ];
}

export const ABNORMAL_COLUMNS: readonly TableColumn<AbnormalRow>[] = [
  ...tradeColumns<AbnormalRow>((r) => r.timestamp),
  {
    id: 'contracts',
    header: 'Contracts / p99',
    kind: 'number',
    value: (r) => r.contracts,
    cell: (r) => `${formatCount(r.contracts)} / ${formatCount(r.threshold)}`,
    className: 'whitespace-nowrap',
    csvFields: [
      { header: 'Contracts', value: (r) => r.contracts },
      { header: 'p99', value: (r) => r.threshold },
    ],
  },
  { id: 'premium', header: 'Premium', kind: 'number', value: (r) => r.premium, cell: (r) => formatMoney(r.premium) },
];

export const ORDER_COLUMNS: readonly TableColumn<OrderRow>[] = [
  ...tradeColumns<OrderRow>((r) => r.executedAt),
  { id: 'dte', header: 'DTE', kind: 'number', value: (r) => r.dte, cell: (r) => formatCount(r.dte) },
  {
    id: 'contracts',
    header: 'Contracts',
    kind: 'number',
    value: (r) => r.contracts,
    cell: (r) => formatCount(r.contracts),
  },
  { id: 'price', header: 'Price', kind: 'number', value: (r) => r.price, cell: (r) => formatPrice(r.price) },
  { id: 'premium', header: 'Premium', kind: 'number', value: (r) => r.premium, cell: (r) => formatMoney(r.premium) },
  { id: 'iv', header: 'IV', kind: 'number', value: (r) => r.iv, cell: (r) => formatIv(r.iv) },
];
