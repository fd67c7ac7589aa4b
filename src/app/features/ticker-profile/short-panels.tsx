/**
 * Short positioning: short interest by settlement date (twice a month, published about two weeks after
 * settlement) and daily short volume. Short volume counts short-sale prints of the day, not positions,
 * so the two answer different questions and sit apart.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatCompact, MISSING } from '../../ui/format';
import { formatShare } from './profile-format';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readShortInterest, readShortVolume } from './profile-readers';
import { shortInterestHistory, shortVolumeHistory } from './queries';

export function ShortInterestPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(shortInterestHistory(props.ticker));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} short interest`}
      testId="profile-short-interest"
      query={query}
      label="short interest"
      read={readShortInterest}
      empty="No short-interest reports."
    >
      {(rows, d) => (
        <>
          <p className="mb-1 text-xs text-muted">float {formatCompact(d.float_shares ?? null)} shares</p>
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
      )}
    </ProfileRowsPanel>
  );
}

export function ShortVolumePanel(props: { ticker: string }): ReactElement {
  const query = useQuery(shortVolumeHistory(props.ticker));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} daily short volume`}
      testId="profile-short-volume"
      query={query}
      label="short volume"
      read={readShortVolume}
      empty="No short-volume sessions."
    >
      {(rows) => (
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
      )}
    </ProfileRowsPanel>
  );
}
