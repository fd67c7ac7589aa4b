/**
 * The volatility page's smaller panels: term structure, ATM-IV(30d) history, IV rank and percentile,
 * descriptive stats, realized windows beside current implied, risk reversal, and the percentile at a
 * (moneyness, DTE) cell. Ranks and percentiles are on the 0–1 scale; every IV is a decimal shown in %.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { LineChart } from '../../charts/line-chart';
import { TermStructureChart } from '../../charts/term-structure-chart';
import { formatCount, formatIv, formatRank, formatSigned, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { AnswerFreshness } from './answer-freshness';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { figureColumns, type FigureRow } from '../../ui/figure-columns';
import { REALIZED_COLUMNS, RISK_REVERSAL_COLUMNS } from './vol-columns';
import type { EndpointId } from '../../../api/registry';
import type { AnswerFor } from '../../data/endpoint-query';
import { formatMoneyness } from './surface-grid';
import { readIvHistory, readRealized, readRiskReversal, readTermStructure } from './vol-readings';

type Q<I extends EndpointId> = UseQueryResult<AnswerFor<I>>;

/** Figures of one answer, named, in reading order. */
function KeyValues(props: { id: string; label: string; rows: readonly FigureRow[] }): ReactElement {
  return (
    <DataTable id={props.id} label={props.label} columns={FIGURE_COLUMNS} rows={props.rows} rowKey={(r) => r.label} />
  );
}

const FIGURE_COLUMNS = figureColumns({ label: 'figure', value: 'value' });

/** An IV figure: a decimal shown in %. */
function iv(label: string, v: number | null | undefined): FigureRow {
  return { label, value: v ?? null, text: formatIv(v) };
}

/** The observations an answer's figures were read from. */
function sample(d: { n: number | null; from: string | null; to: string | null }): string {
  return `n = ${formatCount(d.n)} observations, ${d.from ?? MISSING} → ${d.to ?? MISSING}`;
}

export function TermPanel(props: { ticker: string; query: Q<'volatility.termStructure'> }): ReactElement {
  return (
    <Panel
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
    </Panel>
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
    <Panel
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
    </Panel>
  );
}

export function RankPanel(props: {
  ticker: string;
  rank: Q<'volatility.ivRank'>;
  stats: Q<'volatility.stats'>;
}): ReactElement {
  return (
    <Panel
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
              id="vol-stats"
              label="ATM-IV(30d) descriptive stats"
              rows={[
                iv('mean', d.mean),
                iv('std', d.std),
                iv('min', d.min),
                iv('p25', d.p25),
                iv('median', d.median),
                iv('p75', d.p75),
                iv('max', d.max),
                iv('current', d.current),
                { label: 'z-score', value: d.z_score ?? null, text: formatSigned(d.z_score) },
              ]}
            />
            <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted">
              {sample(d)} <FreshnessBadge meta={d} ticker={props.ticker} />
            </p>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

export function RealizedPanel(props: {
  ticker: string;
  query: Q<'volatility.realized'>;
  currentImplied: number | null;
}): ReactElement {
  return (
    <Panel
      title={`${props.ticker} realized vs implied`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
      note="Annualized close-to-close realized volatility over trailing trading-day windows, beside current ATM IV (30d)."
    >
      <QueryState query={props.query} label="realized volatility">
        {(d) => {
          return (
            <DataTable
              id="vol-realized"
              label="Realized volatility windows"
              columns={REALIZED_COLUMNS}
              rows={readRealized(d).map((r) => ({ ...r, implied: props.currentImplied }))}
              rowKey={(r) => r.window}
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}

export function RiskReversalPanel(props: {
  ticker: string;
  query: Q<'volatility.riskReversal'>;
  wingPct: number;
}): ReactElement {
  return (
    <Panel
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
              <DataTable
                id="vol-risk-reversal"
                label="Risk reversal per expiry"
                columns={RISK_REVERSAL_COLUMNS}
                rows={rr.rows}
                rowKey={(r, i) => r.expiry ?? i}
              />
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

export function PercentilePanel(props: {
  ticker: string;
  query: Q<'volatility.percentile'>;
  moneynessPct: number;
  dte: number;
}): ReactElement {
  return (
    <Panel
      title={`${props.ticker} IV percentile at ${formatMoneyness(props.moneynessPct / 100)}, ${props.dte}d`}
      badges={<AnswerFreshness query={props.query} ticker={props.ticker} />}
      note="Through-time percentile of the IV at this cell over the lookback (click a surface cell to move it)."
    >
      <QueryState query={props.query} label="IV percentile">
        {(d) => {
          const band = (k: 'p10' | 'p25' | 'p50' | 'p75' | 'p90'): FigureRow => iv(k, d.bands?.[k]);
          return (
            <>
              <KeyValues
                id="vol-percentile-cell"
                label="Percentile at cell"
                rows={[
                  iv('current IV', d.current),
                  { label: 'percentile (0–1)', value: d.percentile ?? null, text: formatRank(d.percentile) },
                  { label: 'z-score', value: d.z_score ?? null, text: formatSigned(d.z_score) },
                  band('p10'),
                  band('p25'),
                  band('p50'),
                  band('p75'),
                  band('p90'),
                ]}
              />
              <p className="mt-1 text-xs text-muted">{sample(d)}</p>
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}
