/** Momentum rankings (/v1/momentum/rankings) and a ticker's multi-session history on selection. */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import type { AnswerOf } from '../../../api/schemas';
import type { TableColumn } from '../../ui/table-columns';
import { formatPrice, formatSigned } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { MiniLine } from './mini-line';
import { DataTable } from '../../ui/data-table';
import { MOMENTUM_HISTORY_COLUMNS } from './detail-columns';
import { DetailPanel } from './detail-panel';
import { MOMENTUM_HISTORY_SESSIONS, momentumHistory, momentumRankings } from './queries';
import { netPremiumColumn, ordersColumn, returnColumn, scoreColumn } from './ranking-columns';
import { RankedTable } from './ranked-table';
import { RankingsSection } from './rankings-section';

function MomentumHistory(props: { ticker: string; onClose: () => void }): ReactElement {
  const q = useQuery(momentumHistory(props.ticker));
  return (
    <DetailPanel
      label={`Momentum history ${props.ticker}`}
      testId="momentum-history"
      title={`${props.ticker} momentum, last ${MOMENTUM_HISTORY_SESSIONS} sessions`}
      onClose={props.onClose}
      compact
    >
      <QueryState query={q} label={`${props.ticker} momentum history`}>
        {(data) => {
          const rows = data.history;
          const points = rows
            .map((r) => ({ x: Date.parse(`${r.session ?? ''}T16:00:00Z`), y: r.score ?? null }))
            .filter((p): p is { x: number; y: number } => Number.isFinite(p.x) && p.y !== null)
            .sort((a, b) => a.x - b.x);
          return (
            <>
              {points.length > 1 ? (
                <MiniLine
                  label={`${props.ticker} momentum score by session`}
                  height={130}
                  yLabel="score (−1…+1)"
                  formatX={(x) => new Date(x).toISOString().slice(0, 10)}
                  formatY={(y) => formatSigned(y)}
                  points={points}
                />
              ) : null}
              <DataTable
                id="momentum-history"
                label={`${props.ticker} momentum history`}
                columns={MOMENTUM_HISTORY_COLUMNS}
                rows={rows}
                rowKey={(r, i) => r.session ?? i}
                size="xs"
                nowrap
                className="rounded border border-line bg-panel"
              />
            </>
          );
        }}
      </QueryState>
    </DetailPanel>
  );
}

type MomentumRow = AnswerOf<'momentum.rankings'>['rankings'][number];

const MOMENTUM_COLUMNS: readonly TableColumn<MomentumRow>[] = [
  scoreColumn(),
  returnColumn(),
  {
    id: 'move',
    header: 'Move (σ)',
    csvHeader: 'return_z',
    kind: 'number',
    value: (r) => r.return_z ?? null,
    cell: (r) => formatSigned(r.return_z ?? null, 1),
  },
  {
    id: 'flow_ratio',
    header: 'Flow ratio',
    csvHeader: 'flow_ratio',
    kind: 'number',
    value: (r) => r.flow_ratio ?? null,
    cell: (r) => formatSigned(r.flow_ratio ?? null),
  },
  netPremiumColumn(),
  ordersColumn(),
  { id: 'last', header: 'Last', kind: 'number', value: (r) => r.last ?? null, cell: (r) => formatPrice(r.last) },
];

export function MomentumSection(): ReactElement {
  const [ticker, setTicker] = useState<string | null>(null);
  const q = useQuery(momentumRankings());
  return (
    <RankingsSection id="momentum" title="Momentum">
      <QueryState query={q} label="momentum rankings">
        {(data) => (
          <RankedTable
            id="momentum"
            data={data}
            label="Momentum rankings"
            labelHead="Momentum label"
            labelBasis="The service's momentum label, read from its momentum score (price move and flow), not the directional score"
            columns={MOMENTUM_COLUMNS}
            picked={ticker}
            pickLabel="Show momentum history for"
            onPick={setTicker}
            detail={ticker ? <MomentumHistory ticker={ticker} onClose={() => setTicker(null)} /> : null}
          />
        )}
      </QueryState>
    </RankingsSection>
  );
}
