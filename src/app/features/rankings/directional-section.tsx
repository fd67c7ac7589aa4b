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
import { DIRECTION_DEFINITION, directionOf } from '../../data/readings/direction';
import { DirectionCell, PickRow, SignedMoney, Table, td, tdr } from './cells';
import { DirectionalHistory } from './directional-history';
import { LabelledSelect } from './labelled-select';
import { directionalScores } from './queries';
import { RankingsSection } from './rankings-section';
import { calibrationOf, directionalTruncation, PRESSURES, TONE_CLASS, toneOf } from './rankings-model';

const DISPLAY_CHOICES = [50, 100, 250, 500] as const;

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
              <Table
                pickRows
                {...(picked ? { maxHeight: '45vh' } : { fill: true })}
                label="Directional scores"
                head={[
                  'Ticker',
                  ...PRESSURES.map((p) => ({
                    text: `${p.label} (${p.meaning === 'bullish' ? '+' : '−'})`,
                    right: true,
                  })),
                  { text: 'Directional score', right: true },
                  'Direction',
                  { text: 'Imbalance', right: true },
                  { text: 'Orders', right: true },
                ]}
              >
                {rows.map((r, i) => (
                  <PickRow
                    key={r.ticker ?? i}
                    ticker={r.ticker ?? '—'}
                    selected={picked === r.ticker}
                    pickLabel="Show directional history for"
                    onPick={pick}
                  >
                    {PRESSURES.map((p) => (
                      <td key={p.field} className={tdr} title={`${p.label} pressure: ${p.meaning}`}>
                        <SignedMoney value={r[p.field]} />
                      </td>
                    ))}
                    <td className={tdr}>
                      <SignedMoney value={r.directional_score} />
                    </td>
                    <td className={td}>
                      <DirectionCell value={directionOf(r)} basis={DIRECTION_DEFINITION} />
                    </td>
                    <td className={tdr}>
                      <span className={TONE_CLASS[toneOf(r.imbalance_score)]}>{formatSigned(r.imbalance_score)}</span>
                      <span className="ml-1 text-muted">{imbalanceLabel(r.imbalance_score)}</span>
                    </td>
                    <td className={tdr}>{formatCount(r.orders)}</td>
                  </PickRow>
                ))}
              </Table>
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
