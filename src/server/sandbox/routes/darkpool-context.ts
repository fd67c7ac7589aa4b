/**
 * What every dark-pool handler reads and states the same way: the session and its delayed cutoff
 * (the feed is about 15 min delayed by its source licence), the print filters, the answer's head with
 * the delay block and feed, and the print and block rows.
 *
 * Row shapes within the reference's named fields (the app reads these): a print row is id, ticker,
 * executed_at, price, size, premium, bid, ask, nbbo_label, side_proxy, outside_nbbo, away_from_quote;
 * a block row adds threshold, pct_adv (percent of ADV, 1.5 = 1.5%), impact_bps (close 5 min after the
 * print vs the print price; null until observed) and options_confirmation {window_minutes, orders,
 * net_bullish_premium, gross_premium, read}.
 */
import { sessionHours } from '../../../api/calendar';
import type { FlowOrder } from '../../../api/types';
import { pctOfAdv, impactBps } from '../analytics/darkpool-block-impact';
import { optionsConfirmation } from '../analytics/darkpool-confirmation';
import { proxySide } from '../analytics/darkpool-pressure';
import type { Declaring, HandlerContext } from '../handler';
import { isNbboLabel } from '../../../api/nbbo-labels';
import { EX_AWAY_FROM, type DarkPoolModel, type DarkPrint } from '../model/darkpool';
import type { DarkPoolAggregates } from '../model/darkpool-aggregates';
import type { PrintFilter } from '../model/darkpool-print-query';
import { cutoffMs, delayBlock, meta, resolveSession } from './session-context';
import type { SessionOrders } from '../model/session-orders';
import type { Market } from '../market';

export const DARKPOOL_DELAY_S = 15 * 60;
export const DARKPOOL_FEED = 'TRF prints, Nasdaq-reported venues, ~15 min delayed; direction is an NBBO-location proxy';

/** What the dark-pool route tables share: the market, its flow, the prints model and its aggregates. */
export interface DarkPoolDeps {
  readonly market: Market;
  readonly orders: SessionOrders;
  readonly dp: DarkPoolModel;
  readonly agg: DarkPoolAggregates;
}

/** The `date` asked for (default the current session) and the newest print time that exists for it. */
export function darkpoolSession(ctx: HandlerContext<Declaring<'date'>>): { session: string; cutoff: number } {
  const session = resolveSession(ctx, ctx.values.date);
  return { session, cutoff: cutoffMs(ctx, session, DARKPOOL_DELAY_S) };
}

/** Sessions from EX_AWAY_FROM carry the away-from-quote adjustment; older `*_ex_away` fields are null. */
export function hasExAway(session: string): boolean {
  return session >= EX_AWAY_FROM;
}

/** The delay block of the dark-pool feed as of `cutoff` (never later than now). */
export function darkpoolData(ctx: HandlerContext, cutoff: number, feed = DARKPOOL_FEED) {
  return { ...delayBlock(DARKPOOL_DELAY_S, 'source_license', Math.min(cutoff, ctx.clock.now())), feed };
}

export function darkpoolHead(ctx: HandlerContext, session: string, cutoff: number, asOf: number | null) {
  const m = meta(ctx, session, asOf);
  return {
    ...m,
    // Final only once the delayed feed has delivered the whole session (close + 15 min).
    finality: cutoff < sessionHours(session).closeMs ? ('provisional' as const) : m.finality,
    data: darkpoolData(ctx, cutoff),
  };
}

/** `nbbo_label`, `min_premium`, `min_size`. */
export function printFilter(ctx: HandlerContext<Declaring<'nbbo_label' | 'min_premium' | 'min_size'>>): PrintFilter {
  const label = ctx.values.nbbo_label;
  return {
    ...(isNbboLabel(label) ? { nbboLabel: label } : {}),
    minPremium: ctx.values.min_premium ?? 0,
    minSize: ctx.values.min_size ?? 0,
  };
}

/** `ticker` as a set of upper-case symbols; null when absent (the whole market). */
export function tickerFilter(ctx: HandlerContext<Declaring<'ticker'>>): Set<string> | null {
  const raw = ctx.values.ticker;
  if (raw === undefined) return null;
  const list = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
  return new Set(list.map((t) => t.trim().toUpperCase()));
}

export function printRow(p: DarkPrint) {
  return {
    id: `${p.ticker}-${p.session}-${p.seq}`,
    ticker: p.ticker,
    executed_at: new Date(p.ts_ms).toISOString(),
    price: p.price,
    size: p.size,
    premium: p.premium,
    bid: p.bid,
    ask: p.ask,
    nbbo_label: p.nbbo_label,
    side_proxy: proxySide(p.nbbo_label),
    outside_nbbo: p.outside_nbbo,
    away_from_quote: p.away_from_quote,
  };
}

export type BlockRow = ReturnType<typeof printRow> & {
  threshold: number;
  pct_adv: number | null;
  impact_bps: number | null;
  options_confirmation: ReturnType<typeof optionsConfirmation>;
};

/** Block rows of prints of one session, each read against its ticker's option flow up to the cutoff. */
export function blockRows(deps: DarkPoolDeps, list: readonly DarkPrint[], session: string, cutoff: number): BlockRow[] {
  const flows = new Map<string, readonly FlowOrder[]>();
  return list.map((p) => {
    let flow = flows.get(p.ticker);
    if (!flow) flows.set(p.ticker, (flow = deps.orders.ofTicker(session, cutoff, p.ticker)));
    return {
      ...printRow(p),
      threshold: deps.dp.baseline(p.ticker, p.session).threshold,
      pct_adv: pctOfAdv(p.size, deps.dp.adv(p.ticker, p.session)),
      impact_bps: impactBps(p, deps.market.minuteBars(p.ticker, p.session), cutoff),
      options_confirmation: optionsConfirmation(p, flow),
    };
  });
}
