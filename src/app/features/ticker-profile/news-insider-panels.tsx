/**
 * What people say and do about the ticker: news with the service's sentiment (filterable), and insider
 * filings (Form 4: who, what code, how many shares, at what price). Sentiment is descriptive, not a signal.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { formatCount, formatMoney, formatPrice, formatSigned, MISSING } from '../../ui/format';
import { formatEtDateTime } from './profile-format';
import { ProfileRowsPanel } from './profile-rows-panel';
import { readInsiders, readNews, type NewsItem } from './profile-readers';
import { insiderFilings, tickerNews, type Sentiment } from './queries';
import { SideScroll } from '../../ui/side-scroll';

const SENTIMENTS: readonly Sentiment[] = ['positive', 'negative', 'neutral'];

const SENTIMENT_CLASS: Readonly<Record<string, string>> = {
  positive: 'border-up/60 text-up',
  negative: 'border-down/60 text-down',
  neutral: 'border-line text-muted',
};

/** Form 4 transaction codes a trader meets most. */
const CODE_TEXT: Readonly<Record<string, string>> = {
  P: 'buy',
  S: 'sale',
  A: 'award',
  M: 'option exercise',
  F: 'tax withholding',
  G: 'gift',
};

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
          <table className="w-full text-xs" aria-label="Insider transactions">
            <thead>
              <tr className="text-muted">
                <th className="text-left font-normal">Filed</th>
                <th className="text-left font-normal">Insider</th>
                <th className="text-left font-normal">Code</th>
                <th className="num font-normal">Shares</th>
                <th className="num font-normal">Price</th>
                <th className="num font-normal">Value</th>
                <th className="num font-normal">Owned after</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const sold = r.acquiredDisposed === 'D';
                const sign = sold ? '−' : r.acquiredDisposed === 'A' ? '+' : '';
                return (
                  <tr key={`${r.filed ?? ''}-${r.name ?? ''}-${i}`} className="border-b border-line/50">
                    <td title={`traded ${r.traded ?? MISSING}`}>{r.filed ?? MISSING}</td>
                    <td>
                      {r.name ?? MISSING}
                      <div className="text-[10px] text-muted">{r.title ?? ''}</div>
                    </td>
                    <td title={r.code ? (CODE_TEXT[r.code] ?? r.code) : undefined}>
                      {r.code ?? MISSING} {r.code && CODE_TEXT[r.code] ? `(${CODE_TEXT[r.code]})` : ''}
                    </td>
                    <td className={`num ${r.acquiredDisposed ? (sold ? 'text-down' : 'text-up') : ''}`}>
                      {r.shares === null ? MISSING : `${sign}${formatCount(r.shares)}`}
                    </td>
                    <td className="num">{formatPrice(r.price)}</td>
                    <td className="num">{formatMoney(r.value)}</td>
                    <td className="num">{formatCount(r.ownedAfter)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </SideScroll>
      )}
    </ProfileRowsPanel>
  );
}
