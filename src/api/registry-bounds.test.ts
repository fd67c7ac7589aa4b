import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpoint } from './registry';

/**
 * Every bound part A's Endpoints tables publish for a query parameter, copied line by line:
 * `id param min..max` for numbers, `id param a|b|c` for value lists. The registry must enforce each
 * of these and no other bound on a published endpoint (guessed bounds send the value upstream).
 */
const PUBLISHED_BOUNDS = `
momentum.rankings top 1..200
momentum.history sessions 1..30
abnormal.current limit 1..5000
abnormal.session limit 1..5000
directional.current max_display 10..500
directional.session max_display 10..500
directional.history max_sessions 1..90
gex.timeseries dte_filter all|0dte|0+1|weekly|monthly
gex.levels dte_filter all|0dte|0+1|weekly|monthly
gex.greekExposure dte_filter all|0dte|0+1|weekly|monthly
gex.intraday dte_filter all|0dte|0+1|weekly|monthly
gex.intraday step_min 1..60
gex.withFlow dte_filter all|0dte|0+1|weekly|monthly
gex.profile dte_filter all|0dte|0+1|weekly|monthly
darkpool.blocks min_premium 0..
darkpool.blocks min_size 0..
darkpool.blocks limit 1..5000
darkpool.ranking limit 1..1000
darkpool.alerts limit 1..1000
darkpool.pressure window 1m|5m|15m|30m|1h|day
darkpool.pressureTicker window 1m|5m|15m|30m|1h|day
darkpool.prints min_premium 0..
darkpool.prints max_premium 0..
darkpool.prints min_size 0..
darkpool.prints max_size 0..
darkpool.prints order asc|desc
darkpool.prints order_by executed_at|premium|size|price
darkpool.prints limit 1..500
darkpool.recent limit 1..200
darkpool.sector limit 1..300
darkpool.sectorRotation days 3..120
darkpool.sectorRotation display 2..20
darkpool.dailyCandles days 2..180
darkpool.printLevels days 1..120
darkpool.printLevels top 1..30
darkpool.printLevels band_pct 0.05..5
darkpool.printLevels min_premium 0..
volatility.atm target_dte 1..365
volatility.movers direction both|expansions|compressions
volatility.movers limit 1..50
volatility.surface dte_min 0..730
volatility.surface dte_max 1..730
volatility.surface mode mid|call|put
volatility.termStructure dte_min 0..730
volatility.termStructure dte_max 1..730
volatility.termStructure mode mid|call|put
volatility.percentile dte 1..730
volatility.percentile lookback_days 5..252
volatility.riskReversal moneyness 1..25
volatility.riskReversal dte_min 0..730
volatility.riskReversal dte_max 1..730
volatility.riskReversal mode mid|call|put
oi.movers dte all|lt8|gte8
oi.movers limit 1..500
oi.timeseries dte all|lt8|gte8
oi.timeseries slot AM|PM
oi.change dte all|lt8|gte8
oi.strikeChange dte all|lt8|gte8
oi.strikeChange limit 1..1000
optionsFlow.tape limit 1..2000
optionsFlow.tape min_confidence 0..1
optionsFlow.contract limit 1..2000
`
  .trim()
  .split('\n');

function describeBound(p: { min?: number; max?: number; values?: readonly string[]; kind: string }): string | null {
  if (p.kind === 'dte_filter') return 'all|0dte|0+1|weekly|monthly';
  if (p.values) return p.values.join('|');
  if (p.min === undefined && p.max === undefined) return null;
  // An "integer >= 0" is stored with the largest safe integer as its ceiling.
  const max = p.max === undefined || p.max === Number.MAX_SAFE_INTEGER ? '' : String(p.max);
  return `${p.min ?? ''}..${max}`;
}

describe('registry: published bounds and nothing more', () => {
  it('enforces exactly the bounds part A publishes on its endpoints', () => {
    const have: string[] = [];
    for (const e of ENDPOINTS.filter((x) => !x.assumed && x.transport === 'rest')) {
      for (const p of e.params.filter((x) => x.in === 'query')) {
        const bound = describeBound(p);
        if (bound !== null) have.push(`${e.id} ${p.name} ${bound}`);
      }
    }
    expect(have.sort()).toEqual([...PUBLISHED_BOUNDS].sort());
  });

  it('reads the guessed values leniently: sector key, ETF symbol, nbbo_label, periods', () => {
    expect(endpoint('darkpool.blocks').params.find((p) => p.name === 'nbbo_label')?.kind).toBe('string');
    const periods = endpoint('economic.eventHistory').params.find((p) => p.name === 'periods');
    expect(periods).toMatchObject({ kind: 'integer', default: 24 });
    expect(periods?.max).toBeUndefined();
  });
});
