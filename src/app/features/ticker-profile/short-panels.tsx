/**
 * Short positioning: short interest by settlement date (twice a month, published about two weeks after
 * settlement) and daily short volume. Short volume counts short-sale prints of the day, not positions,
 * so the two answer different questions and sit apart.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import { asObj, pickNum } from '../../data/readers';
import { formatCompact, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { PanelFreshness } from './panel-freshness';
import { formatShare } from './profile-format';
import { readShortInterest, readShortVolume } from './profile-readers';
import { shortInterestHistory, shortVolumeHistory } from './queries';

function Empty(props: { text: string }): ReactElement {
  return <p className="py-3 text-center text-sm text-muted">{props.text}</p>;
}

export function ShortInterestPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(shortInterestHistory(props.ticker));
  return (
    <ChartPanel
      title={`${props.ticker} short interest`}
      testId="profile-short-interest"
      badges={query.data ? <PanelFreshness data={query.data} /> : null}
    >
      <QueryState query={query} label="short interest">
        {(d) => {
          const rows = readShortInterest(d);
          if (rows.length === 0) return <Empty text="No short-interest reports." />;
          return (
            <>
              <p className="mb-1 text-xs text-muted">float {formatCompact(pickNum(asObj(d), 'float_shares'))} shares</p>
              <table className="w-full text-xs" aria-label="Short interest by settlement date">
                <thead>
                  <tr className="text-muted">
                    <th className="text-left font-normal">Settled</th>
                    <th className="num font-normal">Short shares</th>
                    <th className="num font-normal">% float</th>
                    <th className="num font-normal">Days to cover</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <tr key={`${r.settlement ?? ''}-${i}`} className="border-b border-line/50">
                      <td title={`published ${r.published ?? MISSING}`}>{r.settlement ?? MISSING}</td>
                      <td className="num">{formatCompact(r.shares)}</td>
                      <td className="num">{formatShare(r.pctOfFloat, 2)}</td>
                      <td className="num">{r.daysToCover === null ? MISSING : r.daysToCover.toFixed(2)}</td>
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

export function ShortVolumePanel(props: { ticker: string }): ReactElement {
  const query = useQuery(shortVolumeHistory(props.ticker));
  return (
    <ChartPanel
      title={`${props.ticker} daily short volume`}
      testId="profile-short-volume"
      badges={query.data ? <PanelFreshness data={query.data} /> : null}
    >
      <QueryState query={query} label="short volume">
        {(d) => {
          const rows = readShortVolume(d);
          if (rows.length === 0) return <Empty text="No short-volume sessions." />;
          return (
            <table className="w-full text-xs" aria-label="Daily short volume">
              <thead>
                <tr className="text-muted">
                  <th className="text-left font-normal">Session</th>
                  <th className="num font-normal">Short</th>
                  <th className="num font-normal">Total</th>
                  <th className="num font-normal">Short ratio</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.session ?? ''}-${i}`} className="border-b border-line/50">
                    <td>{r.session ?? MISSING}</td>
                    <td className="num">{formatCompact(r.shortVolume)}</td>
                    <td className="num">{formatCompact(r.totalVolume)}</td>
                    <td className="num">{formatShare(r.ratio, 1)}</td>
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
