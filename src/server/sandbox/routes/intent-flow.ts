/** Intent flow (rankings, sessions, ticker detail), momentum and abnormal trades: all read the recorded tape. */
import { sessionHours } from '../../../api/calendar';
import {
  clusters,
  dollarGreeks,
  intentRankings,
  intentSeries,
  intentSummary,
  signedPremium,
} from '../analytics/intent';
import { momentumRankings, type MomentumInput } from '../analytics/momentum';
import type { Declaring, HandlerContext, RouteTable } from '../handler';
import {
  analyticsDelay,
  availableSessions,
  cutoffMs,
  DELAY_ANALYTICS_S,
  meta,
  requireTicker,
  resolveSession,
  finalityOf,
} from './session-context';
import type { SessionOrders } from '../model/session-orders';
import type { Market } from '../market';

export function intentFlowRoutes(market: Market, orders: SessionOrders): RouteTable {
  function rankings(ctx: HandlerContext, session: string) {
    const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
    const byTicker = orders.intentOrders(session, cutoff);
    const rows = intentRankings(byTicker);
    const asOf = Math.max(0, ...[...byTicker.values()].map((l) => l.at(-1)?.order.ts_ms ?? 0));
    return {
      body: {
        ...meta(ctx, session, asOf || null),
        data: analyticsDelay(ctx, cutoff),
        methodology: {
          score: 'abs(net delta_$) in $M x one-sidedness (net/gross delta_$); uncalibrated',
          cluster_minutes: 5,
        },
        basis: { calibration: 'none' },
        rankings: rows.map((r) => ({
          ticker: r.ticker,
          rank: r.rank,
          score: r.score,
          direction: r.direction,
          net_premium: r.net_premium,
          orders: r.orders,
          net_delta_last: r.net_delta_last,
          net_gamma_last: r.net_gamma_last,
          net_vega_last: r.net_vega_last,
          net_theta_last: r.net_theta_last,
          last_cluster_at: r.last_cluster_at,
        })),
      },
    };
  }

  function momentumInputs(session: string, cutoff: number, only?: string): MomentumInput[] {
    // One ticker's history must not generate the whole market's flow of every session.
    const byTicker = only === undefined ? orders.byTicker(session, cutoff) : null;
    return market.universe
      .filter((i) => only === undefined || i.ticker === only)
      .map((info) => {
        const bars = market.minuteBars(info.ticker, session).filter((b) => b.t <= cutoff);
        const list = byTicker ? (byTicker.get(info.ticker) ?? []) : orders.ofTicker(session, cutoff, info.ticker);
        return {
          ticker: info.ticker,
          session,
          open: bars[0]?.open ?? null,
          last: bars.at(-1)?.close ?? null,
          volatility: info.volatility,
          signedPremium: list.reduce((s, o) => s + signedPremium(o), 0),
          grossPremium: list.reduce((s, o) => s + (o.order.direction === 'neutral' ? 0 : o.order.premium), 0),
          orders: list.length,
        };
      });
  }

  return {
    'flow.sessions': (ctx) => ({
      body: {
        sessions: availableSessions(ctx),
        current: ctx.clock.currentSession(),
        computed_at: new Date(ctx.clock.now()).toISOString(),
      },
    }),
    'flow.current': (ctx) => rankings(ctx, ctx.clock.currentSession()),
    'flow.session': (ctx) => rankings(ctx, resolveSession(ctx, ctx.values.session)),
    'flow.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const session = resolveSession(ctx, ctx.values.session);
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const list = orders.intentOrdersOf(session, cutoff, ticker);
      const cs = clusters(list);
      const summary = intentSummary(ticker, list);
      return {
        body: {
          ticker,
          ...meta(ctx, session, list.at(-1)?.order.ts_ms ?? null),
          data: analyticsDelay(ctx, cutoff),
          summary,
          clusters: cs.map(({ start_ms: _s, ...c }) => c),
          trades: list.map((o) => ({
            event_id: o.order.event_id,
            executed_at: o.order.order.timestamp,
            option_symbol: o.order.order.option_ticker,
            option_type: o.order.order.option_type,
            strike: o.order.order.strike,
            expiration: o.order.order.expiration,
            dte: o.dte,
            contracts: o.order.order.total_contracts,
            premium: o.order.order.premium,
            direction: o.order.order.direction,
            direction_confidence: o.order.order.direction_confidence,
            close_likelihood: o.closing,
            ...dollarGreeks(o),
          })),
          series: intentSeries(cs),
        },
      };
    },

    'momentum.rankings': (ctx) => {
      const session = ctx.clock.currentSession();
      const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
      const rows = momentumRankings(momentumInputs(session, cutoff)).slice(0, Number(ctx.values.top));
      return {
        body: {
          ...meta(ctx, session, Math.min(cutoff, ctx.clock.now())),
          data: analyticsDelay(ctx, cutoff),
          basis: {
            calibration: 'none',
            score: '0.6 x tanh(vol-scaled session return / 2) + 0.4 x signed/gross large-order premium',
          },
          rankings: rows,
        },
      };
    },
    'momentum.history': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const sessions = availableSessions(ctx).slice(0, Number(ctx.values.sessions));
      const history = sessions.map((session) => {
        const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
        const { rank: _rank, ...row } = momentumRankings(momentumInputs(session, cutoff, ticker))[0]!;
        return { ...row, finality: finalityOf(ctx, session) };
      });
      return { body: { ticker, computed_at: new Date(ctx.clock.now()).toISOString(), history } };
    },

    'abnormal.current': (ctx) => abnormal(ctx, ctx.clock.currentSession()),
    'abnormal.session': (ctx) => abnormal(ctx, resolveSession(ctx, ctx.values.session)),
  };

  function abnormal(ctx: HandlerContext<Declaring<'limit'>>, session: string) {
    const cutoff = cutoffMs(ctx, session, DELAY_ANALYTICS_S);
    const all = market.abnormalTradesBetween(session, sessionHours(session).openMs - 3_600_000, cutoff + 1);
    // Chronological, the most recent `limit` (a preview's "last 5" are then the newest).
    const trades = [...all]
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.event_id.localeCompare(b.event_id))
      .slice(-Number(ctx.values.limit));
    const last = trades.at(-1);
    return {
      body: {
        ...meta(ctx, session, last ? Date.parse(last.timestamp) : null),
        data: analyticsDelay(ctx, cutoff),
        total: all.length,
        trades,
      },
    };
  }
}
