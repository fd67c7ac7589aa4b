/**
 * The chain's columns: the calls' figures, the strike in the middle, the puts' figures mirrored, so each
 * side reads outward from the strike. The page's own contract is highlighted on its side; a price opens
 * that contract's page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatIv, formatPrice, formatRank } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { ContractQuote, StrikeRow } from './contract-readings';

type Side = 'call' | 'put';

interface Figure {
  readonly id: string;
  readonly header: string;
  readonly value: (c: ContractQuote) => number | null;
  readonly text: (v: number | null) => string;
}

const FIGURES: readonly Figure[] = [
  { id: 'price', header: 'Price', value: (c) => c.price, text: (v) => formatPrice(v) },
  { id: 'iv', header: 'IV', value: (c) => c.iv, text: (v) => formatIv(v) },
  { id: 'delta', header: 'Delta', value: (c) => c.delta, text: (v) => formatRank(v, 2) },
  { id: 'gamma', header: 'Gamma', value: (c) => c.gamma, text: (v) => formatRank(v, 4) },
  { id: 'theta', header: 'Theta', value: (c) => c.theta, text: (v) => formatPrice(v, 3) },
  { id: 'vega', header: 'Vega', value: (c) => c.vega, text: (v) => formatPrice(v, 3) },
  { id: 'oi', header: 'OI', value: (c) => c.openInterest, text: (v) => formatCount(v) },
];

/** How many columns each side spans (the head's "Calls" and "Puts" groups). */
export const CHAIN_SIDE_SPAN = FIGURES.length;

function sideColumn(side: Side, f: Figure, currentOcc: string): TableColumn<StrikeRow> {
  const quote = (r: StrikeRow): ContractQuote | null => r[side];
  const value = (r: StrikeRow): number | null => {
    const c = quote(r);
    return c === null ? null : f.value(c);
  };
  const isCurrent = (r: StrikeRow): boolean => quote(r)?.occ === currentOcc;
  return {
    id: `${side}.${f.id}`,
    header: f.header,
    csvHeader: `${side === 'call' ? 'Call' : 'Put'} ${f.header}`,
    kind: 'number',
    value,
    className: (r) => (isCurrent(r) ? 'bg-accent/15 font-semibold' : ''),
    cell: (r): ReactNode => {
      const c = quote(r);
      const text = f.text(value(r));
      if (f.id !== 'price' || c === null) return text;
      return (
        <Link
          to={`/contract/${encodeURIComponent(c.occ)}`}
          className="underline decoration-dotted"
          aria-label={`Open ${c.occ}`}
          aria-current={isCurrent(r) ? 'page' : undefined}
        >
          {text}
        </Link>
      );
    },
  };
}

/** The chain's columns for the page of `currentOcc`: calls (price first), strike, puts (price last). */
export function chainColumns(currentOcc: string, atmStrike: number | null): TableColumn<StrikeRow>[] {
  const strike: TableColumn<StrikeRow> = {
    id: 'strike',
    header: 'Strike',
    kind: 'number',
    rowHeader: true,
    value: (r) => r.strike,
    className: 'px-2 font-semibold',
    cell: (r) => (
      <>
        {formatPrice(r.strike)}
        {r.strike === atmStrike ? <span className="ml-1 text-[10px] text-accent">ATM</span> : null}
      </>
    ),
  };
  return [
    ...FIGURES.map((f) => sideColumn('call', f, currentOcc)),
    strike,
    ...[...FIGURES].reverse().map((f) => sideColumn('put', f, currentOcc)),
  ];
}
