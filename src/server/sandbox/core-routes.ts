/**
 * Routes the server answers itself (they read server state, not the market model): /health, the two
 * service health routes, account usage, registration and confirmation, and the watchlist. Built over
 * the server's state as the family handlers are built over the market, into the same route table.
 */
import { recentSessions, easternToEpochMs, previousTradingDay } from '../../api/calendar';
import type { WatchlistResponse } from '../../api/types';
import type { FlowBudget } from './flow-budget';
import type { HandlerContext, RouteTable } from './handler';
import { EXPIRED_KEY_MESSAGE, type KeyStore } from './key-store';
import type { SandboxLimits } from './limits';
import type { RateLimiter } from './rate-limiter';
import type { ConnectionRegistry } from './streams/connections';
import { WATCHLIST_MAX_ACTIVE, WATCHLIST_MAX_DAILY_ADDITIONS, type WatchlistStore } from './watchlist-store';

/**
 * The server state the core routes read, named here rather than picked from state.ts's SandboxState:
 * state.ts builds the route table from these routes, so a type import back would close a cycle.
 */
export interface CoreState {
  readonly connections: ConnectionRegistry;
  readonly limits: SandboxLimits;
  readonly rate: RateLimiter;
  readonly budget: FlowBudget;
  readonly keys: KeyStore;
  readonly watchlists: WatchlistStore;
}

/** Sessions of history the sandbox serves (Document B, Limits: history reaches back 90 days). */
export const HISTORY_SESSIONS = 90;
const OI_AM_MINUTE = 8 * 60 + 30;
const OI_PM_MINUTE = 16 * 60 + 30;

function coverage(ctx: HandlerContext): { sessions_covered: number; first_session: string; latest_session: string } {
  const sessions = recentSessions(ctx.clock.currentSession(), HISTORY_SESSIONS);
  return { sessions_covered: sessions.length, first_session: sessions.at(-1)!, latest_session: sessions[0]! };
}

/** The newest AM/PM open-interest snapshot taken at or before market now. */
export function latestOiSnapshot(
  nowMs: number,
  session: string,
): { session: string; slot: 'AM' | 'PM'; as_of: string } {
  for (let s = session, i = 0; i < 3; s = previousTradingDay(s), i++) {
    const pm = easternToEpochMs(s, OI_PM_MINUTE);
    if (nowMs >= pm) return { session: s, slot: 'PM', as_of: new Date(pm).toISOString() };
    const am = easternToEpochMs(s, OI_AM_MINUTE);
    if (nowMs >= am) return { session: s, slot: 'AM', as_of: new Date(am).toISOString() };
  }
  const s = previousTradingDay(session);
  return { session: s, slot: 'PM', as_of: new Date(easternToEpochMs(s, OI_PM_MINUTE)).toISOString() };
}

function watchlistBody(symbols: readonly string[]): WatchlistResponse {
  return { symbols, max_active: WATCHLIST_MAX_ACTIVE, max_daily_additions: WATCHLIST_MAX_DAILY_ADDITIONS };
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function coreRoutes(state: CoreState): RouteTable {
  return {
    'health.service': () => ({
      body: {
        status: 'ok',
        service: 'options-analytics-api',
        version: '1.0.0',
        ws_connections: state.connections.total(),
      },
    }),

    'oi.health': (ctx) => ({
      body: {
        status: 'ok',
        service: 'open-interest',
        ...coverage(ctx),
        latest_snapshot: latestOiSnapshot(ctx.clock.now(), ctx.clock.currentSession()),
        as_of: new Date(ctx.clock.now()).toISOString(),
      },
    }),

    'darkpool.health': (ctx) => ({
      body: {
        status: 'ok',
        service: 'darkpool',
        ...coverage(ctx),
        latest_snapshot: { session: ctx.clock.currentSession(), as_of: new Date(ctx.clock.now()).toISOString() },
        as_of: new Date(ctx.clock.now()).toISOString(),
      },
    }),

    'account.usage': (ctx) => {
      const { limits, rate, budget } = state;
      const used = rate.usage(ctx.identity);
      const flow = budget.headers();
      return {
        body: {
          tier: ctx.tier,
          requests_today: used.day,
          requests_this_minute: used.minute,
          limits: { requests_per_minute: limits.perMinute[ctx.tier], requests_per_day: limits.perDay[ctx.tier] },
          flow_rows: {
            used: budget.used(),
            limit: flow.limit,
            remaining: flow.remaining,
            reset: flow.reset,
            scope: 'account',
            available: ctx.tier === 'pro',
          },
          watchlist: { active: ctx.watchlist.size, max_active: WATCHLIST_MAX_ACTIVE },
        },
      };
    },

    'account.register': (ctx) => {
      const b = ctx.body as { email: string; agent_name?: string };
      if (!EMAIL_RE.test(b.email)) {
        return {
          status: 422,
          body: {
            detail: [
              {
                loc: ['body', 'email'],
                msg: 'value is not a valid email address',
                type: 'value_error',
                input: b.email,
              },
            ],
          },
        };
      }
      return { status: 201, body: state.keys.register(b.email, b.agent_name ?? null) };
    },

    'account.confirm': (ctx) => {
      const { code } = ctx.body as { code: string };
      const confirmation = state.keys.confirm(code);
      if (!confirmation.ok)
        return {
          status: 400,
          body:
            confirmation.reason === 'expired'
              ? { error: 'registration_expired', message: EXPIRED_KEY_MESSAGE }
              : { error: 'invalid_confirmation_code', message: 'No provisional key has this confirmation code.' },
        };
      return { body: { status: 'confirmed', tier: 'free', message: 'The key is now permanent.' } };
    },

    'quotes.watchlist': (ctx) => ({ body: watchlistBody(state.watchlists.get(ctx.apiKey ?? '')) }),

    'quotes.watchlistPut': (ctx) => {
      const { symbols } = ctx.body as { symbols: string[] };
      const unknown = symbols.map((s, i) => [s, i] as const).filter(([s]) => !ctx.market.tickerInfo(s));
      if (unknown.length > 0) {
        return {
          status: 422,
          body: {
            detail: unknown.map(([s, i]) => ({
              loc: ['body', 'symbols', i],
              msg: `Unknown symbol '${s}': not in the sandbox universe`,
              type: 'value_error',
              input: s,
            })),
          },
        };
      }
      const r = state.watchlists.replace(ctx.apiKey ?? '', symbols);
      if (!r.ok) {
        return {
          status: 409,
          body: {
            error: 'watchlist_daily_additions_exceeded',
            message: `At most ${r.limit} distinct symbols may be added to the watchlist per UTC day.`,
            limit: r.limit,
          },
        };
      }
      return { body: watchlistBody(r.symbols) };
    },
  };
}
