/**
 * Dark pool (every darkpool.* id but health, which the core serves): simulated TRF prints with NBBO
 * context, blocks, pressure, profiles, sectors. On the current session only prints executed at or
 * before market now − 15 min exist (darkpool-context). This table holds one session's tape: prints,
 * blocks, the block-gated recent tape, alerts and a ticker's summary and time profile; pressure,
 * sectors and the multi-session history answer from their own tables.
 *
 * - time profile `cells`: [bucket_index, price_index, shares]; price = price_low + price_index × price_step.
 * - prints paging: next_cursor {older_than} (desc) or {newer_than} (asc) in whole UTC seconds.
 */
import { previousTradingDay, sessionHours } from '../../../api/calendar';
import { alertSeverity, ALERT_BASIS, bySeverityThenPremium } from '../analytics/darkpool-alerts';
import { timeProfile } from '../analytics/darkpool-profile';
import { pressureSummary, pressureSums } from '../analytics/darkpool-pressure';
import type { HandlerContext, HandlerResult, RouteTable } from '../handler';
import { NBBO_LABELS } from '../../../api/nbbo-labels';
import { ADV_SESSIONS, createDarkPoolModel, EX_AWAY_FROM, type DarkPoolModel } from '../model/darkpool';
import { createDarkPoolAggregates, newestPrintMs } from '../model/darkpool-aggregates';
import { filterPrints, printPage, type PrintOrderBy } from '../model/darkpool-print-query';
import {
  blockRows,
  DARKPOOL_FEED,
  darkpoolData,
  darkpoolHead,
  darkpoolSession,
  printFilter,
  printRow,
  tickerFilter,
  type DarkPoolDeps,
} from './darkpool-context';
import { darkpoolHistoryRoutes } from './darkpool-history';
import { darkpoolPressureRoutes } from './darkpool-pressure';
import { darkpoolSectorRoutes } from './darkpool-sectors';
import { availableSessions, isCurrentSession, requireTicker, staleMarkers } from './session-context';
import type { SessionOrders } from '../model/session-orders';
import type { Market } from '../market';

/** A current session's time profile is still being built until this many minutes after the open. */
const PROFILE_BUILD_MINUTES = 15;
const RECENT_FEED_NOTE = 'block-gated detected-block tape (prints >= max($1M, rolling P99.5)), not the raw market tape';
const ORDER_BY: readonly PrintOrderBy[] = ['executed_at', 'premium', 'size', 'price'];

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The whole-second cursor `YYYY-MM-DDTHH:MM:SS` (UTC) as epoch ms; null when absent. */
function cursorMs(raw: unknown): number | null {
  return raw === undefined ? null : Date.parse(`${String(raw)}Z`);
}

function tapeRoutes(deps: DarkPoolDeps): RouteTable {
  const { market, dp, agg } = deps;

  /** Blocks of the asked tickers (or the whole market) that pass the print filters. */
  const filteredBlocks = (ctx: HandlerContext, session: string, cutoff: number) =>
    filterPrints(agg.blocks(session, cutoff, tickerFilter(ctx)), printFilter(ctx));

  return {
    'darkpool.sessions': (ctx) => ({
      body: {
        sessions: availableSessions(ctx),
        current: ctx.clock.currentSession(),
        ex_away_from: EX_AWAY_FROM,
        computed_at: new Date(ctx.clock.now()).toISOString(),
      },
    }),

    'darkpool.blocks': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const rows = filteredBlocks(ctx, session, cutoff).sort((a, b) => b.premium - a.premium || b.ts_ms - a.ts_ms);
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(rows)),
          ...staleMarkers(ctx, session, rows.length === 0),
          total: rows.length,
          blocks: blockRows(deps, rows.slice(0, Number(ctx.values.limit)), session, cutoff),
        },
      };
    },

    'darkpool.recent': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const rows = filteredBlocks(ctx, session, cutoff).sort(
        (a, b) => b.ts_ms - a.ts_ms || (a.ticker < b.ticker ? -1 : 1),
      );
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(rows)),
          data: darkpoolData(ctx, cutoff, `${DARKPOOL_FEED}; ${RECENT_FEED_NOTE}`),
          ...staleMarkers(ctx, session, rows.length === 0),
          total: rows.length,
          prints: blockRows(deps, rows.slice(0, Number(ctx.values.limit)), session, cutoff),
        },
      };
    },

    'darkpool.alerts': (ctx) => {
      const { session, cutoff } = darkpoolSession(ctx);
      const blocks = agg.blocks(session, cutoff, tickerFilter(ctx));
      const rows = blockRows(deps, blocks, session, cutoff)
        .filter((b) => b.options_confirmation.read === 'confirming')
        .map((b) => {
          const multiple = b.premium / b.threshold;
          return { ...b, severity: alertSeverity(multiple, b.pct_adv), threshold_multiple: round2(multiple) };
        })
        .sort(bySeverityThenPremium);
      return {
        body: {
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(blocks)),
          basis: ALERT_BASIS,
          total: rows.length,
          alerts: rows.slice(0, Number(ctx.values.limit)),
        },
      };
    },

    'darkpool.prints': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = darkpoolSession(ctx);
      const v = ctx.values;
      const orderBy = ORDER_BY.find((o) => o === v.order_by) ?? 'executed_at';
      const visible = agg.visible(ticker, session, cutoff);
      const page = printPage(visible, {
        ...printFilter(ctx),
        maxPremium: v.max_premium === undefined ? Infinity : Number(v.max_premium),
        maxSize: v.max_size === undefined ? Infinity : Number(v.max_size),
        newerThanMs: cursorMs(v.newer_than),
        olderThanMs: cursorMs(v.older_than),
        orderBy,
        order: v.order === 'asc' ? 'asc' : 'desc',
        limit: Number(v.limit),
      });
      return {
        body: {
          ticker,
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(visible)),
          ...staleMarkers(ctx, session, page.total === 0),
          total: page.total,
          has_more: page.has_more,
          next_cursor: page.next_cursor,
          prints: page.prints.map(printRow),
        },
      };
    },

    'darkpool.ticker': (ctx) => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = darkpoolSession(ctx);
      const day = agg.tickerDay(ticker, session, cutoff);
      const split = Object.fromEntries(
        NBBO_LABELS.map((label) => {
          const xs = day.list.filter((p) => p.nbbo_label === label);
          const notional = xs.reduce((acc, p) => acc + p.premium, 0);
          const share = day.notional > 0 ? round4(notional / day.notional) : null;
          return [label, { n: xs.length, notional: round2(notional), share }];
        }),
      );
      const blocks = day.list.filter((p) => dp.isBlock(p));
      const advBars = market.dailyBars(ticker, previousTradingDay(session), ADV_SESSIONS);
      return {
        body: {
          ticker,
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(day.list)),
          summary: {
            prints: day.prints,
            shares: day.shares,
            notional: day.notional,
            vwap: day.vwap,
            off_exchange_share: day.off_exchange_share,
            blocks: blocks.length,
            ...pressureSummary(pressureSums(day.list, false)),
          },
          baseline: dp.baseline(ticker, session),
          adv: {
            shares: dp.adv(ticker, session),
            n: advBars.length,
            from: advBars[0]?.session ?? null,
            to: advBars.at(-1)?.session ?? null,
          },
          nbbo_split: split,
          blocks: blockRows(deps, blocks, session, cutoff).reverse(),
        },
      };
    },

    'darkpool.timeProfile': (ctx): HandlerResult => {
      const ticker = requireTicker(market, ctx.values.ticker);
      const { session, cutoff } = darkpoolSession(ctx);
      const { openMs } = sessionHours(session);
      const ready = openMs + PROFILE_BUILD_MINUTES * 60_000;
      if (isCurrentSession(ctx, session) && ctx.clock.now() < ready) {
        const wait = Math.max(1, Math.ceil((ready - ctx.clock.now()) / 1000));
        return {
          status: 503,
          headers: { 'Retry-After': String(wait) },
          body: {
            error: 'session_building',
            message: `the ${session} time profile is still being built; retry in ${wait} s`,
          },
        };
      }
      const list = agg.visible(ticker, session, cutoff);
      const largest = list
        .filter((p) => dp.isBlock(p))
        .sort((a, b) => b.premium - a.premium || a.ts_ms - b.ts_ms)
        .slice(0, 10)
        .map(printRow);
      return {
        body: {
          ticker,
          ...darkpoolHead(ctx, session, cutoff, newestPrintMs(list)),
          cells_format: '[bucket_index, price_index, shares]; price = price_low + price_index * price_step',
          ...timeProfile(list, openMs),
          value_area_pct: 0.7,
          largest_blocks: largest,
        },
      };
    },
  };
}

export function darkpoolRoutes(market: Market, orders: SessionOrders, model?: DarkPoolModel): RouteTable {
  const dp = model ?? createDarkPoolModel(market);
  const deps: DarkPoolDeps = { market, orders, dp, agg: createDarkPoolAggregates(market, dp) };
  return {
    ...tapeRoutes(deps),
    ...darkpoolPressureRoutes(deps),
    ...darkpoolSectorRoutes(deps),
    ...darkpoolHistoryRoutes(deps),
  };
}
