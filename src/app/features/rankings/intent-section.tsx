/** Intent flow rankings, current or for a chosen session, with the ticker detail on selection. */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { endpointQuery } from '../../data/endpoint-query';
import { isObj, num, rowsOf, str } from '../../data/readers';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatEtTime, formatCount, formatRank } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { RANKED_ROW_HEAD, RankedRow, SignedMoney, Table, td, tdr } from './cells';
import { IntentDetail } from './intent-detail';
import { LabelledSelect } from './labelled-select';
import { sessionsOf } from './rankings-model';

export function IntentSection(): ReactElement {
  const [session, setSession] = useState<string>('current');
  const [ticker, setTicker] = useState<string | null>(null);
  const sessions = useQuery(endpointQuery('flow.sessions'));
  const rankings = useQuery(
    session === 'current'
      ? endpointQuery<unknown>('flow.current', {}, { poll: true })
      : endpointQuery<unknown>('flow.session', { session }),
  );
  const sessionList = sessionsOf(sessions.data);
  return (
    <section aria-labelledby="intent-title" className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="intent-title" className="text-base font-semibold">
          Intent flow
        </h2>
        <LabelledSelect
          label="Session"
          value={session}
          options={['current', ...sessionList]}
          onChange={(v) => {
            setSession(v);
            setTicker(null);
          }}
        />
      </header>
      <QueryState query={rankings} label="intent rankings">
        {(data) => {
          const rows = rowsOf(data, 'rankings');
          const meta: FreshnessMeta = isObj(data) ? data : {};
          const answeredSession = (isObj(data) ? str(data.session) : null) ?? (session === 'current' ? null : session);
          return (
            <div className="flex flex-col gap-2">
              <FreshnessBadge meta={meta} />
              <p className="text-xs text-muted">
                Greeks are dollar exposures of the latest 5-minute cluster only (net_delta_last …), not session totals.
                Scores are descriptive, not calibrated predictions.
              </p>
              <Table
                maxHeight="45vh"
                label="Intent flow rankings"
                head={[
                  ...RANKED_ROW_HEAD,
                  { text: 'Score', right: true },
                  { text: 'Net premium', right: true },
                  { text: 'Orders', right: true },
                  { text: 'Δ$ last', right: true },
                  { text: 'Γ$ last', right: true },
                  { text: 'Vega$ last', right: true },
                  { text: 'Θ$ last', right: true },
                  'Last cluster (ET)',
                ]}
              >
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={11} className="p-3 text-muted">
                      No ranked tickers for this session.
                    </td>
                  </tr>
                ) : null}
                {rows.map((r) => {
                  const t = str(r.ticker) ?? '?';
                  return (
                    <RankedRow
                      key={t}
                      ticker={t}
                      rank={num(r.rank)}
                      direction={r.direction}
                      selected={ticker === t}
                      pickLabel="Show intent detail for"
                      onPick={setTicker}
                    >
                      <td className={tdr}>{formatRank(num(r.score))}</td>
                      <td className={tdr}>
                        <SignedMoney value={num(r.net_premium)} />
                      </td>
                      <td className={tdr}>{formatCount(num(r.orders))}</td>
                      <td className={tdr}>
                        <SignedMoney value={num(r.net_delta_last)} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={num(r.net_gamma_last)} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={num(r.net_vega_last)} />
                      </td>
                      <td className={tdr}>
                        <SignedMoney value={num(r.net_theta_last)} />
                      </td>
                      <td className={td}>{formatEtTime(str(r.last_cluster_at))}</td>
                    </RankedRow>
                  );
                })}
              </Table>
              {ticker && answeredSession ? (
                <IntentDetail session={answeredSession} ticker={ticker} onClose={() => setTicker(null)} />
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
