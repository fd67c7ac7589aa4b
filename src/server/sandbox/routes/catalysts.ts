/** The catalyst calendar: earnings, ex-dividend dates, splits, monthly option expiries and major economic releases. */
import { monthlyExpiry } from '../../../api/calendar';
import type { RouteTable } from '../handler';
import { earningsBetween } from '../model/company-profile';
import { dividends, splits } from '../model/corporate-actions';
import { economicEvents } from '../model/economic-events';
import { dateRange, tickerFilter } from './param-checks';
import { requireTicker } from './session-context';
import type { Market } from '../market';

interface Catalyst {
  date: string;
  type: 'earnings' | 'ex_dividend' | 'split' | 'opex' | 'economic';
  ticker: string | null;
  title: string;
  impact: 'high' | 'medium' | 'low';
  /** false for a date projected from the usual schedule and not announced yet. */
  confirmed: boolean;
}

export function catalystsRoutes(market: Market): RouteTable {
  return {
    'catalysts.calendar': (ctx) => {
      const today = ctx.clock.currentSession();
      const { from, to } = dateRange([ctx.values.from, ctx.values.to], ['from', 'to'], { from: today, spanDays: 30 });
      const only = tickerFilter(ctx.values.ticker);
      for (const t of only ?? []) requireTicker(market, t);
      const infos = only ? [...only].map((t) => market.tickerInfo(t)!) : market.universe;
      const inRange = (d: string) => d >= from && d <= to;
      const rows: Catalyst[] = [];
      for (const e of earningsBetween(
        market.seed,
        infos.filter((i) => !i.isEtf),
        from,
        to,
      )) {
        rows.push({
          date: e.session,
          type: 'earnings',
          ticker: e.ticker,
          title: `${e.name} ${e.fiscalQuarter} earnings (${e.time})`,
          impact: 'high',
          confirmed: true,
        });
      }
      const lastYear = Number(to.slice(0, 4));
      for (const info of infos) {
        for (const d of dividends(market.seed, info, lastYear).filter((x) => inRange(x.ex_date))) {
          rows.push({
            date: d.ex_date,
            type: 'ex_dividend',
            ticker: info.ticker,
            title: `${info.ticker} ex-dividend $${d.cash_amount}`,
            impact: 'low',
            confirmed: d.declaration_date <= today,
          });
        }
        for (const s of splits(market.seed, info, lastYear).filter((x) => inRange(x.execution_date))) {
          rows.push({
            date: s.execution_date,
            type: 'split',
            ticker: info.ticker,
            title: `${info.ticker} ${s.split_to}-for-${s.split_from} split`,
            impact: 'medium',
            confirmed: true,
          });
        }
      }
      if (!only) {
        // Market-wide dates: listed when no ticker narrows the calendar.
        for (let y = Number(from.slice(0, 4)); y <= lastYear; y++)
          for (let m = 1; m <= 12; m++) {
            const d = monthlyExpiry(y, m);
            if (inRange(d))
              rows.push({
                date: d,
                type: 'opex',
                ticker: null,
                title: 'Monthly options expiration',
                impact: 'medium',
                confirmed: true,
              });
          }
        for (const e of economicEvents(market.seed).filter((x) => x.impact === 'high' && inRange(x.date))) {
          rows.push({
            date: e.date,
            type: 'economic',
            ticker: null,
            title: `${e.event_name} (${e.time} ET)`,
            impact: 'high',
            confirmed: true,
          });
        }
      }
      rows.sort((a, b) =>
        a.date < b.date
          ? -1
          : a.date > b.date
            ? 1
            : a.type < b.type
              ? -1
              : a.type > b.type
                ? 1
                : (a.ticker ?? '') < (b.ticker ?? '')
                  ? -1
                  : 1,
      );
      return { body: { from, to, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },
  };
}
