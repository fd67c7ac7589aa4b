/** The expected and realized moves as the earnings page prints them, each with what it is. */
import type { ReactElement } from 'react';
import { formatPercentChange, MISSING } from '../../ui/format';
import { expectedMoveLabel, type ExpectedMove, type RealizedMove } from './earnings-moves';

export function ExpectedMoveText(props: { move: ExpectedMove | null }): ReactElement {
  const { value, basis } = expectedMoveLabel(props.move);
  if (props.move === null) return <>{MISSING}</>;
  return (
    <span title={basis} data-move-basis={props.move.basis}>
      {value}
      <span className="block text-[11px] font-normal text-muted">
        {props.move.basis === 'iv' ? 'IV est. (1 day)' : `straddle ${props.move.expiry ?? ''}`}
      </span>
    </span>
  );
}

export function RealizedMoveText(props: { move: RealizedMove | null }): ReactElement {
  if (props.move === null) return <>{MISSING}</>;
  const value = formatPercentChange(props.move.pct, 1);
  return props.move.soFar ? (
    <span title="The reaction session's latest price against the prior close">realized so far {value}</span>
  ) : (
    <>{value}</>
  );
}
