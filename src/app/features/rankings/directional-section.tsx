/**
 * Directional scores (/v1/directional/current): the four pressures by sign with colour AND a mark,
 * directional_score, imbalance_score, a visible warning when the list is truncated, and the stated
 * calibration (none: raw notional, not comparable across tickers). A picked ticker (`?ticker=` in the
 * URL, to share) shows its history under the table.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { parseTicker } from '../../../api/ticker';
import { withSearchParam } from '../../data/search-param';
import { CURRENT } from '../../data/url-state';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatCount, formatSigned } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DIRECTION_DEFINITION, directionOf, directionOrder } from '../../data/readings/direction';
import { DirectionCell, SignedMoney } from './cells';
import { pickColumn } from './ranked-table';
import type { AnswerOf } from '../../../api/schemas';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { DirectionalHistory } from './directional-history';
import { LabelledSelect } from './labelled-select';
import { directionalScores } from './queries';
import { RankingsSection } from './rankings-section';
import { calibrationOf, directionalTruncation, PRESSURES, TONE_CLASS, toneOf } from './rankings-model';

const DISPLAY_CHOICES = [50, 100, 250, 500] as const;

const PICK_LABEL = 'Show directional history for';

type DirectionalRow = AnswerOf<'directional.current'>['data'][number];

function directionalColumns(pick: (ticker: string) => void): TableColumn<DirectionalRow>[] {
  return [
    pickColumn<DirectionalRow>(PICK_LABEL, pick),
    ...PRESSURES.map((p): TableColumn<DirectionalRow> => ({
      id: p.field,
      header: `${p.label} (${p.meaning === 'bullish' ? '+' : '−'})`,
      csvHeader: `${p.field}_usd`,
      title: `${p.label} pressure: ${p.meaning}`,
      kind: 'number',
      value: (r) => r[p.field] ?? null,
      cell: (r) => <SignedMoney value={r[p.field]} />,
    })),
    {
      id: 'score',
      header: 'Directional score',
      csvHeader: 'directional_score',
      kind: 'number',
      value: (r) => r.directional_score ?? null,
      cell: (r) => <SignedMoney value={r.directional_score} />,
    },
    {
      id: 'direction',
      header: 'Direction',
      kind: 'number',
      align: 'left',
      value: (r) => directionOrder(directionOf(r)),
      csvFields: [{ header: 'direction', value: (r) => directionOf(r) }],
      cell: (r) => <DirectionCell value={directionOf(r)} basis={DIRECTION_DEFINITION} />,
    },
    {
      id: 'imbalance',
      header: 'Imbalance',
      csvHeader: 'imbalance_score',
      kind: 'number',
      value: (r) => r.imbalance_score ?? null,
      cell: (r) => (
        <>
          <span className={TONE_CLASS[toneOf(r.imbalance_score)]}>{formatSigned(r.imbalance_score)}</span>
          <span className="ml-1 text-muted">{imbalanceLabel(r.imbalance_score)}</span>
        </>
      ),
    },
    {
      id: 'orders',
      header: 'Orders',
      kind: 'number',
      value: (r) => r.orders ?? null,
      cell: (r) => formatCount(r.orders),
    },
  ];
}

export function DirectionalSection(): ReactElement {
  const [maxDisplay, setMaxDisplay] = useState<number>(100);
  const q = useQuery(directionalScores(CURRENT, maxDisplay));
  const [params, setParams] = useSearchParams();
  const picked = parseTicker(params.get('ticker') ?? '');
  const pick = (ticker: string | null): void =>
    setParams((p) => withSearchParam(p, 'ticker', ticker), { replace: true });
  return (
    <RankingsSection
      id="directional"
      title="Directional scores"
      controls={
        <LabelledSelect
          label="Rows"
          value={maxDisplay}
          options={DISPLAY_CHOICES}
          onChange={(v) => setMaxDisplay(Number(v))}
        />
      }
    >
      <QueryState query={q} label="directional scores">
        {(data) => {
          const rows = data.data;
          const trunc = directionalTruncation(data);
          const calibration = calibrationOf(data);
          return (
            <div className="flex flex-col gap-2">
              {/* `data` is the row list here, not a delay block. */}
              <FreshnessBadge meta={{ ...data, data: undefined }} />
              {trunc.truncated ? (
                <p
                  role="alert"
                  className="rounded border border-warn/60 px-2 py-1 text-xs text-warn"
                  data-testid="directional-truncated"
                >
                  ⚠ Showing {formatCount(trunc.shown)} of {formatCount(trunc.total)} tickers: the list is truncated. A
                  ticker missing here may still have evidence.
                </p>
              ) : null}
              <p className="text-xs text-muted" data-testid="directional-calibration">
                Calibration: {calibration ?? 'not stated'}
                {calibration === 'none'
                  ? ' — raw notional in USD, no volatility adjustment; magnitudes are not comparable across tickers.'
                  : ''}{' '}
                Imbalance measures call-versus-put buying concentration (−1…+1), not direction. {DIRECTION_DEFINITION}
              </p>
              <DataTable
                id="directional"
                label="Directional scores"
                columns={directionalColumns(pick)}
                rows={rows}
                rowKey={(r, i) => r.ticker ?? `?${i}`}
                onRowActivate={(r) => pick(r.ticker)}
                rowLabel={(r) => `${PICK_LABEL} ${r.ticker ?? '—'}`}
                isRowSelected={(r) => r.ticker !== null && r.ticker === picked}
                size="xs"
                nowrap
                {...(picked ? { maxHeight: '45vh' } : { fill: true })}
              />
              {picked ? <DirectionalHistory key={picked} ticker={picked} onClose={() => pick(null)} /> : null}
            </div>
          );
        }}
      </QueryState>
    </RankingsSection>
  );
}

function imbalanceLabel(v: number | null): string {
  const t = toneOf(v);
  return t === 'up' ? 'calls' : t === 'down' ? 'puts' : t === 'neutral' ? 'even' : '';
}
