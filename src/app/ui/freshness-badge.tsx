/**
 * Freshness of an answer, where the data is shown: as_of, finality, delay and its reason,
 * stale_live_window with a link to the named session, degraded (endpoint-query.ts asks again after a few seconds), basis.calibration,
 * and whether the BFF is stretching refreshes to keep the day's budget.
 */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useHeaderBudget, type RefreshSlowed } from '../data/budget-store';
import { contractDriftOf } from '../data/contract-read';
import { DriftMark } from './drift-mark';
import { formatEtDateTime } from './format';

export interface FreshnessMeta {
  readonly as_of?: string | null;
  readonly finality?: string | null;
  readonly session?: string | null;
  readonly stale_live_window?: boolean | null;
  readonly hint?: string | null;
  readonly degraded?: boolean | null;
  readonly data?: unknown;
  readonly basis?: unknown;
  readonly delayed?: boolean | null;
}

interface Delay {
  realtime: boolean;
  delay_seconds: number;
  delay_reason: string | null;
}

/** The delay an answer states (`data.realtime`, `delay_seconds`, `delay_reason`), or null when it states none. */
export function delayOf(meta: FreshnessMeta): Delay | null {
  const d = meta.data;
  if (typeof d === 'object' && d !== null && !Array.isArray(d) && 'realtime' in d) {
    const r = d as Record<string, unknown>;
    return {
      realtime: r.realtime === true,
      delay_seconds: typeof r.delay_seconds === 'number' ? r.delay_seconds : 0,
      delay_reason: typeof r.delay_reason === 'string' ? r.delay_reason : null,
    };
  }
  return null;
}

function calibrationOf(meta: FreshnessMeta): string | null {
  const b = meta.basis;
  if (typeof b === 'object' && b !== null && 'calibration' in b) {
    const c = (b as { calibration: unknown }).calibration;
    return typeof c === 'string' ? c : null;
  }
  return null;
}

/** The session a stale_live_window hint names (YYYY-MM-DD), if any. */
export function sessionInHint(hint: string | undefined): string | null {
  return hint?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? null;
}

function formatDelay(seconds: number): string {
  return seconds >= 60 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
}

const chip = 'inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-[11px] leading-none whitespace-nowrap';

/** The mark of a panel whose refreshes the BFF stretches (day-pacer): it shows older data on purpose. */
export function SlowedRefreshMark(props: { slowed: RefreshSlowed }): ReactElement | null {
  const { slowed } = props;
  if (slowed === null) return null;
  return (
    <span
      className={`${chip} border-warn/60 text-warn`}
      data-testid="refresh-slowed"
      title="The dashboard server spaces background refreshes so the day's request budget lasts until the close; what you open or ask for is never held back."
    >
      {slowed === 'paused'
        ? "◷ refresh paused to keep the day's budget (until 00:00 UTC)"
        : `◷ refresh slowed to keep the day's budget (×${slowed.toFixed(1)})`}
    </span>
  );
}

export function FreshnessBadge(props: { meta: FreshnessMeta; ticker?: string }): ReactElement {
  const { meta } = props;
  const slowed = useHeaderBudget((s) => s.refreshSlowed);
  const location = useLocation();
  const delay = delayOf(meta);
  const calibration = calibrationOf(meta);
  const hintSession = sessionInHint(meta.hint ?? undefined);
  const asOf =
    meta.as_of ??
    (typeof meta.data === 'object' && meta.data && 'as_of' in meta.data
      ? (meta.data as { as_of?: string }).as_of
      : null);
  const linkTo = (session: string): string => {
    const p = new URLSearchParams(location.search);
    p.set('session', session);
    return `${location.pathname}?${p.toString()}`;
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="freshness">
      <span className={`${chip} border-line text-muted`} title={asOf ?? 'no observation yet'}>
        as of {formatEtDateTime(asOf)}
      </span>
      {meta.finality ? (
        <span
          className={`${chip} ${meta.finality === 'final' ? 'border-line text-muted' : 'border-warn/60 text-warn'}`}
        >
          {meta.finality === 'final' ? '✓ final' : '◔ provisional'}
        </span>
      ) : null}
      {delay && !delay.realtime ? (
        <span className={`${chip} border-warn/60 text-warn`}>
          ◷ delayed {formatDelay(delay.delay_seconds)}
          {delay.delay_reason === 'policy_off_watchlist' ? (
            <Link to="/watchlist" className="underline">
              add {props.ticker ?? 'it'} to watchlist to reduce delay
            </Link>
          ) : delay.delay_reason === 'source_license' ? (
            ' (source licence)'
          ) : null}
        </span>
      ) : delay?.realtime ? (
        <span className={`${chip} border-up/60 text-up`}>● real-time</span>
      ) : meta.delayed ? (
        <span className={`${chip} border-warn/60 text-warn`}>◷ delayed 15 min</span>
      ) : null}
      {meta.stale_live_window ? (
        <span className={`${chip} border-warn/60 text-warn`}>
          market closed: {meta.hint ?? 'live window empty'}
          {hintSession ? (
            <Link to={linkTo(hintSession)} className="underline">
              open {hintSession}
            </Link>
          ) : null}
        </span>
      ) : null}
      {meta.degraded ? (
        <span className={`${chip} border-down/60 text-down`}>⚠ feed degraded — retrying in a few seconds</span>
      ) : null}
      {/* A settled answer is never refreshed, so it is never slowed. */}
      {meta.finality === 'final' ? null : <SlowedRefreshMark slowed={slowed} />}
      <DriftMark fields={contractDriftOf(meta)} />
      {calibration === 'none' ? (
        <span className={`${chip} border-line text-muted`} title="basis.calibration: none">
          calibration: none (descriptive, not a predictor)
        </span>
      ) : null}
    </span>
  );
}
