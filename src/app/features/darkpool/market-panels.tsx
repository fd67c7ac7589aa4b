/**
 * The whole market's off-exchange activity: the ranking, the sector rotation matrix, and the recent
 * notable prints and alerts (the sectors heatmap is sectors-panel.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatCount, formatMoney, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { tickerColumn } from '../../ui/ticker-column';
import { offExchangeColumn } from './darkpool-columns';
import type { TableColumn } from '../../ui/table-columns';
import type { RankingRow } from './market-readers';
import { leanClass, leanText, pctText, sectorName } from './darkpool-format';
import { readBlocks, readRanking, readRotation } from './darkpool-readers';
import { BlocksTable } from './blocks-table';
import type { RotationCall } from './rotation-call';
import { RotationMatrixTable } from './rotation-matrix';
import { rotationView } from './rotation-summary';
import { useRotationPace } from './use-rotation-pace';
import { darkpoolAlerts, darkpoolRanking, darkpoolRecentPrints, darkpoolRotation } from './queries';

type RankedRow = RankingRow & { readonly rank: number };

const RANKING_COLUMNS: readonly TableColumn<RankedRow>[] = [
  { id: 'rank', header: '#', kind: 'number', align: 'left', value: (r) => r.rank, className: 'text-muted' },
  tickerColumn('/darkpool'),
  offExchangeColumn(),
  // The decimal share, as the reader keeps it.
  { id: 'share', header: 'share', kind: 'number', value: (r) => r.share, cell: (r) => pctText(r.share) },
  { id: 'prints', header: 'prints', kind: 'number', value: (r) => r.prints, cell: (r) => formatCount(r.prints) },
  { id: 'blocks', header: 'blocks', kind: 'number', value: (r) => r.blocks, cell: (r) => formatCount(r.blocks) },
  {
    id: 'lean',
    header: 'net lean',
    csvHeader: 'net_lean',
    title: '(at/above ask − at/below bid) ÷ both, NBBO-location proxy',
    kind: 'number',
    value: (r) => r.lean,
    cell: (r) => leanText(r.lean),
    className: (r) => leanClass(r.lean),
  },
];

export function RankingPanel(props: { date: string | null }): ReactElement {
  const query = useQuery(darkpoolRanking(props.date));
  const r = useMemo(() => (query.data ? readRanking(query.data) : null), [query.data]);
  // The service's order is the rank; it stays the row's number however the table is sorted.
  const rows = useMemo(() => (r?.rows ?? []).map((row, i) => ({ ...row, rank: i + 1 })), [r]);
  return (
    <Panel
      title="Off-exchange ranking — top names by notional"
      testId="darkpool-ranking"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
      note={
        r ? (
          <>
            Whole market: off-exchange {formatMoney(r.marketNotional)}, {pctText(r.marketShare)} of consolidated share
            volume.
          </>
        ) : null
      }
    >
      <QueryState query={query} label="ranking">
        {() => (
          <DataTable
            id="darkpool-ranking"
            label="Off-exchange ranking"
            columns={RANKING_COLUMNS}
            rows={rows}
            rowKey={(row) => row.ticker}
            height="max-h-80"
            size="xs"
            nowrap
          />
        )}
      </QueryState>
    </Panel>
  );
}

/** "Most elevated: Technology 1.32× · into: Technology · out of: Utilities, Energy". */
function callText(call: RotationCall): string {
  const names = (keys: readonly string[]): string => (keys.length ? keys.map(sectorName).join(', ') : 'none');
  const top = call.mostElevated;
  const elevated = top
    ? `${sectorName(top.key)}${top.ratio === null ? '' : ` ${top.ratio.toFixed(2)}×`}`
    : 'none (every sector at or below its average)';
  return `Most elevated: ${elevated} · into: ${names(call.into)} · out of: ${names(call.outOf)}`;
}

export function RotationPanel(): ReactElement {
  const query = useQuery(darkpoolRotation());
  const m = useMemo(() => (query.data ? readRotation(query.data) : null), [query.data]);
  // The newest column of a provisional answer holds a session still accumulating: compared with the
  // same minutes of earlier sessions, never with their whole days.
  const partial = query.data?.finality === 'provisional';
  const expected = useRotationPace(m?.sessions ?? [], partial, query.data?.as_of ?? null);
  const view = useMemo(() => (m ? rotationView(m, partial, expected) : null), [m, partial, expected]);
  return (
    <Panel
      title="Sector rotation — off-exchange $ vs trailing 20-session average"
      testId="darkpool-rotation"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
      note={
        view ? (
          <>
            <span data-testid="rotation-call">
              {view.call
                ? callText(view.call)
                : view.pending
                  ? 'Rotation call: waiting for earlier sessions’ pace'
                  : MISSING}
            </span>
            . Cells: ratio (1.00× = average; above ↑, below ↓; into above 1.10×, out of below 0.90×)
            {view.comparison
              ? `; ◔ the current session so far, ${view.comparison} (their average scaled by the share of a day they had printed by then)`
              : ''}
            .
          </>
        ) : null
      }
    >
      <QueryState query={query} label="sector rotation">
        {() =>
          m && m.sectors.length > 0 ? (
            <RotationMatrixTable
              sessions={m.sessions}
              sectors={m.sectors}
              ratio={view?.ratio ?? m.ratio}
              partial={partial}
            />
          ) : (
            <p className="p-2 text-sm text-muted">No rotation data.</p>
          )
        }
      </QueryState>
    </Panel>
  );
}

export function RecentPanel(props: { date: string | null }): ReactElement {
  const recent = useQuery(darkpoolRecentPrints(props.date));
  const alerts = useQuery(darkpoolAlerts(props.date));
  const recentRows = useMemo(() => readBlocks(recent.data, 'prints'), [recent.data]);
  const alertRows = useMemo(() => readBlocks(alerts.data, 'alerts'), [alerts.data]);
  const feed = recent.data?.data?.feed ?? null;
  return (
    <div className="grid grid-cols-1 gap-3 2xl:grid-cols-2">
      <Panel
        title="Recent notable prints — market-wide"
        testId="darkpool-recent"
        badges={recent.data ? <FreshnessBadge meta={recent.data} /> : null}
        note={typeof feed === 'string' ? `Feed: ${feed}.` : 'Block-gated detected-block tape, not the raw market tape.'}
      >
        <QueryState query={recent} label="recent prints">
          {() => <BlocksTable id="recent-prints" rows={recentRows} label="Recent notable prints" showTicker />}
        </QueryState>
      </Panel>
      <Panel
        title="Alerts — large blocks with options confirmation"
        testId="darkpool-alerts"
        badges={alerts.data ? <FreshnessBadge meta={alerts.data} /> : null}
      >
        <QueryState query={alerts} label="alerts">
          {() => <BlocksTable id="darkpool-alerts" rows={alertRows} label="Dark-pool alerts" showTicker />}
        </QueryState>
      </Panel>
    </div>
  );
}
