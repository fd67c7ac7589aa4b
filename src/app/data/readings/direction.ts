/**
 * Direction, one source and one rule for the board's arrow, the screener and the rankings, so they never disagree:
 * the sign of the session's directional score (`/v1/directional`, reference: Directional row), which
 * is (call buys + put sells) − (call sells + put buys) of the large orders' notional. A score under a
 * tenth of the four pressures' gross is neutral, so a near-even session does not flip a label. Other
 * labels the service sends (the screener's lean is its net premium's sign, intent's its net Δ$) are
 * not directions and are never shown as one.
 */
import type { AnswerOf } from '../../../api/schemas';

export type Direction = 'bullish' | 'bearish' | 'neutral';

type DirectionalRow = AnswerOf<'directional.current'>['data'][number];

/** Below this share of the gross pressure, the score is neutral. */
export const DIRECTION_NEUTRAL_SHARE = 0.1;

export const DIRECTION_DEFINITION =
  'Direction = sign of the directional score, (call buys + put sells) − (call sells + put buys) of the session’s large orders; neutral when under 10% of their gross. The same on the board, the screener and the rankings.';

/** The direction of a directional row; null when its score is not observed (shown "—"). */
export function directionOf(
  row:
    | Pick<
        DirectionalRow,
        'directional_score' | 'call_buy_pressure' | 'call_sell_pressure' | 'put_buy_pressure' | 'put_sell_pressure'
      >
    | null
    | undefined,
): Direction | null {
  const score = row?.directional_score ?? null;
  if (score === null) return null;
  const pressures = [row!.call_buy_pressure, row!.call_sell_pressure, row!.put_buy_pressure, row!.put_sell_pressure];
  const gross = pressures.reduce<number>((s, p) => s + Math.abs(p ?? 0), 0);
  // With no pressure given, the score's own sign is all there is to read.
  const band = gross > 0 ? gross * DIRECTION_NEUTRAL_SHARE : 0;
  if (Math.abs(score) <= band || score === 0) return 'neutral';
  return score > 0 ? 'bullish' : 'bearish';
}

/** Each ticker's direction in a directional answer (upper-case tickers; a row without one is left out). */
export function directionsByTicker(answer: AnswerOf<'directional.current'> | undefined): Map<string, Direction | null> {
  const m = new Map<string, Direction | null>();
  for (const r of answer?.data ?? []) if (r.ticker) m.set(r.ticker.toUpperCase(), directionOf(r));
  return m;
}

/** How a direction looks: colour, and an arrow and a word (colour never alone). */
export const DIRECTION_LOOK: Readonly<Record<Direction, { cls: string; text: string }>> = {
  bullish: { cls: 'text-up', text: '▲ bullish' },
  bearish: { cls: 'text-down', text: '▼ bearish' },
  neutral: { cls: 'text-muted', text: '◆ neutral' },
};

/** A direction's place when a table sorts by it: bullish above neutral above bearish; null unread. */
export function directionOrder(d: Direction | null | undefined): number | null {
  return d === 'bullish' ? 1 : d === 'neutral' ? 0 : d === 'bearish' ? -1 : null;
}
