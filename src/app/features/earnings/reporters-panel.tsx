/** A session's reporters: the event's figures and the option flow each drew; a row opens its detail. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import {
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { RowPickHeader } from '../../ui/row-pick-header';
import { useCurrentSession } from '../../data/current-session';
import { readReporters, type EarningsEvent, type ReportersAnswer } from './earnings-readings';
import { ExpectedMoveText, RealizedMoveText } from './move-cells';
import { useEarningsMoves } from './use-earnings-moves';
import { netPremiumText } from '../../data/readings/net-premium';

/** `bmo 07:00:00 ET` / `amc 16:05:00 ET`: when the report lands, in ET. */
export function releaseText(e: EarningsEvent): string {
  const when = e.releaseAt ? `${formatEtTime(e.releaseAt)} ET` : null;
  return [e.time, when].filter(Boolean).join(' ') || MISSING;
}

/** The service's one-day IV estimate either way: ±6.53%; "—" when not given. */
export function ivMoveText(v: number | null): string {
  return v === null ? MISSING : `±${formatIv(v, 2)}`;
}

export function signClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}

export function ReportersPanel(props: {
  title: string;
  query: UseQueryResult<ReportersAnswer>;
  selected: string | null;
  onSelect: (ticker: string) => void;
}): ReactElement {
  const d = props.query.data;
  const current = useCurrentSession();
  const all = useMemo(() => readReporters(d), [d]);
  const moves = useEarningsMoves(all, current.session);
  return (
    <ChartPanel
      title={props.title}
      testId="earnings-reporters"
      badges={d ? <FreshnessBadge meta={d} /> : null}
      note="EPS surprise against the estimate; expected move is the ATM straddle of the first expiry after the report as a share of the price (one day of ATM IV only where the chain cannot price it, marked IV est.); realized move is close to close, or so far in the reaction session; flow is the session's large orders, net premium signed by the aggressor."
    >
      <QueryState query={props.query} label="reporters">
        {() => {
          const rows = all;
          if (rows.length === 0) return <p className="py-4 text-sm text-muted">No reporters in this session.</p>;
          return (
            <div className="overflow-x-auto">
              <table className="w-full text-sm [&_td]:px-1.5 [&_th]:px-1.5" aria-label="Reporters">
                <thead className="text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">Ticker</th>
                    <th className="text-left font-normal">Company</th>
                    <th className="text-left font-normal">Release (ET)</th>
                    <th className="num font-normal">EPS est.</th>
                    <th className="num font-normal">EPS actual</th>
                    <th className="num font-normal">Surprise</th>
                    <th className="num font-normal">Revenue est. / actual</th>
                    <th className="num font-normal">ATM IV</th>
                    <th className="num font-normal">Expected move</th>
                    <th className="num font-normal">Realized move</th>
                    <th className="num font-normal">Orders</th>
                    <th className="num font-normal">Net premium</th>
                    <th className="num font-normal">Put/call premium</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr
                      key={r.ticker}
                      className={`border-b border-line/50 ${props.selected === r.ticker ? 'bg-raised' : ''}`}
                      data-ticker={r.ticker}
                    >
                      <RowPickHeader selected={props.selected === r.ticker} onPick={() => props.onSelect(r.ticker)}>
                        {r.ticker}
                      </RowPickHeader>
                      <td className="max-w-48 truncate text-muted">{r.name ?? MISSING}</td>
                      <td className="whitespace-nowrap">{releaseText(r)}</td>
                      <td className="num">{formatPrice(r.epsEstimate)}</td>
                      <td className="num">{formatPrice(r.epsActual)}</td>
                      <td className={`num ${signClass(r.epsSurprisePct)}`}>{formatPercentChange(r.epsSurprisePct)}</td>
                      <td className="num whitespace-nowrap">
                        {formatMoney(r.revenueEstimate)} / {formatMoney(r.revenueActual)}
                      </td>
                      <td className="num">{formatIv(r.atmIv)}</td>
                      <td className="num">
                        <ExpectedMoveText move={moves.get(r.ticker)?.expected ?? null} />
                      </td>
                      <td className={`num ${signClass(moves.get(r.ticker)?.realized?.pct ?? null)}`}>
                        <RealizedMoveText move={moves.get(r.ticker)?.realized ?? null} />
                      </td>
                      <td className="num">{formatCount(r.flow.orders)}</td>
                      <td className="num">{netPremiumText(r.flow.netPremium)}</td>
                      <td className="num">{formatRank(r.flow.putCallPremiumRatio)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-1 text-xs text-muted">
                {formatCompact(rows.length)} reporters · choose a ticker for its orders, greeks and abnormal trades.
              </p>
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
