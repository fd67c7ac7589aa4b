/**
 * The volatility page's smaller panels: term structure, ATM-IV(30d) history, IV rank and percentile,
 * descriptive stats, realized windows beside current implied, risk reversal, and the percentile at a
 * (moneyness, DTE) cell. Ranks and percentiles are on the 0–1 scale; every IV is a decimal shown in %.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import { LineChart } from '../../charts/line-chart';
import { TermStructureChart } from '../../charts/term-structure-chart';
import { formatCount, formatIv, formatPrice, formatRank, formatSigned, MISSING, toneClassOf } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { AnswerFreshness } from './answer-freshness';
import { QueryState } from '../../ui/query-state';
import type { EndpointId } from '../../../api/registry';
import type { AnswerFor } from '../../data/endpoint-query';
import { formatMoneyness } from './surface-grid';
import { readIvHistory, readRealized, readRiskReversal, readTermStructure } from './vol-readings';

type Q<I extends EndpointId> = UseQueryResult<AnswerFor<I>>;

function KeyValues(props: { rows: readonly (readonly [string, ReactNode])[]; label: string }): ReactElement {
  return (
    <table className="w-full text-sm" aria-label={props.label}>
      <tbody>
        {props.rows.map(([k, v]) => (
          <tr key={k} className="border-b border-line/50">
            <th scope="row" className="py-0.5 pr-2 text-left font-normal text-muted">
              {k}
            </th>
            <td className="num py-0.5">{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The observations an answer's figures were read from. */
function sample(d: { n: number | null; from: string | null; to: string | null }): string {
  return `n = ${formatCount(d.n)} observations, ${d.from ?? MISSING} → ${d.to ?? MISSING}`;
}

export function TermPanel(props: { ticker: string; query: Q<'volatility.termStructure'> }): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} term structure — ATM IV per expiry`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
    >
      <QueryState query={props.query} label="term structure">
        {(d) => {
          const t = readTermStructure(d);
          return (
            <>
              <p className="mb-1 text-xs">
                <span className="text-muted">mean ATM IV</span>{' '}
                <span className="num font-semibold">{formatIv(t.meanAtmIv)}</span>
                <span className="ml-3 text-muted">{t.points.length} expiries</span>
              </p>
              <TermStructureChart
                points={t.points}
                meanAtmIv={t.meanAtmIv}
                label={`${props.ticker} ATM IV by days to expiry`}
              />
            </>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function HistoryPanel(props: { ticker: string; query: Q<'volatility.history'> }): ReactElement {
  const points = useMemo(() => (props.query.data ? readIvHistory(props.query.data) : []), [props.query.data]);
  const series = useMemo(
    () => [
      {
        id: 'iv30',
        label: 'ATM IV (30d)',
        color: 'var(--app-accent)',
        points: points.map((p) => ({ x: p.t, y: p.iv })),
      },
    ],
    [points],
  );
  const fmtDate = (t: number): string => new Date(t).toISOString().slice(0, 10);
  return (
    <ChartPanel
      title={`${props.ticker} ATM-IV(30d) history`}
      badges={
        <>
          {points.length > 0 ? (
            <span className="text-xs text-muted">
              {points[0]?.session} → {points[points.length - 1]?.session}
            </span>
          ) : null}
          <AnswerFreshness query={props.query} ticker={props.ticker} />
        </>
      }
    >
      <QueryState query={props.query} label="IV history">
        {() =>
          points.length > 0 ? (
            <LineChart
              series={series}
              label={`${props.ticker} ATM IV 30-day history`}
              xLabel="session"
              yLabel="ATM IV 30d (%)"
              formatX={fmtDate}
              formatTick={(t) => fmtDate(t).slice(5)}
              formatY={(y) => formatIv(y)}
              height={220}
            />
          ) : (
            <p className="py-6 text-center text-sm text-muted">No history in the answer.</p>
          )
        }
      </QueryState>
    </ChartPanel>
  );
}

export function RankPanel(props: {
  ticker: string;
  rank: Q<'volatility.ivRank'>;
  stats: Q<'volatility.stats'>;
}): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} IV rank, percentile and stats of ATM-IV(30d)`}
      badges={<AnswerFreshness query={props.rank} ticker={props.ticker} />}
    >
      <QueryState query={props.rank} label="IV rank">
        {(d) => (
          <div className="mb-3" data-testid="iv-rank">
            <div className="grid grid-cols-2 gap-2">
              <div className="rounded border border-line bg-raised/40 px-2 py-1">
                <div className="text-xs text-muted">IV rank (0–1)</div>
                <div className="num text-left text-lg font-semibold">{formatRank(d.rank)}</div>
              </div>
              <div className="rounded border border-line bg-raised/40 px-2 py-1">
                <div className="text-xs text-muted">IV percentile (0–1)</div>
                <div className="num text-left text-lg font-semibold">{formatRank(d.percentile)}</div>
              </div>
            </div>
            <p className="mt-1 text-xs text-muted">
              current {formatIv(d.current)} · range {formatIv(d.min)}–{formatIv(d.max)} · {sample(d)}
            </p>
          </div>
        )}
      </QueryState>
      <QueryState query={props.stats} label="IV stats">
        {(d) => (
          <>
            <KeyValues
              label="ATM-IV(30d) descriptive stats"
              rows={[
                ['mean', formatIv(d.mean)],
                ['std', formatIv(d.std)],
                ['min', formatIv(d.min)],
                ['p25', formatIv(d.p25)],
                ['median', formatIv(d.median)],
                ['p75', formatIv(d.p75)],
                ['max', formatIv(d.max)],
                ['current', formatIv(d.current)],
                ['z-score', formatSigned(d.z_score)],
              ]}
            />
            <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted">
              {sample(d)} <FreshnessBadge meta={d} ticker={props.ticker} />
            </p>
          </>
        )}
      </QueryState>
    </ChartPanel>
  );
}

export function RealizedPanel(props: {
  ticker: string;
  query: Q<'volatility.realized'>;
  currentImplied: number | null;
}): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} realized vs implied`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
      note="Annualized close-to-close realized volatility over trailing trading-day windows, beside current ATM IV (30d)."
    >
      <QueryState query={props.query} label="realized volatility">
        {(d) => {
          const rows = readRealized(d);
          return (
            <table className="w-full text-sm" aria-label="Realized volatility windows">
              <thead className="text-xs text-muted">
                <tr>
                  <th className="text-left font-normal">window</th>
                  <th className="num font-normal">realized</th>
                  <th className="num font-normal">implied 30d</th>
                  <th className="num font-normal">IV − RV</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.window} className="border-b border-line/50">
                    <td>{r.window}d</td>
                    <td className="num">{formatIv(r.realized)}</td>
                    <td className="num">{formatIv(props.currentImplied)}</td>
                    <td className="num">
                      {r.realized === null || props.currentImplied === null
                        ? MISSING
                        : `${formatSigned((props.currentImplied - r.realized) * 100, 1)} pt`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function RiskReversalPanel(props: {
  ticker: string;
  query: Q<'volatility.riskReversal'>;
  wingPct: number;
}): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} risk reversal ±${props.wingPct}%`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
      note="Call-wing IV − put-wing IV; negative is the usual equity put skew."
    >
      <QueryState query={props.query} label="risk reversal">
        {(d) => {
          const rr = readRiskReversal(d);
          return (
            <>
              <p className="mb-1 text-sm">
                <span className="text-muted">mean</span>{' '}
                <span className="num font-semibold">
                  {rr.mean === null ? MISSING : `${formatSigned(rr.mean * 100, 2)} pt`}
                </span>
              </p>
              <table className="w-full text-sm" aria-label="Risk reversal per expiry">
                <thead className="text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">expiry</th>
                    <th className="num font-normal">call IV</th>
                    <th className="num font-normal">put IV</th>
                    <th className="num font-normal">RR</th>
                  </tr>
                </thead>
                <tbody>
                  {rr.rows.map((r, i) => (
                    <tr key={`${r.expiry ?? i}`} className="border-b border-line/50">
                      <td>
                        {r.expiry ?? MISSING}{' '}
                        <span className="text-xs text-muted">{r.dte === null ? '' : `${r.dte}d`}</span>
                      </td>
                      <td className="num" title={`strike ${formatPrice(r.callStrike)}`}>
                        {formatIv(r.callIv)}
                      </td>
                      <td className="num" title={`strike ${formatPrice(r.putStrike)}`}>
                        {formatIv(r.putIv)}
                      </td>
                      <td className={`num ${toneClassOf(formatSigned(r.rr === null ? null : r.rr * 100, 2))}`}>
                        {r.rr === null ? MISSING : `${formatSigned(r.rr * 100, 2)} pt`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function PercentilePanel(props: {
  ticker: string;
  query: Q<'volatility.percentile'>;
  moneynessPct: number;
  dte: number;
}): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} IV percentile at ${formatMoneyness(props.moneynessPct / 100)}, ${props.dte}d`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
      note="Through-time percentile of the IV at this cell over the lookback (click a surface cell to move it)."
    >
      <QueryState query={props.query} label="IV percentile">
        {(d) => {
          const band = (k: 'p10' | 'p25' | 'p50' | 'p75' | 'p90'): string => formatIv(d.bands?.[k] ?? null);
          return (
            <>
              <KeyValues
                label="Percentile at cell"
                rows={[
                  ['current IV', formatIv(d.current)],
                  ['percentile (0–1)', formatRank(d.percentile)],
                  ['z-score', formatSigned(d.z_score)],
                  ['p10 / p25 / p50', `${band('p10')} / ${band('p25')} / ${band('p50')}`],
                  ['p75 / p90', `${band('p75')} / ${band('p90')}`],
                ]}
              />
              <p className="mt-1 text-xs text-muted">{sample(d)}</p>
            </>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
