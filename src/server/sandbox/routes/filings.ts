/** Insider transactions, institutional holdings (13F) and congressional trades: seeded filings priced on the simulated closes. */
import { addCalendarDays, isTradingDay, previousTradingDay, weekday } from '../../../api/calendar';
import type { RouteTable } from '../handler';
import type { TickerInfo } from '../market';
import { companyProfile } from '../model/company-profile';
import { FIRST_RECORD_YEAR } from '../model/corporate-actions';
import { congressWeek, holdings, insiderMonth } from '../model/filings';
import { Memo } from '../model/memo';
import { tickerFilter } from './param-checks';
import { requireTicker } from './session-context';
import type { Market } from '../market';

const FIRST_DAY = `${FIRST_RECORD_YEAR}-01-03`;
/** 13F reports are due 45 days after the quarter. */
const THIRTEEN_F_LAG_DAYS = 45;
const HOLDERS_LISTED = 60;
/** Weeks a congressional trade can wait for its disclosure. */
const DISCLOSURE_WEEKS = 7;

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The latest quarter end whose 13F filings are due by `today`. */
function latestReportedQuarter(today: string): string {
  let y = Number(today.slice(0, 4));
  const ends = () => [`${y}-12-31`, `${y}-09-30`, `${y}-06-30`, `${y}-03-31`];
  for (;;) {
    const hit = ends().find((e) => addCalendarDays(e, THIRTEEN_F_LAG_DAYS) <= today);
    if (hit) return hit;
    y--;
  }
}
function quarterBefore(end: string): string {
  const y = Number(end.slice(0, 4));
  const m = end.slice(5, 7);
  return m === '03' ? `${y - 1}-12-31` : m === '06' ? `${y}-03-31` : m === '09' ? `${y}-06-30` : `${y}-09-30`;
}

export function filingsRoutes(market: Market): RouteTable {
  const memo = new Memo(256);
  const closeOn = (ticker: string, day: string): number | null => {
    const session = isTradingDay(day) ? day : previousTradingDay(day);
    return market.dailyBars(ticker, session, 1)[0]?.close ?? null;
  };
  const info = (ticker: string): TickerInfo => market.tickerInfo(requireTicker(market, ticker))!;

  return {
    'insider.ticker': (ctx) => {
      const t = info(ctx.values.ticker);
      const today = ctx.clock.currentSession();
      const limit = Number(ctx.values.limit);
      const p = companyProfile(market.seed, t);
      const rows = [];
      for (
        let month = today.slice(0, 7);
        rows.length < limit && month >= FIRST_DAY.slice(0, 7);
        month = previousMonth(month)
      ) {
        for (const tx of insiderMonth(market.seed, t, month)) {
          if (tx.filing_date > today || tx.transaction_date < FIRST_DAY) continue;
          const price = closeOn(t.ticker, tx.transaction_date);
          const held = Math.round(p.sharesOutstanding * 0.0004 * (1 + (tx.shares % 7)));
          rows.push({
            ticker: t.ticker,
            ...tx,
            acquired_disposed: tx.transaction_code === 'S' ? 'D' : 'A',
            price: tx.transaction_code === 'A' ? null : price,
            value: tx.transaction_code === 'A' || price === null ? null : Math.round(tx.shares * price),
            shares_owned_after: held,
          });
        }
      }
      return {
        body: { ticker: t.ticker, computed_at: new Date(ctx.clock.now()).toISOString(), rows: rows.slice(0, limit) },
      };
    },

    'institutional.ticker': (ctx) => {
      const t = info(ctx.values.ticker);
      const period = latestReportedQuarter(ctx.clock.currentSession());
      const p = companyProfile(market.seed, t);
      const price = closeOn(t.ticker, period);
      const rows = memo.get(`13f|${t.ticker}|${period}`, () =>
        holdings(market.seed, t, period, HOLDERS_LISTED).map((h) => {
          const shares = Math.round(p.sharesOutstanding * h.weight);
          const change = Math.round(shares - shares / (1 + h.change));
          return {
            holder: h.holder,
            shares,
            value: price === null ? null : Math.round(shares * price),
            pct_of_shares_outstanding: Math.round(h.weight * 1e6) / 1e6,
            change_shares: change,
            change_pct: Math.round(h.change * 1e4) / 1e4,
            report_period: period,
          };
        }),
      );
      return {
        body: {
          ticker: t.ticker,
          report_period: period,
          prior_period: quarterBefore(period),
          computed_at: new Date(ctx.clock.now()).toISOString(),
          holders_count: rows.length,
          rows: rows.slice(0, Number(ctx.values.limit)),
        },
      };
    },

    'congress.trades': (ctx) => {
      const today = ctx.clock.currentSession();
      const only = tickerFilter(ctx.values.ticker);
      const limit = Number(ctx.values.limit);
      const stocks = market.universe.filter((i) => !i.isEtf);
      let monday = today;
      while (weekday(monday) !== 1) monday = addCalendarDays(monday, -1);
      const rows = [];
      // Disclosure trails the trade by up to ~45 days: keep scanning that far past a full page, so
      // the page really holds the newest disclosures.
      let extraWeeks = DISCLOSURE_WEEKS;
      for (; monday >= FIRST_DAY && (rows.length < limit || extraWeeks-- > 0); monday = addCalendarDays(monday, -7)) {
        const week = congressWeek(market.seed, stocks, monday).filter(
          (x) => x.disclosure_date <= today && (!only || only.has(x.ticker)),
        );
        rows.push(
          ...week.map((x) => ({
            ...x,
            amount_range: `$${x.amount_min.toLocaleString('en-US')} - $${x.amount_max.toLocaleString('en-US')}`,
          })),
        );
      }
      rows.sort((a, b) =>
        a.disclosure_date !== b.disclosure_date
          ? a.disclosure_date < b.disclosure_date
            ? 1
            : -1
          : a.transaction_date < b.transaction_date
            ? 1
            : a.transaction_date > b.transaction_date
              ? -1
              : 0,
      );
      return { body: { computed_at: new Date(ctx.clock.now()).toISOString(), rows: rows.slice(0, limit) } };
    },
  };
}
