/**
 * The time-by-price profile of one ticker's off-exchange prints. A session still being built answers
 * 503 with Retry-After: the panel says so with a countdown and retries when the server said to.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { TimeProfileHeatmap, type ProfileMarker } from '../../charts/time-profile-heatmap';
import { Panel } from '../../ui/panel';
import { sessionHours } from '../../../api/calendar';
import { isApiError } from '../../data/api-error';
import { shouldRetry } from '../../data/query-client';
import type { AnswerOf } from '../../../api/schemas';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatCompact, formatCount, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { pctText, printTime } from './darkpool-format';
import { darkpoolTimeProfile } from './queries';
import { buildShareGrid, nearestRow, readTimeProfile } from '../../data/darkpool-time-profile';

/** A 503 with Retry-After is "still building": keep retrying for as long as the server asks. */
export function isBuilding(error: unknown): boolean {
  return isApiError(error) && error.status === 503 && error.retryAfterMs !== null;
}

function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function ProfilePanel(props: { ticker: string; date: string | null }): ReactElement {
  const { ticker, date } = props;
  const query = useQuery({
    ...darkpoolTimeProfile(ticker, date),
    retry: (n: number, e: Error) => isBuilding(e) || shouldRetry(n, e),
  });
  const building = query.isPending && isBuilding(query.failureReason);
  const [deadline, setDeadline] = useState<number | null>(null);
  const failures = query.failureCount;
  const waitMs = isApiError(query.failureReason) ? query.failureReason.retryAfterMs : null;
  useEffect(() => {
    setDeadline(building && waitMs !== null ? Date.now() + waitMs : null);
  }, [building, failures, waitMs]);
  const left = useCountdown(deadline);

  const profile = useMemo(
    () => (query.data ? readTimeProfile(query.data, sessionBuckets(query.data)) : null),
    [query.data],
  );
  const shaped = useMemo(() => (profile ? buildShareGrid(profile) : null), [profile]);
  const markers = useMemo<ProfileMarker[]>(() => {
    if (!profile) return [];
    const out: ProfileMarker[] = [];
    for (const b of profile.blocks) {
      const row = nearestRow(profile.prices, b.price);
      if (row === null || b.bucket === null || b.bucket >= profile.bucketLabels.length) continue;
      out.push({
        col: b.bucket,
        row,
        weight: b.size ?? 1,
        label: `block ${printTime(b.time)} ET · ${formatPrice(b.price)} · ${formatCount(b.size)} sh · ${formatMoney(b.premium)}`,
      });
    }
    return out;
  }, [profile]);

  const pocRow = profile ? nearestRow(profile.prices, profile.poc) : null;
  const valRow = profile ? nearestRow(profile.prices, profile.val) : null;
  const vahRow = profile ? nearestRow(profile.prices, profile.vah) : null;

  return (
    <Panel
      title={`Off-exchange time × price profile — ${ticker} (${query.data?.session ?? date ?? 'latest'})`}
      testId="darkpool-profile"
      badges={query.data ? <FreshnessBadge meta={query.data} ticker={ticker} /> : null}
      note={
        profile ? (
          <span className="flex flex-wrap gap-x-4 tabular-nums" data-testid="profile-levels">
            <span>
              POC <b className="text-fg">{formatPrice(profile.poc)}</b>
            </span>
            <span>
              70% value area <b className="text-fg">{formatPrice(profile.val)}</b> –{' '}
              <b className="text-fg">{formatPrice(profile.vah)}</b>
            </span>
            <span>
              shares <b className="text-fg">{formatCompact(profile.totals.volume)}</b>
            </span>
            <span>
              at/above ask {pctOf(profile.totals.buy, profile.totals.volume)} · at/below bid{' '}
              {pctOf(profile.totals.sell, profile.totals.volume)} · away from quote{' '}
              {pctOf(profile.totals.away, profile.totals.volume)}
            </span>
            {profile.levelsFromPayload ? null : <span>(POC and value area derived from the row totals)</span>}
          </span>
        ) : null
      }
    >
      {building ? (
        <div
          role="status"
          data-testid="profile-building"
          className="rounded border border-warn/60 bg-warn/5 p-3 text-warn"
        >
          ◔ Session still being built — retrying in {left ?? MISSING} s
        </div>
      ) : (
        <QueryState query={query} label="time profile" height="h-96">
          {() =>
            profile && shaped && profile.cells.length > 0 ? (
              <TimeProfileHeatmap
                prices={profile.prices}
                buckets={profile.bucketLabels}
                values={shaped.grid}
                rowTotals={profile.rowTotals}
                pocRow={pocRow}
                valRow={valRow}
                vahRow={vahRow}
                markers={markers}
                formatPrice={(v) => formatPrice(v)}
                formatShares={(v) => formatCompact(v)}
                label={`Dark-pool shares by 5-minute bucket and price for ${ticker}, as of ${query.data?.as_of ?? MISSING}`}
                readout={(cell) => {
                  const shares = shaped.grid[cell.row]?.[cell.col] ?? null;
                  const side = shaped.sides[cell.row]?.[cell.col] ?? null;
                  return (
                    <span>
                      <b>{profile.bucketLabels[cell.col]} ET</b> · price {formatPrice(profile.prices[cell.row])} ·{' '}
                      {shares === null ? 'no prints' : `${formatCount(shares)} sh`}
                      {side && shares ? (
                        <>
                          {' '}
                          · <span className="text-up">▲ at/above ask {formatCount(side.buy)}</span> ·{' '}
                          <span className="text-down">▼ at/below bid {formatCount(side.sell)}</span> · away{' '}
                          {formatCount(side.away)}
                        </>
                      ) : shares && !profile.hasSides ? (
                        ' · side split not available (built without quotes)'
                      ) : null}{' '}
                      · row total {formatCount(profile.rowTotals[cell.row])} sh
                    </span>
                  );
                }}
              />
            ) : (
              <p className="p-3 text-muted">No off-exchange prints for {ticker} in this session yet.</p>
            )
          }
        </QueryState>
      )}
      {profile && profile.blocks.length > 0 ? (
        <p className="mt-1 text-[11px] text-muted">
          Largest blocks:{' '}
          {profile.blocks
            .slice(0, 3)
            .map((b) => `${printTime(b.time)} ${formatPrice(b.price)} × ${formatCompact(b.size)}`)
            .join(' · ')}{' '}
          (markers ◎ on the chart)
        </p>
      ) : null}
    </Panel>
  );
}

/** 5-minute buckets from the open to the close of the answer's session (early closes included). */
function sessionBuckets(answer: AnswerOf<'darkpool.timeProfile'>): number {
  const session = answer.session ?? null;
  if (session === null || !/^\d{4}-\d{2}-\d{2}$/.test(session)) return 0;
  const step = answer.bucket_minutes ?? null;
  const minutes = step !== null && step > 0 ? step : 5;
  const { openMs, closeMs } = sessionHours(session);
  return Math.max(0, Math.ceil((closeMs - openMs) / (minutes * 60_000)));
}

function pctOf(part: number | null, whole: number | null): string {
  return part === null || whole === null || whole === 0 ? MISSING : pctText(part / whole);
}
