/**
 * What people say and do about the ticker: news with the service's sentiment (filterable), and insider
 * filings (Form 4: who, what code, how many shares, at what price). Sentiment is descriptive, not a signal.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { formatSigned, MISSING } from '../../ui/format';
import { formatEtDateTime } from './profile-format';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readInsiders, readNews, type NewsItem } from './profile-readers';
import { insiderFilings, tickerNews, type Sentiment } from './queries';
import { SideScroll } from '../../ui/side-scroll';
import { DataTable } from '../../ui/data-table';
import { INSIDER_COLUMNS } from './profile-columns';

const SENTIMENTS: readonly Sentiment[] = ['positive', 'negative', 'neutral'];

const SENTIMENT_CLASS: Readonly<Record<string, string>> = {
  positive: 'border-up/60 text-up',
  negative: 'border-down/60 text-down',
  neutral: 'border-line text-muted',
};

/** Form 4 transaction codes a trader meets most. */
function SentimentChip(props: { item: NewsItem }): ReactElement {
  const s = props.item.sentiment;
  return (
    <span
      className={`rounded border px-1 text-[11px] whitespace-nowrap ${SENTIMENT_CLASS[s ?? ''] ?? 'border-line text-muted'}`}
      title="sentiment score from the service, −1 to +1"
    >
      {s ?? MISSING} {formatSigned(props.item.score)}
    </span>
  );
}

export function NewsPanel(props: { ticker: string }): ReactElement {
  const [sentiment, setSentiment] = useState<Sentiment | null>(null);
  const query = useQuery(tickerNews(props.ticker, sentiment));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} news`}
      testId="profile-news"
      query={query}
      label="news"
      read={readNews}
      empty={`No ${sentiment ?? ''} news for ${props.ticker}.`}
      controls={
        <label className="flex items-center gap-1 text-xs text-muted">
          Sentiment
          <select
            aria-label="News sentiment"
            value={sentiment ?? ''}
            onChange={(e) => setSentiment(SENTIMENTS.find((s) => s === e.target.value) ?? null)}
            className="rounded border border-line bg-raised px-1 py-0.5 text-fg"
          >
            <option value="">all</option>
            {SENTIMENTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-1.5 text-sm" aria-label="News headlines">
          {items.map((n) => (
            <li key={n.id} className="border-b border-line/50 pb-1" data-sentiment={n.sentiment ?? ''}>
              <div className="flex items-baseline gap-2">
                <SentimentChip item={n} />
                {n.url ? (
                  <a href={n.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {n.headline ?? MISSING}
                  </a>
                ) : (
                  <span>{n.headline ?? MISSING}</span>
                )}
              </div>
              <div className="text-[11px] text-muted">
                {formatEtDateTime(n.publishedAt)} · {n.source ?? MISSING}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileRowsPanel>
  );
}

export function InsidersPanel(props: { ticker: string }): ReactElement {
  const query = useQuery(insiderFilings(props.ticker));
  return (
    <ProfileRowsPanel
      title={`${props.ticker} insider transactions`}
      testId="profile-insiders"
      query={query}
      label="insider transactions"
      read={readInsiders}
      empty="No insider filings."
    >
      {(rows) => (
        <SideScroll label="Insider transactions">
          <DataTable
            id="profile-insiders"
            label="Insider transactions"
            columns={INSIDER_COLUMNS}
            rows={rows}
            rowKey={(r, i) => `${r.filed ?? ''}-${r.name ?? ''}-${i}`}
            size="xs"
          />
        </SideScroll>
      )}
    </ProfileRowsPanel>
  );
}
