/** Intent flow rankings, current or for a chosen session, with the ticker detail on selection. */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { CURRENT } from '../../data/url-state';
import { formatEtTime, formatCount, formatRank } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { SignedMoney, td, tdr } from './cells';
import { IntentDetail } from './intent-detail';
import { LabelledSelect } from './labelled-select';
import { intentRankings, intentSessions } from './queries';
import { RankedTable } from './ranked-table';
import { RankingsSection } from './rankings-section';
import { sessionsOf } from './rankings-model';

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
                  totals. Scores are descriptive, not calibrated predictions.
                </p>
              }
              cells={(r) => (
                <>
                  <td className={tdr}>{formatRank(r.score ?? null)}</td>
                  <td className={tdr}>
                    <SignedMoney value={r.net_premium ?? null} />
                  </td>
                  <td className={tdr}>{formatCount(r.orders)}</td>
                  {(['net_delta_last', 'net_gamma_last', 'net_vega_last', 'net_theta_last'] as const).map((f) => (
                    <td key={f} className={tdr}>
                      <SignedMoney value={r[f]} />
                    </td>
                  ))}
                  <td className={td}>{formatEtTime(r.last_cluster_at ?? null)}</td>
                </>
              )}
              detail={
                ticker && answeredSession ? (
                  <IntentDetail session={answeredSession} ticker={ticker} onClose={() => setTicker(null)} />
                ) : null
              }
            />
          );
        }}
      </QueryState>
    </RankingsSection>
  );
}
