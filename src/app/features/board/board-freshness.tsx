/**
 * The board's "as of" per source: the quotes, the levels, the ATM IV, the directional scores and the
 * intent flow each say when the service observed them, in ET with the date. On a phone the badges would
 * fill a third of the first screen: they fold into one line ("4 fresh · 1 delayed") that opens on a tap.
 */
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { useNarrowScreen } from '../../ui/use-narrow-screen';
import { freshnessSummary } from './freshness-summary';
import type { LevelsAnswer } from '../../data/key-levels';
import { newestAnswer } from './answer-times';
import type { AtmAnswer, DirectionalAnswer, FlowAnswer, QuoteAnswer } from './board-rows';

export interface BoardAnswers {
  readonly quotes: Iterable<QuoteAnswer>;
  readonly levels: Iterable<LevelsAnswer>;
  readonly atm: AtmAnswer | undefined;
  readonly directional: DirectionalAnswer | undefined;
  readonly flow: FlowAnswer | undefined;
}

function Source(props: { label: string; answer: FreshnessMeta | undefined }): ReactElement {
  const meta = props.answer;
  return (
    <span
      className="inline-flex items-center gap-1"
      data-testid={`board-asof-${props.label.toLowerCase().replace(/\W+/g, '-')}`}
    >
      <span className="text-xs text-muted">{props.label}</span>
      {meta ? <FreshnessBadge meta={meta} /> : <span className="text-xs text-muted">—</span>}
    </span>
  );
}

export function BoardFreshness(props: { answers: BoardAnswers; showAtm: boolean }): ReactElement {
  const a = props.answers;
  const narrow = useNarrowScreen();
  const sources: [string, FreshnessMeta | undefined][] = [
    ['Quotes', newestAnswer(a.quotes)],
    ['Levels', newestAnswer(a.levels)],
    ...(props.showAtm ? [['ATM IV', a.atm] as [string, FreshnessMeta | undefined]] : []),
    ['Directional', a.directional],
    ['Flow', a.flow],
  ];
  const badges = sources.map(([label, answer]) => <Source key={label} label={label} answer={answer} />);
  if (!narrow) {
    return (
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="board-freshness">
        {badges}
      </div>
    );
  }
  const parts = freshnessSummary(sources.map(([, answer]) => answer));
  return (
    <details className="mb-2 text-xs" data-testid="board-freshness">
      <summary className="cursor-pointer truncate py-1 text-muted" data-testid="board-freshness-summary">
        Freshness:{' '}
        {parts.map((p, i) => (
          <span key={p.state} className={p.state === 'fresh' ? 'text-fg' : 'text-warn'}>
            {i > 0 ? ' · ' : ''}
            {p.count} {p.state}
          </span>
        ))}
      </summary>
      <div className="mt-1 flex flex-col items-start gap-1">{badges}</div>
    </details>
  );
}
