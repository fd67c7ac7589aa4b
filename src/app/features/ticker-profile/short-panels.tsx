/**
 * Short positioning: short interest by settlement date (twice a month, published about two weeks after
 * settlement) and daily short volume. Short volume counts short-sale prints of the day, not positions,
 * so the two answer different questions and sit apart.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatCompact } from '../../ui/format';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readShortInterest, readShortVolume } from './profile-readers';
import { shortInterestHistory, shortVolumeHistory } from './queries';
import { DataTable } from '../../ui/data-table';
import { SHORT_INTEREST_COLUMNS, SHORT_VOLUME_COLUMNS } from './profile-columns';

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
          <DataTable
            id="profile-short-interest"
            label="Short interest by settlement date"
            columns={SHORT_INTEREST_COLUMNS}
            rows={rows}
            rowKey={(r, i) => `${r.settlement ?? ''}-${i}`}
            size="xs"
          />
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
        <DataTable
          id="profile-short-volume"
          label="Daily short volume"
          columns={SHORT_VOLUME_COLUMNS}
          rows={rows}
          rowKey={(r, i) => `${r.session ?? ''}-${i}`}
          size="xs"
        />
      )}
    </ProfileRowsPanel>
  );
}
