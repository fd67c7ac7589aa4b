/**
 * The whole market's off-exchange activity: the ranking, the sectors heatmap with a drill-down into
 * one sector's constituents, the sector rotation matrix, and the recent notable prints and alerts.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { isObj } from '../../data/readers';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatCount, formatMoney, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { leanClass, leanText, pctText, TABLE_CLASS } from './darkpool-format';
import { readBlocks, readRanking, readRotation, readSector, readSectors, type SectorRow } from './darkpool-readers';
import { BlocksTable } from './blocks-table';
import {
  darkpoolAlerts,
  darkpoolRanking,
  darkpoolRecentPrints,
  darkpoolRotation,
  darkpoolSector,
  darkpoolSectors,
} from './queries';

function metaOf(d: unknown): FreshnessMeta {
  return (isObj(d) ? d : {}) as FreshnessMeta;
}

export function RankingPanel(props: { date: string | null }): ReactElement {
  const query = useQuery(darkpoolRanking(props.date));
  const r = useMemo(() => (query.data ? readRanking(query.data) : null), [query.data]);
  return (
    <ChartPanel
      title="Off-exchange ranking — top names by notional"
      testId="darkpool-ranking"
      badges={query.data ? <FreshnessBadge meta={metaOf(query.data)} /> : null}
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
          <div className="max-h-80 overflow-auto">
            <table className={TABLE_CLASS} aria-label="Off-exchange ranking">
              <thead className="sticky top-0 bg-panel text-muted">
                <tr>
                  <th className="text-left font-normal">#</th>
                  <th className="text-left font-normal">ticker</th>
                  <th className="num font-normal">off-exchange $</th>
                  <th className="num font-normal">share</th>
                  <th className="num font-normal">prints</th>
                  <th className="num font-normal">blocks</th>
                  <th className="num font-normal" title="(at/above ask − at/below bid) ÷ both, NBBO-location proxy">
                    net lean
                  </th>
                </tr>
              </thead>
              <tbody>
                {(r?.rows ?? []).map((row, i) => (
                  <tr key={row.ticker} className="border-t border-line/50">
                    <td className="text-muted">{i + 1}</td>
                    <td>
                      <Link to={`/darkpool/${row.ticker}`} className="font-medium hover:underline">
                        {row.ticker}
                      </Link>
                    </td>
                    <td className="num">{formatMoney(row.notional)}</td>
                    <td className="num">{pctText(row.share)}</td>
                    <td className="num">{formatCount(row.prints)}</td>
                    <td className="num">{formatCount(row.blocks)}</td>
                    <td className={`num ${leanClass(row.lean)}`}>{leanText(row.lean)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </ChartPanel>
  );
}

/** Green for an at/above-ask lean, red for at/below bid, grey near zero; the text carries the sign too. */
function leanFill(v: number | null): string {
  if (v === null) return 'rgba(100,116,139,0.15)';
  const a = Math.min(0.65, 0.12 + Math.abs(v) * 1.6);
  return v >= 0 ? `rgba(34,197,94,${a})` : `rgba(239,68,68,${a})`;
}

export function SectorsPanel(props: { date: string | null }): ReactElement {
  const query = useQuery(darkpoolSectors(props.date));
  const sectors = useMemo(() => (query.data ? readSectors(query.data) : []), [query.data]);
  const [open, setOpen] = useState<string | null>(null);
  const [exAway, setExAway] = useState(false);
  const hasEx = sectors.some((s) => s.netExAway !== null);
  const maxNotional = sectors.reduce((m, s) => Math.max(m, s.notional ?? 0), 0);
  return (
    <ChartPanel
      title="Sectors — off-exchange $ and net NBBO-location lean"
      testId="darkpool-sectors"
      badges={query.data ? <FreshnessBadge meta={metaOf(query.data)} /> : null}
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
    </ChartPanel>
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
        className={`h-full w-full rounded border p-1.5 text-left text-xs ${props.active ? 'border-fg' : 'border-line'}`}
        style={{ background: leanFill(lean) }}
      >
        <div className="flex justify-between gap-1">
          <span className="font-medium">{s.label}</span>
          <span className="text-muted">{s.fund ?? ''}</span>
        </div>
        <div className="tabular-nums">{formatMoney(s.notional)}</div>
        <div className="my-0.5 h-1 rounded bg-black/30">
          <div
            className="h-1 rounded bg-white/60"
            style={{ width: `${props.maxNotional > 0 ? ((s.notional ?? 0) / props.maxNotional) * 100 : 0}%` }}
          />
        </div>
        <div className="tabular-nums">
          {pctText(s.share)} · lean {leanText(lean)}
        </div>
        <div className="tabular-nums text-muted">net {formatMoney(net, { signed: true })}</div>
        <div className="truncate text-muted">{s.topNames.join(' · ') || MISSING}</div>
      </button>
    </div>
  );
}

function SectorDrill(props: { sectorKey: string; date: string | null }): ReactElement {
  const query = useQuery(darkpoolSector(props.sectorKey, props.date));
  const d = useMemo(() => (query.data ? readSector(query.data) : null), [query.data]);
  return (
    <div className="mt-2 rounded border border-line p-2" data-testid="darkpool-sector-drill">
      <QueryState query={query} label={`sector ${props.sectorKey}`}>
        {() =>
          d ? (
            <>
              <p className="mb-1 text-xs text-muted">
                {props.sectorKey}: top-1 share {pctText(d.top1)} · top-3 share {pctText(d.top3)} · direction agreement{' '}
                {pctText(d.agreement)} (of sector $ leaning with the sector)
              </p>
              <table className={TABLE_CLASS} aria-label={`Constituents of ${props.sectorKey}`}>
                <thead className="text-muted">
                  <tr>
                    <th className="text-left font-normal">ticker</th>
                    <th className="num font-normal">off-exchange $</th>
                    <th className="num font-normal">share of sector</th>
                    <th className="num font-normal">net lean</th>
                    <th className="num font-normal" title="today's off-exchange $ ÷ prior session's">
                      intensity
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.rows.map((r) => (
                    <tr key={r.ticker} className="border-t border-line/50">
                      <td>
                        <Link to={`/darkpool/${r.ticker}`} className="font-medium hover:underline">
                          {r.ticker}
                        </Link>
                      </td>
                      <td className="num">{formatMoney(r.notional)}</td>
                      <td className="num">{pctText(r.shareOfSector)}</td>
                      <td className={`num ${leanClass(r.netLean)}`}>{leanText(r.netLean)}</td>
                      <td className="num">{r.intensity === null ? MISSING : `${r.intensity.toFixed(2)}×`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null
        }
      </QueryState>
    </div>
  );
}

function ratioFill(v: number | null): string {
  if (v === null) return 'transparent';
  const d = Math.max(-1, Math.min(1, (v - 1) * 2));
  return d >= 0 ? `rgba(251,191,36,${0.1 + d * 0.5})` : `rgba(96,165,250,${0.1 - d * 0.4})`;
}

export function RotationPanel(): ReactElement {
  const query = useQuery(darkpoolRotation());
  const m = useMemo(() => (query.data ? readRotation(query.data) : null), [query.data]);
  // The newest column of a provisional answer holds a session still accumulating: its ratio runs low.
  const partial = isObj(query.data) && query.data.finality === 'provisional';
  return (
    <ChartPanel
      title="Sector rotation — off-exchange $ vs trailing 20-session average"
      testId="darkpool-rotation"
      badges={query.data ? <FreshnessBadge meta={metaOf(query.data)} /> : null}
      note={
        m ? (
          <>
            Most elevated: <b className="text-fg">{m.mostElevated ?? MISSING}</b>
            {m.summary ? <> · {m.summary}</> : null}. Cells: ratio (1.00× = average; above ↑, below ↓)
            {partial ? '; ◔ the current session is still accumulating' : ''}.
          </>
        ) : null
      }
    >
      <QueryState query={query} label="sector rotation">
        {() =>
          m && m.sectors.length > 0 ? (
            <div className="overflow-auto">
              <table className={TABLE_CLASS} aria-label="Sector rotation matrix">
                <thead className="text-muted">
                  <tr>
                    <th className="text-left font-normal">sector</th>
                    {m.sessions.map((s, j) => (
                      <th key={s} className="num font-normal">
                        {s.slice(5)}
                        {j === m.sessions.length - 1 && partial ? ' ◔ so far' : ''}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {m.sectors.map((sec, i) => (
                    <tr key={sec}>
                      <td className="font-medium">{sec}</td>
                      {m.sessions.map((s, j) => {
                        const v = m.ratio[i]?.[j] ?? null;
                        return (
                          <td key={s} className="num" style={{ background: ratioFill(v) }}>
                            {v === null ? MISSING : `${v > 1 ? '↑' : v < 1 ? '↓' : ''}${v.toFixed(2)}×`}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="p-2 text-sm text-muted">No rotation data.</p>
          )
        }
      </QueryState>
    </ChartPanel>
  );
}

export function RecentPanel(props: { date: string | null }): ReactElement {
  const recent = useQuery(darkpoolRecentPrints(props.date));
  const alerts = useQuery(darkpoolAlerts(props.date));
  const recentRows = useMemo(() => readBlocks(recent.data, 'prints'), [recent.data]);
  const alertRows = useMemo(() => readBlocks(alerts.data, 'alerts'), [alerts.data]);
  const feed = isObj(recent.data) && isObj(recent.data.data) ? recent.data.data.feed : null;
  return (
    <div className="grid gap-3 2xl:grid-cols-2">
      <ChartPanel
        title="Recent notable prints — market-wide"
        testId="darkpool-recent"
        badges={recent.data ? <FreshnessBadge meta={metaOf(recent.data)} /> : null}
        note={typeof feed === 'string' ? `Feed: ${feed}.` : 'Block-gated detected-block tape, not the raw market tape.'}
      >
        <QueryState query={recent} label="recent prints">
          {() => <BlocksTable rows={recentRows} label="Recent notable prints" showTicker />}
        </QueryState>
      </ChartPanel>
      <ChartPanel
        title="Alerts — large blocks with options confirmation"
        testId="darkpool-alerts"
        badges={alerts.data ? <FreshnessBadge meta={metaOf(alerts.data)} /> : null}
      >
        <QueryState query={alerts} label="alerts">
          {() => <BlocksTable rows={alertRows} label="Dark-pool alerts" showTicker />}
        </QueryState>
      </ChartPanel>
    </div>
  );
}
