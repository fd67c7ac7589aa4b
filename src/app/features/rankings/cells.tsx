/** Small cells the rankings tables share: signed money with a mark, direction labels, ranked rows, table frame. */
import type { ReactElement, ReactNode } from 'react';
import { formatMoney, MISSING } from '../../ui/format';
import { DIRECTION_LOOK, directionOf, toneOf, TONE_CLASS, TONE_MARK } from './rankings-model';

export function SignedMoney(props: { value: number | null }): ReactElement {
  const t = toneOf(props.value);
  return (
    <span className={TONE_CLASS[t]}>
      {TONE_MARK[t] ? `${TONE_MARK[t]} ` : ''}
      {formatMoney(props.value, { signed: true })}
    </span>
  );
}

export function DirectionCell(props: { value: unknown }): ReactElement {
  const d = directionOf(props.value);
  if (!d) return <span className="text-muted">{MISSING}</span>;
  const look = DIRECTION_LOOK[d];
  return <span className={look.cls}>{look.text}</span>;
}

/** The headings of the cells a `RankedRow` starts with. */
export const RANKED_ROW_HEAD = ['#', 'Ticker', 'Direction'] as const;

/**
 * A row of a rankings table: rank, the ticker as a button that opens its detail (`pickLabel` says which
 * detail, for screen readers), the direction, then the table's own cells. The picked ticker is highlighted.
 */
export function RankedRow(props: {
  ticker: string;
  rank: number | null;
  direction: unknown;
  selected: boolean;
  pickLabel: string;
  onPick: (ticker: string) => void;
  children: ReactNode;
}): ReactElement {
  return (
    <tr className={props.selected ? 'bg-raised' : ''}>
      <td className={td}>{props.rank ?? '—'}</td>
      <td className={td}>
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => props.onPick(props.ticker)}
          aria-label={`${props.pickLabel} ${props.ticker}`}
        >
          {props.ticker}
        </button>
      </td>
      <td className={td}>
        <DirectionCell value={props.direction} />
      </td>
      {props.children}
    </tr>
  );
}

export function Table(props: {
  label: string;
  head: readonly (string | { text: string; right?: boolean })[];
  children: ReactNode;
  maxHeight?: string;
}): ReactElement {
  return (
    <div
      className="overflow-auto rounded border border-line bg-panel"
      style={props.maxHeight ? { maxHeight: props.maxHeight } : undefined}
    >
      <table className="w-full text-xs" aria-label={props.label}>
        <thead className="sticky top-0 bg-raised">
          <tr>
            {props.head.map((h) => {
              const text = typeof h === 'string' ? h : h.text;
              const right = typeof h === 'string' ? false : h.right === true;
              return (
                <th key={text} scope="col" className={`px-2 py-1 font-semibold ${right ? 'text-right' : 'text-left'}`}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

export const td = 'px-2 py-0.5 border-t border-line/40 text-left whitespace-nowrap';
export const tdr = 'num px-2 py-0.5 border-t border-line/40';

const SIDE_LOOK = {
  buy: { cls: 'text-up', text: '▲ buy' },
  sell: { cls: 'text-down', text: '▼ sell' },
  neutral: { cls: 'text-muted', text: '◆ neutral' },
} as const;

/** An order's aggressor side, by colour and by arrow and word. */
export function SideCell(props: { value: unknown }): ReactElement {
  const v = props.value;
  if (v !== 'buy' && v !== 'sell' && v !== 'neutral') return <span className="text-muted">{MISSING}</span>;
  return <span className={SIDE_LOOK[v].cls}>{SIDE_LOOK[v].text}</span>;
}
