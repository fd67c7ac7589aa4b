/** The current session's latest chain snapshot of a ticker, and the fields that name it in an answer. */
import type { HandlerContext } from '../handler';
import type { ChainSnapshot, OiSlot } from '../model/types';
import { latestSlot, meta } from './session-context';
import type { Market } from '../market';

export interface LatestSnapshot {
  readonly session: string;
  readonly slot: OiSlot;
  readonly snap: ChainSnapshot;
}

export function latestSnapshot(ctx: HandlerContext, market: Market, ticker: string): LatestSnapshot {
  const session = ctx.clock.currentSession();
  const slot = latestSlot(ctx, market, ticker, session);
  return { session, slot, snap: market.chainSnapshot(ticker, session, slot) };
}

/** The leading fields of a snapshot answer, in the reference's order: ticker, meta, slot, spot. */
export function snapshotHeader(ctx: HandlerContext, ticker: string, latest: LatestSnapshot) {
  return { ticker, ...meta(ctx, latest.session, latest.snap.asOf), snapshot_slot: latest.slot, spot: latest.snap.spot };
}
