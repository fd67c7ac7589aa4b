/** Intent flow rankings, current or for a chosen session, with the ticker detail on selection. */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import type { AnswerOf } from '../../../api/schemas';
import { CURRENT } from '../../data/url-state';
import type { TableColumn } from '../../ui/table-columns';
import { netPremiumColumn, ordersColumn } from './ranking-columns';
import { formatEtTime, formatRank } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { EXPOSURE_DEFINITION } from '../../data/readings/exposure-sign';
import { Exposure } from './cells';
import { IntentDetail } from './intent-detail';
import { LabelledSelect } from './labelled-select';
import { intentRankings, intentSessions } from './queries';
import { RankedTable } from './ranked-table';
import { RankingsSection } from './rankings-section';
import { sessionsOf } from './rankings-model';

/** The ranking row's four greeks of its latest cluster, each with its reading. */
const LAST_GREEKS = [
  ['net_delta_last', 'delta', 'Δ$ last'],
  ['net_gamma_last', 'gamma', 'Γ$ last'],
  ['net_vega_last', 'vega', 'Vega$ last'],
  ['net_theta_last', 'theta', 'Θ$ last'],
] as const;

type IntentRow = AnswerOf<'flow.current'>['rankings'][number];

const INTENT_COLUMNS: readonly TableColumn<IntentRow>[] = [
  {
    id: 'score',
    header: 'Score',
    kind: 'number',
    value: (r) => r.score ?? null,
    cell: (r) => formatRank(r.score ?? null),
  },
  netPremiumColumn(),
  ordersColumn(),
  ...LAST_GREEKS.map(([f, greek, header]): TableColumn<IntentRow> => ({
    id: f,
    header,
    csvHeader: `${f}_usd`,
    kind: 'number',
    value: (r) => r[f] ?? null,
    cell: (r) => <Exposure greek={greek} value={r[f] ?? null} />,
  })),
  {
    id: 'last_cluster',
    header: 'Last cluster (ET)',
    csvHeader: 'last_cluster',
    kind: 'time',
    value: (r) => r.last_cluster_at ?? null,
    cell: (r) => formatEtTime(r.last_cluster_at ?? null),
  },
];

export function IntentSection(): ReactElement {
  const [session, setSession] = useState<string>(CURRENT);
  const [ticker, setTicker] = useState<string | null>(null);
  const sessions = useQuery(intentSessions());
  const rankings = useQuery(intentRankings(session));
  const sessionList = sessionsOf(sessions.data);
  return (
    <RankingsSection
      id="intent"
      title="Intent flow"
      controls={
        <LabelledSelect
          label="Session"
          value={session}
          options={[CURRENT, ...sessionList]}
          onChange={(v) => {
            setSession(v);
            setTicker(null);
          }}
        />
      }
    >
      <QueryState query={rankings} label="intent rankings">
        {(data) => {
          const answeredSession = data.session ?? (session === CURRENT ? null : session);
          return (
            <RankedTable
              id="intent"
              data={data}
              label="Intent flow rankings"
              labelHead="Intent (net Δ$)"
              labelBasis="The service's intent label, read from the session's net delta $ of its large orders, not the directional score"
              columns={INTENT_COLUMNS}
              empty="No ranked tickers for this session."
              picked={ticker}
              pickLabel="Show intent detail for"
              onPick={setTicker}
              note={
                <p className="text-xs text-muted">
                  Greeks are dollar exposures of the latest 5-minute cluster only (net_delta_last …), not session
                  totals. {EXPOSURE_DEFINITION} Net premium is premium paid minus received, not a direction. Scores are
                  descriptive, not calibrated predictions.
                </p>
              }
              detail={
                ticker && answeredSession ? (
                  <IntentDetail
                    session={answeredSession}
                    ticker={ticker}
                    // The detail describes the row's cluster, the moment the row was read at.
                    clusterAt={data.rankings.find((r) => r.ticker === ticker)?.last_cluster_at ?? null}
                    onClose={() => setTicker(null)}
                  />
                ) : null
              }
            />
          );
        }}
      </QueryState>
    </RankingsSection>
  );
}
