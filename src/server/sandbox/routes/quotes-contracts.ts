/** Quotes and candles (real-time on the watchlist, 15-min delayed off it) and option contracts. */
import { calendarDte } from '../../../api/calendar';
import { tradingDte } from '../model/trading-days';
import { parseOcc } from '../../../api/occ';
import type { HandlerContext, RouteTable } from '../handler';
import type { ChainContract, ChainSnapshot, MinuteBar } from '../model/types';
import { contractGreeks } from '../model/chain-greeks';
import { HttpError } from './http-error';
import { latestSnapshot, snapshotHeader } from './latest-snapshot';
import {
  availableSessions,
  delayBlock,
  DELAY_OFF_WATCHLIST_S,
  isCurrentSession,
  latestSlot,
  meta,
  requireTicker,
  resolveSession,
} from './session-context';
import type { Market } from '../market';

const INTERVAL_MIN: Record<string, number> = { '1m': 1, '5m': 5, '15m': 15, '1h': 60 };

function aggregate(bars: readonly MinuteBar[], minutes: number) {
  const out: { t: string; open: number; high: number; low: number; close: number; volume: number }[] = [];
  if (bars.length === 0) return out;
  const start = bars[0]!.t;
  let cur: (typeof out)[number] & { ms: number } = { ms: -1, t: '', open: 0, high: 0, low: 0, close: 0, volume: 0 };
  for (const b of bars) {
    const ms = start + Math.floor((b.t - start) / (minutes * 60_000)) * minutes * 60_000;
    if (ms !== cur.ms) {
      if (cur.ms >= 0)
        out.push({ t: cur.t, open: cur.open, high: cur.high, low: cur.low, close: cur.close, volume: cur.volume });
      cur = {
        ms,
        t: new Date(ms).toISOString(),
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
        volume: b.volume,
      };
    } else {
      cur.high = Math.max(cur.high, b.high);
      cur.low = Math.min(cur.low, b.low);
      cur.close = b.close;
      cur.volume += b.volume;
    }
  }
  out.push({ t: cur.t, open: cur.open, high: cur.high, low: cur.low, close: cur.close, volume: cur.volume });
  return out;
}

/** The snapshot's quote: the model price as the mid, a spread of 5% of it (at least a cent each side). */
export function modelQuote(price: number | null): { bid: number | null; ask: number | null } {
  if (price === null || !Number.isFinite(price)) return { bid: null, ask: null };
  const half = Math.max(0.01, price * 0.025);
  const cents = (x: number) => Math.round(x * 100) / 100;
  return { bid: cents(Math.max(0, price - half)), ask: cents(price + half) };
}

function contractRow(c: ChainContract, snap: ChainSnapshot) {
  const g = contractGreeks(c, snap.spot, snap.rate, snap.asOf);
  return {
    occ: c.occ,
    option_type: c.type,
    strike: c.strike,
    expiration: c.expiration,
    dte: c.calendarDte,
    trading_dte: c.tradingDte,
    implied_volatility: c.iv,
    open_interest: c.openInterest,
    volume: c.volume,
    theoretical_price: g.price,
    ...modelQuote(g.price),
    delta: g.delta,
    gamma: g.gamma,
    theta: g.theta,
    vega: g.vega,
  };
}

export function quotesContractsRoutes(market: Market): RouteTable {
  /** Real-time for watchlisted symbols; otherwise the current session is seen 15 minutes late. */
  function view(ctx: HandlerContext, ticker: string, session: string) {
    const delayed = isCurrentSession(ctx, session) && !ctx.watchlist.has(ticker);
    const horizon = isCurrentSession(ctx, session)
      ? ctx.clock.now() - (delayed ? DELAY_OFF_WATCHLIST_S * 1000 : 0)
      : Number.POSITIVE_INFINITY;
    // A bar exists once it has closed (its minute is over) by the horizon.
    const bars = market.minuteBars(ticker, session).filter((b) => b.t + 60_000 <= horizon);
    return { delayed, bars, horizon };
  }

  function contractOr404(occ: string, session: string, slot: 'AM' | 'PM') {
    const c = market.contractFromOcc(occ, session, slot);
    if (!c) throw new HttpError(404, 'contract_not_found', `${occ} is not listed on ${session}`);
    return c;
  }

  /** One stock quote of the current session: the body of `quotes.quote` and each element of `quotes.batch`. */
  function quoteOf(ctx: HandlerContext, ticker: string) {
    const session = ctx.clock.currentSession();
    const { delayed, bars, horizon } = view(ctx, ticker, session);
    const prev = market.dailyBars(ticker, availableSessions(ctx)[1]!, 1).at(-1) ?? null;
    const last = bars.at(-1) ?? null;
    const price = last?.close ?? null;
    const asOf = last ? last.t + 60_000 : null;
    const seen = asOf ?? Math.min(horizon, ctx.clock.now());
    return {
      ticker,
      ...meta(ctx, session, asOf),
      price,
      open: bars[0]?.open ?? null,
      high: bars.length ? Math.max(...bars.map((b) => b.high)) : null,
      low: bars.length ? Math.min(...bars.map((b) => b.low)) : null,
      volume: bars.reduce((v, b) => v + b.volume, 0),
      prev_close: prev?.close ?? null,
      change: price !== null && prev ? price - prev.close : null,
      change_pct: price !== null && prev ? (price / prev.close - 1) * 100 : null,
      delayed,
      data: delayed ? delayBlock(DELAY_OFF_WATCHLIST_S, 'policy_off_watchlist', seen) : delayBlock(0, null, seen),
    };
  }

  return {
    'quotes.quote': (ctx) => ({ body: quoteOf(ctx, requireTicker(market, ctx.values.ticker)) }),

    'quotes.batch': (ctx) => {
      // Unknown tickers are left out, as batch ATM does, rather than failing the whole board.
      const known = ctx.values.symbols.filter((t) => market.tickerInfo(t));
      const session = ctx.clock.currentSession();
      const quotes = known.map((ticker) => quoteOf(ctx, ticker));
      // The batch is as fresh as its least fresh quote (each quote keeps its own as_of and delay).
      const seen = quotes.map((q) => q.as_of).filter((t): t is string => t !== null);
      const oldest = seen.length ? Math.min(...seen.map((t) => Date.parse(t))) : null;
      return { body: { ...meta(ctx, session, oldest), quotes } };
    },

    'quotes.candles': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const session = resolveSession(ctx, ctx.values.session);
      const interval = String(ctx.values.interval);
      const limit = Number(ctx.values.limit);
      if (interval === '1d') {
        const candles = market
          .dailyBars(ticker, session, limit)
          .map((b) => ({ t: b.session, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volume }));
        return { body: { ticker, interval, ...meta(ctx, session, null), delayed: false, candles } };
      }
      const { delayed, bars, horizon } = view(ctx, ticker, session);
      const candles = aggregate(bars, INTERVAL_MIN[interval]!).slice(-limit);
      const asOf = bars.at(-1) ? bars.at(-1)!.t + 60_000 : null;
      const seen = asOf ?? Math.min(horizon, ctx.clock.now());
      return {
        body: {
          ticker,
          interval,
          ...meta(ctx, session, asOf),
          delayed,
          ...(delayed ? { data: delayBlock(DELAY_OFF_WATCHLIST_S, 'policy_off_watchlist', seen) } : {}),
          candles,
        },
      };
    },

    'contracts.chain': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const shot = latestSnapshot(ctx, market, ticker);
      const { snap } = shot;
      const v = ctx.values;
      const contracts = snap.contracts
        .filter(
          (c) =>
            (v.expiration === undefined || c.expiration === v.expiration) &&
            (v.strike_min === undefined || c.strike >= Number(v.strike_min)) &&
            (v.strike_max === undefined || c.strike <= Number(v.strike_max)) &&
            (v.type === undefined || c.type === v.type),
        )
        .map((c) => contractRow(c, snap));
      return {
        body: {
          ...snapshotHeader(ctx, ticker, shot),
          expirations: snap.expirations,
          contracts,
        },
      };
    },

    'contracts.atm': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const shot = latestSnapshot(ctx, market, ticker);
      const { snap } = shot;
      const target = Number(ctx.values.target_dte);
      const byExpiry = new Map<string, ChainContract[]>();
      for (const c of snap.contracts) byExpiry.set(c.expiration, [...(byExpiry.get(c.expiration) ?? []), c]);
      const contracts = [...byExpiry.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([, list]) => {
          const k = list.reduce(
            (best, c) => (Math.abs(c.strike - snap.spot) < Math.abs(best - snap.spot) ? c.strike : best),
            list[0]!.strike,
          );
          return list.filter((c) => c.strike === k).map((c) => contractRow(c, snap));
        });
      const nearest = contracts.reduce<number | null>(
        (best, c) => (best === null || Math.abs(c.dte - target) < Math.abs(best - target) ? c.dte : best),
        null,
      );
      return {
        body: {
          ...snapshotHeader(ctx, ticker, shot),
          target_dte: target,
          target_expiration: contracts.find((c) => c.dte === nearest)?.expiration ?? null,
          contracts,
        },
      };
    },

    'contracts.profile': (ctx) => {
      const occ = String(ctx.values.occ);
      const ticker = requireTicker(market, parseOcc(occ).underlying);
      const { session, slot, snap } = latestSnapshot(ctx, market, ticker);
      const c = contractOr404(occ, session, slot);
      return {
        body: {
          ...meta(ctx, session, snap.asOf),
          ticker,
          snapshot_slot: slot,
          spot: snap.spot,
          ...contractRow(c, snap),
        },
      };
    },

    'contracts.historic': (ctx) => {
      const occ = String(ctx.values.occ);
      const parts = parseOcc(occ);
      const ticker = requireTicker(market, parts.underlying);
      const sessions = availableSessions(ctx)
        .slice(0, Number(ctx.values.days))
        .filter((s) => s <= parts.expiration);
      const rows = sessions.flatMap((session) => {
        const slot = latestSlot(ctx, market, ticker, session);
        const c = market.contractFromOcc(occ, session, slot);
        if (!c) return [];
        const snap = market.chainSnapshot(ticker, session, slot);
        const g = contractGreeks(c, snap.spot, snap.rate, snap.asOf);
        return [
          {
            session,
            slot,
            underlying: snap.spot,
            implied_volatility: c.iv,
            open_interest: c.openInterest,
            volume: c.volume,
            theoretical_price: g.price,
            delta: g.delta,
            dte: calendarDte(session, parts.expiration),
            trading_dte: tradingDte(session, parts.expiration),
          },
        ];
      });
      if (rows.length === 0)
        throw new HttpError(
          404,
          'contract_not_found',
          `${occ} has no history in the last ${String(ctx.values.days)} sessions`,
        );
      return { body: { occ, ticker, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },

    'contracts.trades': (ctx) => {
      const occ = String(ctx.values.occ);
      const ticker = requireTicker(market, parseOcc(occ).underlying);
      const session = resolveSession(ctx, ctx.values.session);
      const { horizon } = view(ctx, ticker, session);
      // Prints of the recorded orders on this contract (each order's fills at its average price).
      const rows = market
        .sessionOrders(ticker, session)
        .filter((o) => o.order.option_ticker === occ && o.ts_ms <= horizon)
        .map((o) => ({
          event_id: o.event_id,
          executed_at: o.order.timestamp,
          ts_ms: o.ts_ms,
          price: o.order.avg_price,
          size: o.order.total_contracts,
          premium: o.order.premium,
          bid: o.order.avg_bid,
          ask: o.order.avg_ask,
          trade_count: o.order.trade_count,
          exchange_count: o.order.exchange_count,
          order_type: o.order.order_type,
        }))
        .sort((a, b) => b.ts_ms - a.ts_ms)
        .slice(0, Number(ctx.values.limit));
      return { body: { occ, ticker, ...meta(ctx, session, rows[0]?.ts_ms ?? null), rows } };
    },
  };
}
