/**
 * Reading a ticker's directional history (`directional.history`): one point per session, oldest first.
 * A session without orders has no directional reading: its values stay null (shown "—", a gap in the
 * line), never a measured 0.
 */
import type { AnswerOf } from '../../../api/schemas';

export type DirectionalHistoryAnswer = AnswerOf<'directional.history'>;

export interface DirectionalSessionPoint {
  readonly session: string;
  /** The session's date at noon UTC, so it sits on its own calendar day in any zone. */
  readonly x: number;
  readonly finality: string | null;
  readonly orders: number | null;
  readonly directionalScore: number | null;
  readonly imbalanceScore: number | null;
  readonly callBuy: number | null;
  readonly callSell: number | null;
  readonly putBuy: number | null;
  readonly putSell: number | null;
}

export interface DirectionalHistory {
  readonly points: readonly DirectionalSessionPoint[];
  /** When the service computed the answer (its time, not the browser's). */
  readonly computedAt: string | null;
  readonly calibration: string | null;
}

const SESSION_RE = /^\d{4}-\d{2}-\d{2}$/;

export function sessionX(session: string): number {
  return Date.parse(`${session}T12:00:00Z`);
}

type Measure =
  | 'directional_score'
  | 'imbalance_score'
  | 'call_buy_pressure'
  | 'call_sell_pressure'
  | 'put_buy_pressure'
  | 'put_sell_pressure';

export function readDirectionalHistory(answer: DirectionalHistoryAnswer): DirectionalHistory {
  const points: DirectionalSessionPoint[] = [];
  for (const r of answer.data) {
    const session = r.session;
    if (!session || !SESSION_RE.test(session)) continue;
    const orders = r.orders ?? null;
    const observed = orders === null || orders > 0;
    const read = (k: Measure): number | null => (observed ? r[k] : null);
    points.push({
      session,
      x: sessionX(session),
      finality: r.finality ?? null,
      orders,
      directionalScore: read('directional_score'),
      imbalanceScore: read('imbalance_score'),
      callBuy: read('call_buy_pressure'),
      callSell: read('call_sell_pressure'),
      putBuy: read('put_buy_pressure'),
      putSell: read('put_sell_pressure'),
    });
  }
  points.sort((a, b) => a.x - b.x);
  return {
    points,
    computedAt: answer.computed_at ?? answer.as_of ?? null,
    calibration: answer.basis?.calibration ?? null,
  };
}
