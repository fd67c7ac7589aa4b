/**
 * Small cells the rankings tables share: signed money with a mark, direction labels, net premium and
 * greek exposures by their readings (data/readings), the frame of the detail panels' small tables.
 */
import { useRef, type ReactElement, type ReactNode } from 'react';
import { exposureLook, type ExposureGreek } from '../../data/readings/exposure-sign';
import { NET_PREMIUM_DEFINITION, netPremiumText, premiumSide } from '../../data/readings/net-premium';
import { formatMoney, MISSING } from '../../ui/format';
import { useFillHeight } from '../../ui/use-fill-height';
import { DIRECTION_LOOK, toneOf, TONE_CLASS, TONE_MARK, type Direction } from './rankings-model';

export function SignedMoney(props: { value: number | null }): ReactElement {
  const t = toneOf(props.value);
  return (
    <span className={TONE_CLASS[t]}>
      {TONE_MARK[t] ? `${TONE_MARK[t]} ` : ''}
      {formatMoney(props.value, { signed: true })}
    </span>
  );
}

/** Net premium, uncoloured, with what its sign means ("paid" / "received"): never a direction. */
export function NetPremium(props: { value: number | null }): ReactElement {
  return (
    <span className="text-fg" title={NET_PREMIUM_DEFINITION} data-premium-side={premiumSide(props.value) ?? ''}>
      {netPremiumText(props.value)}
    </span>
  );
}

/** A greek's dollar exposure: Δ$ with an arrow and colour, Γ$ / vega$ / Θ$ uncoloured, the sign explained. */
export function Exposure(props: { greek: ExposureGreek; value: number | null }): ReactElement {
  const look = exposureLook(props.greek, props.value);
  return (
    <span className={look.cls} title={look.meaning || undefined}>
      {look.text}
    </span>
  );
}

/** A direction label: colour, arrow and word. `basis` (a title) says what the service read it from. */
export function DirectionCell(props: { value: Direction | null | undefined; basis?: string }): ReactElement {
  const d = props.value;
  if (!d) return <span className="text-muted">{MISSING}</span>;
  const look = DIRECTION_LOOK[d];
  return (
    <span className={look.cls} title={props.basis} data-direction={d}>
      {look.text}
    </span>
  );
}

export function Table(props: {
  label: string;
  head: readonly (string | { text: string; right?: boolean })[];
  children: ReactNode;
  /** A fixed height limit (CSS). */
  maxHeight?: string;
  /** Fill the window below the table's top (a ranking, the page's main content). */
  fill?: boolean;
  /** Its rows are tab stops (PickRow), so the scrolling box needs none of its own. */
  pickRows?: boolean;
}): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(box, { on: props.fill === true });
  const maxHeight = props.maxHeight ?? (fill === null ? undefined : `${fill}px`);
  return (
    <div
      ref={box}
      // A box that scrolls must be reachable by keyboard; rows that take focus already scroll it.
      tabIndex={props.pickRows ? undefined : 0}
      className="overflow-auto rounded border border-line bg-panel"
      style={maxHeight ? { maxHeight } : undefined}
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
export function SideCell(props: { value: 'buy' | 'sell' | 'neutral' | null | undefined }): ReactElement {
  const v = props.value;
  if (!v) return <span className="text-muted">{MISSING}</span>;
  return <span className={SIDE_LOOK[v].cls}>{SIDE_LOOK[v].text}</span>;
}
