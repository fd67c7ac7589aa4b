/**
 * The sandbox's simulated market: one object per seed bundling the spot paths, the IV surface, the
 * chains and the flow, all pure and memoized. The same seed gives identical output; another seed
 * gives another market. Sessions from PATH_FIRST_SESSION (2022-01-03) to PATH_LAST_SESSION
 * (2028-12-29) can be simulated; outside that range the price functions throw a RangeError.
 */
import type { AbnormalTrade, FlowOrder } from '../../../api/types';
import type { Market } from '../market';
import { createChainModel } from './chain';
import { createFlowModel, toAbnormalTrade } from './flow';
import { Lru } from '../../lru';
import { createSpotModel } from './spot-path';
import { tickerInfo, UNIVERSE } from './universe';
import { createVolSurface } from './vol-surface';

export const DEFAULT_SEED = 'oa-sandbox-1';

/** Orders sorted by (ts_ms, ticker, event_id): one order for every way of merging. */
function compareOrders(a: FlowOrder, b: FlowOrder): number {
  return (
    a.ts_ms - b.ts_ms || (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0) || (a.event_id < b.event_id ? -1 : 1)
  );
}

/** First index whose ts_ms is >= t. */
function lowerBound(xs: readonly FlowOrder[], t: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as FlowOrder).ts_ms < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function between(xs: readonly FlowOrder[], fromMs: number, toMs: number): readonly FlowOrder[] {
  return xs.slice(lowerBound(xs, fromMs), lowerBound(xs, toMs));
}

/** Above this many tickers, filtering the merged whole-market tape beats merging per ticker. */
const MERGE_LIMIT = 24;

/**
 * The simulated market. Its inferred type is the model's own, narrower than Market (an IV or a spot
 * is never null here), which the model's calibration checks rely on.
 */
export function createMarket({ seed }: { seed: string }) {
  const spot = createSpotModel(seed);
  const vol = createVolSurface(seed, spot);
  // The chain's snapshots add the sessions' printed flow (volume, positions opened); the flow picks
  // contracts from the chain's listing. (The callbacks run only when a snapshot is built, after `flow` exists.)
  const chain = createChainModel(seed, spot, vol, {
    traded: (t, s) => flow.contractsByOcc(t, s),
    opened: (t, s) => flow.openedByOcc(t, s),
  });
  const flow = createFlowModel(seed, spot, vol, chain);

  const wholeMarket = new Lru<string, readonly FlowOrder[]>(4);
  const allOrders = (session: string): readonly FlowOrder[] =>
    wholeMarket.getOrCreate(session, () => {
      const out: FlowOrder[] = [];
      for (const t of UNIVERSE) for (const o of flow.sessionOrders(t.ticker, session)) out.push(o);
      return Object.freeze(out.sort(compareOrders));
    });

  const ordersBetween = (
    session: string,
    fromMs: number,
    toMs: number,
    tickers?: ReadonlySet<string>,
  ): readonly FlowOrder[] => {
    if (!(toMs > fromMs)) return [];
    if (tickers === undefined) return between(allOrders(session), fromMs, toMs);
    const known = [...tickers].map((t) => tickerInfo(t)?.ticker).filter((t): t is string => t !== undefined);
    if (known.length > MERGE_LIMIT) {
      const set = new Set(known);
      return between(allOrders(session), fromMs, toMs).filter((o) => set.has(o.ticker));
    }
    const out: FlowOrder[] = [];
    for (const t of new Set(known)) out.push(...between(flow.sessionOrders(t, session), fromMs, toMs));
    return out.sort(compareOrders);
  };

  return {
    seed,
    universe: UNIVERSE,
    tickerInfo,
    flowOrdersBetween: ordersBetween,
    abnormalTradesBetween(session, fromMs, toMs, tickers): readonly AbnormalTrade[] {
      return ordersBetween(session, fromMs, toMs, tickers)
        .filter((o) => flow.isAbnormal(o))
        .map((o) => toAbnormalTrade(o, flow.p99Size(o.ticker)));
    },
    dailyBars: spot.dailyBars,
    minuteBars: spot.minuteBars,
    spotAt: spot.spotAt,
    impliedVol: vol.impliedVol,
    atmIv30: vol.atmIv30,
    expirations: chain.expirations,
    chainSnapshot: chain.chainSnapshot,
    contractFromOcc: chain.contractFromOcc,
    sessionOrders: flow.sessionOrders,
    p99Size: flow.p99Size,
  } satisfies Market;
}
