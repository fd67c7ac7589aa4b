/**
 * Small cells the rankings tables share: signed money with a mark, direction labels, net premium and
 * greek exposures by their readings (data/readings), a momentum score and return, an order's side.
 */
import type { ReactElement } from 'react';
import { exposureLook, type ExposureGreek } from '../../data/readings/exposure-sign';
import { NET_PREMIUM_DEFINITION, netPremiumText, premiumSide } from '../../data/readings/net-premium';
import { formatMoney, formatSigned, MISSING } from '../../ui/format';
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

/** A momentum score (−1…+1), coloured by its sign. */
export function Score(props: { value: number | null | undefined }): ReactElement {
  const v = props.value ?? null;
  return <span className={TONE_CLASS[toneOf(v)]}>{formatSigned(v)}</span>;
}

/** A return in percent, signed; not observed stays a dash. */
export function formatReturnPct(v: number | null | undefined): string {
  return v == null ? MISSING : `${formatSigned(v)}%`;
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
