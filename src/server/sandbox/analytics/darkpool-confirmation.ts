/**
 * The options-confirmation read of a dark-pool block: whether the option flow around it leans the
 * way the block's NBBO-location side does. Bullish-signed premium counts bought calls and sold puts
 * as +, sold calls and bought puts as −.
 */
import type { FlowOrder } from '../../../api/types';
import type { DarkPrint } from '../model/darkpool';
import { proxySide } from './darkpool-pressure';

const round2 = (x: number) => Math.round(x * 100) / 100;

/** +1 for a bought option, −1 for a sold one, 0 when the side is unknown. */
function tradeSign(o: FlowOrder): number {
  return o.order.direction === 'buy' ? 1 : o.order.direction === 'sell' ? -1 : 0;
}

/** The order's premium signed bullish (bought calls, sold puts +); 0 when its side is unknown. */
export function bullishPremium(o: FlowOrder): number {
  const s = tradeSign(o);
  return (o.order.option_type === 'call' ? s : -s) * o.order.premium;
}

export type ConfirmationRead = 'confirming' | 'contradicting' | 'mixed' | 'no_flow' | 'no_direction';

export interface OptionsConfirmation {
  readonly window_minutes: number;
  readonly orders: number;
  /** Σ of bullish-signed premium: bought calls and sold puts +, sold calls and bought puts −. */
  readonly net_bullish_premium: number;
  readonly gross_premium: number;
  readonly read: ConfirmationRead;
}

/** The flow orders within ±windowMinutes of a block read as agreeing with the block's proxy side or not. */
export function optionsConfirmation(
  print: DarkPrint,
  orders: readonly FlowOrder[],
  windowMinutes = 15,
): OptionsConfirmation {
  const w = windowMinutes * 60_000;
  let net = 0;
  let gross = 0;
  let n = 0;
  for (const o of orders) {
    if (o.ts_ms < print.ts_ms - w || o.ts_ms > print.ts_ms + w) continue;
    n += 1;
    if (tradeSign(o) === 0) continue;
    gross += o.order.premium;
    net += bullishPremium(o);
  }
  const side = proxySide(print.nbbo_label);
  let read: ConfirmationRead;
  if (n === 0 || gross === 0) read = 'no_flow';
  else if (side === 'neutral') read = 'no_direction';
  else if (Math.abs(net) < 0.25 * gross) read = 'mixed';
  else read = net > 0 === (side === 'buy') ? 'confirming' : 'contradicting';
  return {
    window_minutes: windowMinutes,
    orders: n,
    net_bullish_premium: round2(net),
    gross_premium: round2(gross),
    read,
  };
}
