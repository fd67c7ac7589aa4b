/** Options flow family: the row-budgeted tape and per-contract flow, plus the summary and active contracts. */
import { sessionHours } from '../../../api/calendar';
import { parseOcc } from '../../../api/occ';

import type { FlowOrder, TapeRow } from '../../../api/types';
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import { HttpError } from './http-error';
import { signedPremium } from '../analytics/intent';
import {
  cutoffMs,
  delayBlock,
  DELAY_OFF_WATCHLIST_S,
  DELAY_WATCHLISTED_TAPE_S,
  isCurrentSession,
  meta,
  requireTicker,
  resolveSession,
  staleMarkers,
} from './session-context';
import type { SessionOrders } from '../model/session-orders';
import { cachedTradingDte } from '../model/trading-dte';
import type { Market } from '../market';

export function tapeRow(o: FlowOrder): TapeRow {
  const b = o.order;
  return {
    event_id: o.event_id,
    ticker: o.ticker,
    session: o.session_date,
    executed_at: b.timestamp,
    ts_ms: o.ts_ms,
    option_symbol: b.option_ticker,
    option_type: b.option_type,
    strike: b.strike,
    expiration: b.expiration,
    dte: cachedTradingDte(o.session_date, b.expiration),
    contracts: b.total_contracts,
    premium: b.premium,
    price: b.avg_price,
    bid: b.avg_bid,
    ask: b.avg_ask,
    spot: b.spot_price,
    direction: b.direction,
    direction_confidence: b.direction_confidence,
    implied_volatility: b.implied_volatility,
    delta: b.delta,
    order_type: b.order_type,
    enrich_status: b.enrich_status,
  };
}

/** The reference's time-cursor form (the dark-pool prints' `older_than`): `YYYY-MM-DDTHH:MM:SS`, UTC. */
const UTC_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * Cursor `older_than`: `<ts_ms>:<event_id>` of the last row of the previous page (or a bare ts_ms), or a
 * UTC second in the reference's time-cursor form (rows strictly older than that second).
 */
function parseCursor(raw: unknown): { ts: number; id: string } | null {
  if (raw === undefined) return null;
  const text = String(raw);
  if (UTC_SECOND.test(text)) {
    const ms = Date.parse(`${text}Z`);
    if (Number.isFinite(ms)) return { ts: ms, id: '' };
  }
  const colon = text.indexOf(':');
  const head = colon < 0 ? text : text.slice(0, colon);
  if (!/^\d+$/.test(head)) {
    const msg = 'older_than should be a cursor returned as next_older_than (<ts_ms>:<event_id>) or YYYY-MM-DDTHH:MM:SS';
    throw new HttpError(422, 'validation_error', msg, {
      detail: [{ loc: ['query', 'older_than'], msg, type: 'value_error', input: text }],
    });
  }
  return { ts: Number(head), id: colon < 0 ? '' : text.slice(colon + 1) };
}
const olderThan = (o: FlowOrder, c: { ts: number; id: string }) =>
  o.ts_ms < c.ts || (o.ts_ms === c.ts && c.id !== '' && o.event_id < c.id);
const newestFirst = (a: FlowOrder, b: FlowOrder) =>
  b.ts_ms - a.ts_ms || (a.event_id < b.event_id ? 1 : a.event_id > b.event_id ? -1 : 0);

/**
 * Tape delay: current session 60 s when every requested ticker is watchlisted, else 15 min; none once
 * the session is complete (past sessions, or the current one after its close plus the delay).
 */
function tapeDelay(ctx: HandlerContext, session: string, tickers: readonly string[]): number {
  if (!isCurrentSession(ctx, session)) return 0;
  const delay =
    tickers.length > 0 && tickers.every((t) => ctx.watchlist.has(t)) ? DELAY_WATCHLISTED_TAPE_S : DELAY_OFF_WATCHLIST_S;
  return ctx.clock.now() >= sessionHours(session).closeMs + delay * 1000 ? 0 : delay;
}

function page(
  ctx: HandlerContext<Declaring<'older_than' | 'limit'>>,
  session: string,
  orders: FlowOrder[],
  delay: number,
  cutoff: number,
) {
  const cursor = parseCursor(ctx.values.older_than);
  const limit = Number(ctx.values.limit);
  const filtered = orders.filter((o) => !cursor || olderThan(o, cursor)).sort(newestFirst);
  const rows = filtered.slice(0, limit).map(tapeRow);
  const last = rows.at(-1);
  return {
    body: {
      ...meta(
        ctx,
        session,
        orders.reduce<number | null>((m, o) => (m === null || o.ts_ms > m ? o.ts_ms : m), null),
      ),
      data: delayBlock(
        delay,
        delay === 0 ? null : delay === DELAY_OFF_WATCHLIST_S ? 'policy_off_watchlist' : 'source_license',
        Math.min(cutoff, ctx.clock.now()),
      ),
      rows,
      count: rows.length,
      next_older_than: filtered.length > rows.length && last ? `${last.ts_ms}:${last.event_id}` : null,
      ...staleMarkers(ctx, session, rows.length === 0),
    },
    flowRows: rows.length,
  };
}

export function optionsFlowRoutes(market: Market, orders: SessionOrders): RouteTable {
  return {
    'optionsFlow.tape': (ctx) => {
      const session = resolveSession(ctx, ctx.values.session);
      const tickers = (ctx.values.ticker ?? []).map((t) => requireTicker(market, t));
      const delay = tapeDelay(ctx, session, tickers);
      const cutoff = cutoffMs(ctx, session, delay);
      const minPremium = ctx.values.min_premium === undefined ? 0 : Number(ctx.values.min_premium);
      const minContracts = ctx.values.min_contracts === undefined ? 0 : Number(ctx.values.min_contracts);
      const minConfidence = ctx.values.min_confidence === undefined ? 0 : Number(ctx.values.min_confidence);
      const groups = orders.byTicker(session, cutoff, tickers.length ? new Set(tickers) : undefined);
      const list = [...groups.values()]
        .flat()
        .filter(
          (o) =>
            o.order.premium >= minPremium &&
            o.order.total_contracts >= minContracts &&
            o.order.direction_confidence >= minConfidence,
        );
      return page(ctx, session, list, delay, cutoff);
    },

    'optionsFlow.contract': (ctx) => {
      const occ = String(ctx.values.occ);
      const underlying = requireTicker(market, parseOcc(occ).underlying);
      const session = resolveSession(ctx, ctx.values.session);
      const delay = tapeDelay(ctx, session, [underlying]);
      const cutoff = cutoffMs(ctx, session, delay);
      const list = market
        .sessionOrders(underlying, session)
        .filter((o) => o.ts_ms <= cutoff && o.order.option_ticker === occ);
      const p = page(ctx, session, list, delay, cutoff);
      return { ...p, body: { occ, ...p.body } };
    },

    'optionsFlow.summary': (ctx) => {
      const session = resolveSession(ctx, ctx.values.session);
      const tickers = (ctx.values.ticker ?? []).map((t) => requireTicker(market, t));
      // Aggregates are never delayed.
      const cutoff = cutoffMs(ctx, session, 0);
      const groups = orders.byTicker(session, cutoff, tickers.length ? new Set(tickers) : undefined);
      const per = [...groups.entries()].map(([ticker, list]) => summarise(ticker, list));
      const all = summarise('ALL', [...groups.values()].flat());
      return {
        body: {
          ...meta(ctx, session, all.last_ts_ms),
          tickers: tickers.length ? tickers : null,
          totals: all,
          top_tickers: per
            .sort((a, b) => b.total_premium - a.total_premium || a.ticker.localeCompare(b.ticker))
            .slice(0, 20),
        },
      };
    },

    'optionsFlow.contracts': (ctx) => {
      const session = resolveSession(ctx, ctx.values.session);
      const tickers = (ctx.values.ticker ?? []).map((t) => requireTicker(market, t));
      const cutoff = cutoffMs(ctx, session, 0);
      const groups = orders.byTicker(session, cutoff, tickers.length ? new Set(tickers) : undefined);
      const byOcc = new Map<string, FlowOrder[]>();
      for (const o of [...groups.values()].flat()) {
        const l = byOcc.get(o.order.option_ticker);
        if (l) l.push(o);
        else byOcc.set(o.order.option_ticker, [o]);
      }
      const rows = [...byOcc.entries()]
        .map(([occ, list]) => {
          const first = list[0]!.order;
          return {
            option_symbol: occ,
            ticker: list[0]!.ticker,
            option_type: first.option_type,
            strike: first.strike,
            expiration: first.expiration,
            orders: list.length,
            contracts: list.reduce((s, o) => s + o.order.total_contracts, 0),
            premium: list.reduce((s, o) => s + o.order.premium, 0),
            net_premium: list.reduce((s, o) => s + signedPremium(o), 0),
          };
        })
        .sort((a, b) => b.premium - a.premium || a.option_symbol.localeCompare(b.option_symbol))
        .slice(0, Number(ctx.values.limit));
      return { body: { ...meta(ctx, session, lastTs([...groups.values()].flat())), rows } };
    },
  };
}

function lastTs(list: readonly FlowOrder[]): number | null {
  return list.reduce<number | null>((m, o) => (m === null || o.ts_ms > m ? o.ts_ms : m), null);
}

function summarise(ticker: string, list: readonly FlowOrder[]) {
  let call = 0;
  let put = 0;
  let bought = 0;
  let sold = 0;
  let contracts = 0;
  for (const { order: b } of list) {
    if (b.option_type === 'call') call += b.premium;
    else put += b.premium;
    if (b.direction === 'buy') bought += b.premium;
    if (b.direction === 'sell') sold += b.premium;
    contracts += b.total_contracts;
  }
  return {
    ticker,
    orders: list.length,
    contracts,
    total_premium: call + put,
    call_premium: call,
    put_premium: put,
    premium_bought: bought,
    premium_sold: sold,
    net_premium: bought - sold,
    put_call_premium_ratio: call > 0 ? put / call : null,
    last_ts_ms: lastTs(list),
  };
}
