/**
 * The volatility page's tables: realized windows beside the current implied, risk reversal per expiry,
 * the batch ATM IV of the watchlist and the day's IV movers.
 */
import { formatIv, formatPrice, formatSigned, MISSING, toneClassOf, toneOfShown } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { tickerColumn } from '../../ui/ticker-column';
import type { AtmRow, MoverRow, RealizedRow, RiskReversalRow } from './vol-readings';

/** A realized window read against the current ATM IV (30d), both decimals. */
export interface RealizedVsImplied extends RealizedRow {
  readonly implied: number | null;
}

/** Implied minus realized, in decimal IV points (0.031 = +3.1 pt); null when either is not observed. */
export function ivMinusRv(r: RealizedVsImplied): number | null {
  return r.realized === null || r.implied === null ? null : r.implied - r.realized;
}

/** A decimal IV difference in points, signed: "+3.1 pt"; "—" when not observed. */
function pointsText(v: number | null, digits: number): string {
  return v === null ? MISSING : `${formatSigned(v * 100, digits)} pt`;
}

export const REALIZED_COLUMNS: readonly TableColumn<RealizedVsImplied>[] = [
  {
    id: 'window',
    header: 'window',
    kind: 'number',
    align: 'left',
    value: (r) => r.window,
    cell: (r) => `${r.window}d`,
  },
  { id: 'realized', header: 'realized', kind: 'number', value: (r) => r.realized, cell: (r) => formatIv(r.realized) },
  { id: 'implied', header: 'implied 30d', kind: 'number', value: (r) => r.implied, cell: (r) => formatIv(r.implied) },
  { id: 'ivMinusRv', header: 'IV − RV', kind: 'number', value: ivMinusRv, cell: (r) => pointsText(ivMinusRv(r), 1) },
];

export const RISK_REVERSAL_COLUMNS: readonly TableColumn<RiskReversalRow>[] = [
  {
    id: 'expiry',
    header: 'expiry',
    kind: 'time',
    value: (r) => r.expiry,
    cell: (r) => (
      <>
        {r.expiry ?? MISSING} <span className="text-xs text-muted">{r.dte === null ? '' : `${r.dte}d`}</span>
      </>
    ),
    csvFields: [
      { header: 'expiry', value: (r) => r.expiry },
      { header: 'dte', value: (r) => r.dte },
    ],
  },
  {
    id: 'callIv',
    header: 'call IV',
    kind: 'number',
    value: (r) => r.callIv,
    cell: (r) => <span title={`strike ${formatPrice(r.callStrike)}`}>{formatIv(r.callIv)}</span>,
    csvFields: [
      { header: 'call IV', value: (r) => r.callIv },
      { header: 'call strike', value: (r) => r.callStrike },
    ],
  },
  {
    id: 'putIv',
    header: 'put IV',
    kind: 'number',
    value: (r) => r.putIv,
    cell: (r) => <span title={`strike ${formatPrice(r.putStrike)}`}>{formatIv(r.putIv)}</span>,
    csvFields: [
      { header: 'put IV', value: (r) => r.putIv },
      { header: 'put strike', value: (r) => r.putStrike },
    ],
  },
  {
    id: 'rr',
    header: 'RR',
    kind: 'number',
    value: (r) => r.rr,
    cell: (r) => pointsText(r.rr, 2),
    className: (r) => toneClassOf(formatSigned(r.rr === null ? null : r.rr * 100, 2)),
  },
];

export const BATCH_ATM_COLUMNS: readonly TableColumn<AtmRow>[] = [
  tickerColumn<AtmRow>('/volatility'),
  { id: 'atmIv', header: 'ATM IV', kind: 'number', value: (r) => r.atmIv, cell: (r) => formatIv(r.atmIv) },
  {
    id: 'dte',
    header: 'DTE',
    kind: 'number',
    value: (r) => r.dte,
    cell: (r) => (r.dte === null ? MISSING : `${Math.round(r.dte)}d`),
  },
];

/** An IV change in points with its arrow; a change that rounds to zero has neither arrow nor sign. */
function ivChangeText(change: number | null): string {
  if (change === null) return MISSING;
  const text = formatSigned(change * 100, 1);
  const tone = toneOfShown(text);
  return `${tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : ''}${text} pt`;
}

export const MOVER_COLUMNS: readonly TableColumn<MoverRow>[] = [
  tickerColumn<MoverRow>('/volatility'),
  { id: 'current', header: 'ATM IV', kind: 'number', value: (r) => r.current, cell: (r) => formatIv(r.current) },
  { id: 'prior', header: 'prior', kind: 'number', value: (r) => r.prior, cell: (r) => formatIv(r.prior) },
  {
    id: 'change',
    header: 'change',
    kind: 'number',
    value: (r) => r.change,
    cell: (r) => ivChangeText(r.change),
    className: (r) => toneClassOf(formatSigned(r.change === null ? null : r.change * 100, 1)),
  },
];
