/** Financial statements (from the seeded earnings reports), dividends and splits of one ticker. */
import type { HandlerContext, RouteTable } from '../handler';
import type { TickerInfo } from '../market';
import { companyProfile, pastReports, type EarningsEvent } from '../model/company-profile';
import { dividends, splits } from '../model/corporate-actions';
import { releaseMs } from './earnings';
import { requireTicker } from './session-context';
import type { Market } from '../market';

const round = (x: number) => Math.round(x);

function statement(info: TickerInfo, seed: string, e: EarningsEvent) {
  const p = companyProfile(seed, info);
  const revenue = e.revenueActual;
  const netIncome = round(e.epsActual * p.sharesOutstanding);
  const operatingIncome = round(Math.max(netIncome / 0.8, revenue * (p.grossMargin - 0.2)));
  const assets = round(revenue * 4 * 1.8);
  const liabilities = round(assets * 0.55);
  const operatingCash = round(netIncome * 1.15);
  const capex = round(revenue * 0.06);
  return {
    revenue,
    gross_profit: round(revenue * p.grossMargin),
    operating_income: operatingIncome,
    net_income: netIncome,
    eps: e.epsActual,
    shares_outstanding: p.sharesOutstanding,
    total_assets: assets,
    total_liabilities: liabilities,
    shareholders_equity: assets - liabilities,
    operating_cash_flow: operatingCash,
    capital_expenditure: capex,
    free_cash_flow: operatingCash - capex,
  };
}

type Statement = ReturnType<typeof statement>;
const FLOWS: readonly (keyof Statement)[] = [
  'revenue',
  'gross_profit',
  'operating_income',
  'net_income',
  'operating_cash_flow',
  'capital_expenditure',
  'free_cash_flow',
];

export function fundamentalsRoutes(market: Market): RouteTable {
  const lastYear = (ctx: HandlerContext) => Number(ctx.clock.currentSession().slice(0, 4));

  return {
    'fundamentals.financials': (ctx) => {
      const info = market.tickerInfo(requireTicker(market, ctx.values.ticker))!;
      const limit = Number(ctx.values.limit);
      const annual = ctx.values.period === 'annual';
      const now = ctx.clock.now();
      // Only reports already released; funds file no statements.
      const reports = pastReports(market.seed, info, ctx.clock.currentSession(), annual ? limit * 4 + 4 : limit + 1)
        .filter((e) => releaseMs(e) <= now)
        .slice(0, annual ? undefined : limit);
      const quarterly = reports.map((e) => ({
        fiscal_period: e.fiscalQuarter,
        period_end: e.periodEnd,
        report_date: e.session,
        ...statement(info, market.seed, e),
      }));
      let rows: object[] = quarterly;
      if (annual) {
        const years = [...new Set(quarterly.map((q) => q.fiscal_period.slice(0, 4)))];
        rows = years
          .map((y) => quarterly.filter((q) => q.fiscal_period.startsWith(y)))
          .filter((qs) => qs.length === 4) // a year is reported once its Q4 is
          .map((qs) => {
            const q4 = qs[0]!;
            const sums = Object.fromEntries(FLOWS.map((k) => [k, qs.reduce((s, q) => s + q[k], 0)]));
            return {
              ...q4,
              fiscal_period: q4.fiscal_period.slice(0, 4),
              eps: Math.round(qs.reduce((s, q) => s + q.eps, 0) * 100) / 100,
              ...sums,
            };
          })
          .slice(0, limit);
      }
      return {
        body: {
          ticker: info.ticker,
          period: annual ? 'annual' : 'quarterly',
          currency: 'USD',
          computed_at: new Date(ctx.clock.now()).toISOString(),
          rows,
        },
      };
    },

    'fundamentals.dividends': (ctx) => {
      const info = market.tickerInfo(requireTicker(market, ctx.values.ticker))!;
      const today = ctx.clock.currentSession();
      // Declared dividends only (an upcoming ex-date is known once declared), newest first.
      const rows = dividends(market.seed, info, lastYear(ctx) + 1)
        .filter((d) => d.declaration_date <= today)
        .reverse()
        .slice(0, Number(ctx.values.limit));
      return { body: { ticker: info.ticker, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },

    'fundamentals.splits': (ctx) => {
      const info = market.tickerInfo(requireTicker(market, ctx.values.ticker))!;
      const today = ctx.clock.currentSession();
      const rows = splits(market.seed, info, lastYear(ctx)).filter((s) => s.execution_date <= today);
      return { body: { ticker: info.ticker, computed_at: new Date(ctx.clock.now()).toISOString(), rows } };
    },
  };
}
