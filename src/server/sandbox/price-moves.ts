/**
 * A move of a ticker's price made from outside (`POST /sandbox/price-move`), for tests and demos of
 * what reacts to the price: from the market moment it is made, every streamed order of the ticker
 * carries its `spot_price` moved by the given percent. The model's own paths (bars, quotes, chains)
 * are deterministic and stay as they are; the stream is where a watcher of the price sees the move.
 */
import type { FlowOrder } from '../../api/types';

interface Move {
  readonly factor: number;
  readonly fromMs: number;
}

export class PriceMoves {
  #moves = new Map<string, Move>();

  /** Move `ticker` by `pct` percent from market time `fromMs` on (replacing an earlier move). */
  set(ticker: string, pct: number, fromMs: number): void {
    this.#moves.set(ticker.toUpperCase(), { factor: 1 + pct / 100, fromMs });
  }

  clear(): void {
    this.#moves.clear();
  }

  /** The order as streamed: a copy with its spot moved when a move covers it, else the order itself. */
  apply(o: FlowOrder): FlowOrder {
    const m = this.#moves.get(o.ticker);
    const spot = o.order.spot_price;
    if (!m || o.ts_ms < m.fromMs || typeof spot !== 'number') return o;
    return { ...o, order: { ...o.order, spot_price: Math.round(spot * m.factor * 100) / 100 } };
  }
}
