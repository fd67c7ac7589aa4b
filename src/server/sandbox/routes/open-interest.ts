/** Open-interest family (all but oi.health, which the server answers) from the AM/PM snapshots. */
import { parseOcc } from '../../../api/occ';
import type { HandlerContext, RouteTable } from '../handler';
import {
  filterOiDte,
  oiChange,
  oiMovers,
  oiSummary,
  strikeChange,
  topStrikes,
  type OiDteBucket,
} from '../analytics/open-interest';
import type { ChainSnapshot, OiSlot } from '../model/types';
import { HttpError } from './http-error';
import { latestSnapshot } from './latest-snapshot';
import { Memo } from '../model/memo';
import { availableSessions, iso, latestSlot, meta, requireTicker } from './session-context';
import type { Market } from '../market';

export function openInterestRoutes(market: Market): RouteTable {
  // A snapshot never changes once printed: its summaries are kept per (ticker, session, slot, bucket).
  const memo = new Memo(4096);
  const summaryOf = (ticker: string, session: string, slot: OiSlot, b: OiDteBucket) =>
    memo.get(`${ticker}|${session}|${slot}|${b}`, () =>
      oiSummary(filterOiDte(market.chainSnapshot(ticker, session, slot).contracts, b)),
    );
  /** The newest snapshot and the one before it (AM → PM of a day, or prior PM → today AM). */
  function lastTwo(ctx: HandlerContext, ticker: string): [ChainSnapshot, ChainSnapshot] {
    const [session, prior] = availableSessions(ctx) as [string, string];
    const slot = latestSlot(ctx, market, ticker, session);
    const cur = market.chainSnapshot(ticker, session, slot);
    const prev =
      slot === 'PM' ? market.chainSnapshot(ticker, session, 'AM') : market.chainSnapshot(ticker, prior, 'PM');
    return [prev, cur];
  }
  /** Today's newest snapshot against the prior session's last one (day over day). */
  function dayOverDay(ctx: HandlerContext, ticker: string): [ChainSnapshot, ChainSnapshot] {
    const [session, prior] = availableSessions(ctx) as [string, string];
    return [
      market.chainSnapshot(ticker, prior, 'PM'),
      market.chainSnapshot(ticker, session, latestSlot(ctx, market, ticker, session)),
    ];
  }
  const bucket = (dte: OiDteBucket | undefined): OiDteBucket => dte ?? 'all';
  const stamp = (s: ChainSnapshot) => ({ session: s.session, slot: s.slot, as_of: iso(s.asOf) });
  /** The leading fields of an answer comparing two snapshots of a ticker. */
  const comparisonHeader = (
    ctx: HandlerContext<'oi.change' | 'oi.strikeChange'>,
    ticker: string,
    prev: ChainSnapshot,
    cur: ChainSnapshot,
  ) => ({
    ticker,
    ...meta(ctx, cur.session, cur.asOf),
    dte: bucket(ctx.values.dte),
    snapshot: stamp(cur),
    prior_snapshot: stamp(prev),
  });

  return {
    'oi.tickers': (ctx) => ({
      body: { ...meta(ctx, ctx.clock.currentSession(), null), tickers: market.universe.map((i) => i.ticker) },
    }),

    'oi.movers': (ctx) => {
      const [session, prior] = availableSessions(ctx) as [string, string];
      const slot = latestSlot(ctx, market, market.universe[0]!.ticker, session);
      const inputs = market.universe.map((i) => {
        const now = summaryOf(i.ticker, session, slot, bucket(ctx.values.dte));
        return {
          ticker: i.ticker,
          prior_oi: summaryOf(i.ticker, prior, 'PM', bucket(ctx.values.dte)).total_oi,
          oi: now.total_oi,
          volume: now.total_volume,
        };
      });
      const ref = market.universe[0]!.ticker;
      const a = market.chainSnapshot(ref, session, slot);
      const p = market.chainSnapshot(ref, prior, 'PM');
      return {
        body: {
          ...meta(ctx, ctx.clock.currentSession(), a?.asOf ?? null),
          dte: bucket(ctx.values.dte),
          ...oiMovers(inputs, Number(ctx.values.limit)),
          as_of: a ? a.session : null,
          prior_as_of: p ? p.session : null,
          snapshot: a ? stamp(a) : null,
          prior_snapshot: p ? stamp(p) : null,
        },
      };
    },

    'oi.contract': (ctx) => {
      const occ = String(ctx.values.occ);
      const ticker = requireTicker(market, parseOcc(occ).underlying);
      const session = ctx.clock.currentSession();
      const slot = latestSlot(ctx, market, ticker, session);
      const c = market.contractFromOcc(occ, session, slot);
      if (!c) throw new HttpError(404, 'contract_not_found', `${occ} is not listed on ${session}`);
      const snap = market.chainSnapshot(ticker, session, slot);
      return {
        body: {
          occ,
          ticker,
          ...meta(ctx, session, snap.asOf),
          snapshot_slot: slot,
          option_type: c.type,
          strike: c.strike,
          expiration: c.expiration,
          open_interest: c.openInterest,
          volume: c.volume,
          implied_volatility: c.iv,
        },
      };
    },

    'oi.timeseries': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const sessions = availableSessions(ctx);
      const start = ctx.values.start ?? sessions[Math.min(19, sessions.length - 1)]!;
      const end = ctx.values.end ?? sessions[0]!;
      const slots: OiSlot[] = ctx.values.slot === undefined ? ['AM', 'PM'] : [ctx.values.slot];
      const points = [...sessions]
        .reverse()
        .filter((s) => s >= start && s <= end)
        .flatMap((session) =>
          slots.flatMap((slot) => {
            const snap = market.chainSnapshot(ticker, session, slot);
            if (snap.asOf > ctx.clock.now()) return [];
            return [{ ...stamp(snap), ...oiSummary(filterOiDte(snap.contracts, bucket(ctx.values.dte))) }];
          }),
        );
      return {
        body: {
          ticker,
          ...meta(ctx, sessions[0]!, points.length ? Date.parse(points.at(-1)!.as_of!) : null),
          dte: bucket(ctx.values.dte),
          points,
        },
      };
    },

    'oi.change': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const [prev, cur] = lastTwo(ctx, ticker);
      const change = oiChange(
        oiSummary(filterOiDte(prev.contracts, bucket(ctx.values.dte))),
        oiSummary(filterOiDte(cur.contracts, bucket(ctx.values.dte))),
      );
      return {
        body: {
          ...comparisonHeader(ctx, ticker, prev, cur),
          ...change,
        },
      };
    },

    'oi.strikeChange': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const [prev, cur] = dayOverDay(ctx, ticker);
      const sc = strikeChange(
        filterOiDte(prev.contracts, bucket(ctx.values.dte)),
        filterOiDte(cur.contracts, bucket(ctx.values.dte)),
        Number(ctx.values.limit),
      );
      return {
        body: {
          ...comparisonHeader(ctx, ticker, prev, cur),
          ...sc,
        },
      };
    },

    'oi.latest': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, snap } = latestSnapshot(ctx, market, ticker);
      return {
        body: {
          ticker,
          ...meta(ctx, session, snap.asOf),
          snapshot: stamp(snap),
          spot: snap.spot,
          ...oiSummary(snap.contracts),
          top_strikes: topStrikes(snap.contracts, 10),
        },
      };
    },
  };
}
