/**
 * The board's "as of" per source: the quotes, the levels, the ATM IV, the directional scores and the
 * intent flow each say when the service observed them, in ET with the date.
 */
import type { ReactElement } from 'react';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
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
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="board-freshness">
      <Source label="Quotes" answer={newestAnswer(a.quotes)} />
      <Source label="Levels" answer={newestAnswer(a.levels)} />
      {props.showAtm ? <Source label="ATM IV" answer={a.atm} /> : null}
      <Source label="Directional" answer={a.directional} />
      <Source label="Flow" answer={a.flow} />
    </div>
  );
}
