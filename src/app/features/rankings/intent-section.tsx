/** Intent flow rankings, current or for a chosen session, with the ticker detail on selection. */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { CURRENT } from '../../data/url-state';
import { formatEtTime, formatCount, formatRank } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { EXPOSURE_DEFINITION } from '../../data/readings/exposure-sign';
import { Exposure, NetPremium, td, tdr } from './cells';
import { IntentDetail } from './intent-detail';
import { LabelledSelect } from './labelled-select';
import { intentRankings, intentSessions } from './queries';
import { RankedTable } from './ranked-table';
import { RankingsSection } from './rankings-section';
import { sessionsOf } from './rankings-model';

/** The ranking row's four greeks of its latest cluster, each with its reading. */
const LAST_GREEKS = [
  ['net_delta_last', 'delta'],
  ['net_gamma_last', 'gamma'],
  ['net_vega_last', 'vega'],
  ['net_theta_last', 'theta'],
] as const;

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
              data={data}
              label="Intent flow rankings"
              labelHead="Intent (net Δ$)"
              labelBasis="The service's intent label, read from the session's net delta $ of its large orders, not the directional score"
              head={[
                { text: 'Score', right: true },
                { text: 'Net premium', right: true },
                { text: 'Orders', right: true },
                { text: 'Δ$ last', right: true },
                { text: 'Γ$ last', right: true },
                { text: 'Vega$ last', right: true },
                { text: 'Θ$ last', right: true },
                'Last cluster (ET)',
              ]}
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
              cells={(r) => (
                <>
                  <td className={tdr}>{formatRank(r.score ?? null)}</td>
                  <td className={tdr}>
                    <NetPremium value={r.net_premium ?? null} />
                  </td>
                  <td className={tdr}>{formatCount(r.orders)}</td>
                  {LAST_GREEKS.map(([f, greek]) => (
                    <td key={f} className={tdr}>
                      <Exposure greek={greek} value={r[f]} />
                    </td>
                  ))}
                  <td className={td}>{formatEtTime(r.last_cluster_at ?? null)}</td>
                </>
              )}
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
