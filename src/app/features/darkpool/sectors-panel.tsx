/**
 * The sectors heatmap: one tile per sector the service returns, tinted by its net NBBO-location lean
 * (lean-fill.ts: readable text in both themes) with the lean printed, and a drill-down into one
 * sector's constituents.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatMoney, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { leanClass, leanText, pctText, sectorName } from './darkpool-format';
import { readSector, readSectors, type ConstituentRow, type SectorRow } from './darkpool-readers';
import { DataTable } from '../../ui/data-table';
import { tickerColumn } from '../../ui/ticker-column';
import { offExchangeColumn } from './darkpool-columns';
import type { TableColumn } from '../../ui/table-columns';
import { leanFill } from './lean-fill';
import { darkpoolSector, darkpoolSectors } from './queries';

export function SectorsPanel(props: { date: string | null }): ReactElement {
  const query = useQuery(darkpoolSectors(props.date));
  const sectors = useMemo(() => (query.data ? readSectors(query.data) : []), [query.data]);
  const [open, setOpen] = useState<string | null>(null);
  const [exAway, setExAway] = useState(false);
  const hasEx = sectors.some((s) => s.netExAway !== null);
  const maxNotional = sectors.reduce((m, s) => Math.max(m, s.notional ?? 0), 0);
  return (
    <Panel
      title="Sectors — off-exchange $ and net NBBO-location lean"
      testId="darkpool-sectors"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
      note="Tile colour and arrow: net lean (▲ at/above ask, ▼ at/below bid; a proxy). Bar: share of off-exchange $. Click a sector for its constituents."
    >
      <label className="mb-1 flex items-center gap-1 text-xs">
        <input
          type="checkbox"
          checked={exAway && hasEx}
          disabled={!hasEx}
          onChange={(e) => setExAway(e.target.checked)}
        />
        net pressure without away-from-quote prints
        {!hasEx && sectors.length > 0 ? <span className="text-muted">(not available for this session)</span> : null}
      </label>
      <QueryState query={query} label="sectors">
        {() => (
          <div
            className="grid grid-cols-2 gap-1 sm:grid-cols-3 xl:grid-cols-4"
            role="list"
            aria-label="Sectors heatmap"
          >
            {sectors.map((s, i) => (
              <SectorTile
                key={s.key ?? `row-${i}`}
                s={s}
                exAway={exAway && hasEx}
                maxNotional={maxNotional}
                active={s.key !== null && open === s.key}
                onClick={s.key === null ? null : () => setOpen(open === s.key ? null : s.key)}
              />
            ))}
          </div>
        )}
      </QueryState>
      {open ? <SectorDrill sectorKey={open} date={props.date} /> : null}
    </Panel>
  );
}

function SectorTile(props: {
  s: SectorRow;
  exAway: boolean;
  maxNotional: number;
  active: boolean;
  /** Null when the service gave the row no key: shown, but there is nothing to drill into. */
  onClick: (() => void) | null;
}): ReactElement {
  const { s } = props;
  const lean = s.lean;
  const net = props.exAway ? s.netExAway : s.net;
  return (
    <div role="listitem">
      <button
        type="button"
        onClick={props.onClick ?? undefined}
        disabled={props.onClick === null}
        aria-pressed={props.active}
        className={`h-full w-full rounded border p-1.5 text-left text-xs text-fg ${props.active ? 'border-fg' : 'border-line'}`}
        style={{ background: leanFill(lean) }}
      >
        <div className="flex justify-between gap-1">
          <span className="min-w-0 truncate font-semibold" title={s.label}>
            {s.label}
          </span>
          <span className="shrink-0">{s.fund ?? ''}</span>
        </div>
        <div className="tabular-nums">{formatMoney(s.notional)}</div>
        <div className="my-0.5 h-1 rounded bg-fg/15">
          <div
            className="h-1 rounded bg-fg/60"
            style={{ width: `${props.maxNotional > 0 ? ((s.notional ?? 0) / props.maxNotional) * 100 : 0}%` }}
          />
        </div>
        <div className="tabular-nums">
          {pctText(s.share)} · lean {leanText(lean)}
        </div>
        <div className="tabular-nums">net {formatMoney(net, { signed: true })}</div>
        <div className="truncate">{s.topNames.join(' · ') || MISSING}</div>
      </button>
    </div>
  );
}

const CONSTITUENT_COLUMNS: readonly TableColumn<ConstituentRow>[] = [
  tickerColumn('/darkpool'),
  offExchangeColumn(),
  {
    id: 'share',
    header: 'share of sector',
    csvHeader: 'share_of_sector',
    kind: 'number',
    value: (r) => r.shareOfSector,
    cell: (r) => pctText(r.shareOfSector),
  },
  {
    id: 'lean',
    header: 'net lean',
    csvHeader: 'net_lean',
    kind: 'number',
    value: (r) => r.netLean,
    cell: (r) => leanText(r.netLean),
    className: (r) => leanClass(r.netLean),
  },
  {
    id: 'intensity',
    header: 'intensity',
    title: "today's off-exchange $ ÷ prior session's",
    kind: 'number',
    value: (r) => r.intensity,
    cell: (r) => (r.intensity === null ? MISSING : `${r.intensity.toFixed(2)}×`),
  },
];

function SectorDrill(props: { sectorKey: string; date: string | null }): ReactElement {
  const query = useQuery(darkpoolSector(props.sectorKey, props.date));
  const d = useMemo(() => (query.data ? readSector(query.data) : null), [query.data]);
  return (
    <div className="mt-2 rounded border border-line p-2" data-testid="darkpool-sector-drill">
      <QueryState query={query} label={`sector ${sectorName(props.sectorKey)}`}>
        {() =>
          d ? (
            <>
              <p className="mb-1 text-xs text-muted">
                {sectorName(props.sectorKey)}: top-1 share {pctText(d.top1)} · top-3 share {pctText(d.top3)} · direction
                agreement {pctText(d.agreement)} (of sector $ leaning with the sector)
              </p>
              <DataTable
                id="sector-constituents"
                label={`Constituents of ${sectorName(props.sectorKey)}`}
                columns={CONSTITUENT_COLUMNS}
                rows={d.rows}
                rowKey={(r) => r.ticker}
                size="xs"
                nowrap
              />
            </>
          ) : null
        }
      </QueryState>
    </div>
  );
}
