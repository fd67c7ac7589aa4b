/**
 * The columns of the tide's event tables: net premium before and after each economic release, and the
 * macro ETFs' option flow beside the tide.
 */
import { formatEtHourMinute } from '../../charts/et-time-ticks';
import type { EtfFlowRow } from '../../data/economic-readings';
import { etCsvTime, etHeader } from '../../ui/csv-export';
import { formatMoney, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { AroundRelease, Release } from './releases';

const signed = (v: number | null): string => formatMoney(v, { signed: true, digits: 1 });

/** A release of the session and what net premium did around it (null where the curve does not reach). */
export interface ReleaseRow {
  readonly release: Release;
  readonly around: AroundRelease | null;
}

export function aroundReleaseColumns(minutes: number): TableColumn<ReleaseRow>[] {
  return [
    {
      id: 'release',
      header: 'Release (ET)',
      kind: 'time',
      value: ({ release: r }) => r.atMs,
      cell: ({ release: r, around: a }) => (
        <>
          {formatEtHourMinute(r.atMs)} {r.name}
          {a && a.fromMs > r.atMs ? <span className="text-muted"> · read from the open</span> : null}
        </>
      ),
      csvFields: [
        { header: etHeader('Release'), value: ({ release: r }) => etCsvTime(r.atMs) },
        { header: 'Name', value: ({ release: r }) => r.name },
      ],
    },
    {
      id: 'impact',
      header: 'Impact',
      kind: 'text',
      value: ({ release: r }) => r.impact,
      cell: ({ release: r }) => r.impact ?? MISSING,
      className: 'text-muted',
    },
    {
      id: 'before',
      header: `${minutes} min before`,
      kind: 'number',
      value: ({ around: a }) => a?.before ?? null,
      cell: ({ around: a }) => signed(a?.before ?? null),
    },
    {
      id: 'after',
      header: `${minutes} min after`,
      kind: 'number',
      value: ({ around: a }) => a?.after ?? null,
      cell: ({ around: a }) => <span data-testid="after-release">{signed(a?.after ?? null)}</span>,
    },
  ];
}

export const TIDE_ETF_COLUMNS: readonly TableColumn<EtfFlowRow>[] = [
  { id: 'symbol', header: 'ETF', kind: 'text', value: (r) => r.symbol, className: 'font-semibold' },
  {
    id: 'netPremium',
    header: 'Net premium',
    kind: 'number',
    value: (r) => r.netPremium,
    cell: (r) => signed(r.netPremium),
  },
  {
    id: 'calls',
    header: 'Calls',
    kind: 'number',
    value: (r) => r.callPremium,
    cell: (r) => formatMoney(r.callPremium),
  },
  { id: 'puts', header: 'Puts', kind: 'number', value: (r) => r.putPremium, cell: (r) => formatMoney(r.putPremium) },
];
