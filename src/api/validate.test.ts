import { describe, expect, it } from 'vitest';
import type { EndpointSpec, ParamSpec } from './endpoint';
import { endpoint, type EndpointId } from './registry';
import { validateBody, validateRequest } from './validate';

function query(spec: EndpointSpec, q: Record<string, string>, pathParams: Record<string, string> = {}) {
  return validateRequest(spec, { pathParams, query: q });
}

function failingLocs(r: ReturnType<typeof validateRequest>): string[] {
  return r.ok ? [] : r.error.detail.map((d) => d.loc.join('.'));
}

const gexPath = { session: '2026-11-20', ticker: 'SPY' };

describe('validateRequest: integer bounds, both sides', () => {
  const cases: [EndpointId, string, Record<string, string>][] = [
    ['directional.current', 'max_display', {}],
    ['momentum.rankings', 'top', {}],
    ['abnormal.current', 'limit', {}],
    ['gex.intraday', 'step_min', gexPath],
    ['volatility.surface', 'dte_min', { ticker: 'SPY' }],
    ['darkpool.sectorRotation', 'days', {}],
  ];
  for (const [id, name, pathParams] of cases) {
    const spec = endpoint(id);
    const p = spec.params.find((x) => x.name === name) as ParamSpec;
    it(`${id} ${name} accepts ${p.min} and ${p.max}, rejects ${p.min! - 1} and ${p.max! + 1}`, () => {
      expect(query(spec, { [name]: String(p.min) }, pathParams).ok).toBe(true);
      expect(query(spec, { [name]: String(p.max) }, pathParams).ok).toBe(true);
      const below = query(spec, { [name]: String(p.min! - 1) }, pathParams);
      const above = query(spec, { [name]: String(p.max! + 1) }, pathParams);
      expect(failingLocs(below)).toEqual([`query.${name}`]);
      expect(failingLocs(above)).toEqual([`query.${name}`]);
      if (!below.ok) expect(below.error.detail[0]!.type).toBe('greater_than_equal');
      if (!above.ok) expect(above.error.detail[0]!.type).toBe('less_than_equal');
    });
  }

  it('rejects a non-integer', () => {
    const r = query(endpoint('directional.current'), { max_display: '12.5' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.detail[0]).toMatchObject({ loc: ['query', 'max_display'], type: 'int_parsing' });
  });
});

describe('validateRequest: number bounds, both sides', () => {
  const bandPct = endpoint('darkpool.printLevels');
  it('band_pct accepts 0.05 and 5.0, rejects 0.049 and 5.01', () => {
    expect(query(bandPct, { band_pct: '0.05' }, { ticker: 'SPY' }).ok).toBe(true);
    expect(query(bandPct, { band_pct: '5.0' }, { ticker: 'SPY' }).ok).toBe(true);
    expect(failingLocs(query(bandPct, { band_pct: '0.049' }, { ticker: 'SPY' }))).toEqual(['query.band_pct']);
    expect(failingLocs(query(bandPct, { band_pct: '5.01' }, { ticker: 'SPY' }))).toEqual(['query.band_pct']);
  });
  it('min_confidence is bounded 0..1; the tape min_premium is a number with no published bound', () => {
    const tape = endpoint('optionsFlow.tape');
    expect(query(tape, { min_confidence: '0' }).ok).toBe(true);
    expect(query(tape, { min_confidence: '1' }).ok).toBe(true);
    expect(failingLocs(query(tape, { min_confidence: '-0.01' }))).toEqual(['query.min_confidence']);
    expect(failingLocs(query(tape, { min_confidence: '1.01' }))).toEqual(['query.min_confidence']);
    expect(query(tape, { min_premium: '-1' }).ok).toBe(true);
    expect(failingLocs(query(tape, { min_premium: 'abc' }))).toEqual(['query.min_premium']);
  });
  it('target_dte of batch ATM is 1..365', () => {
    const atm = endpoint('volatility.atm');
    expect(query(atm, { symbols: 'SPY', target_dte: '1' }).ok).toBe(true);
    expect(query(atm, { symbols: 'SPY', target_dte: '365' }).ok).toBe(true);
    expect(failingLocs(query(atm, { symbols: 'SPY', target_dte: '0.5' }))).toEqual(['query.target_dte']);
    expect(failingLocs(query(atm, { symbols: 'SPY', target_dte: '366' }))).toEqual(['query.target_dte']);
  });
});

describe('validateRequest: other kinds', () => {
  it('clamps the tape page size at 2,000 instead of rejecting', () => {
    const r = query(endpoint('optionsFlow.tape'), { limit: '5000' });
    expect(r.ok && r.values.limit).toBe(2000);
    expect(failingLocs(query(endpoint('optionsFlow.tape'), { limit: '0' }))).toEqual(['query.limit']);
  });

  it('checks enums and names the allowed values', () => {
    const r = query(endpoint('volatility.movers'), { direction: 'up' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.detail[0]).toMatchObject({ loc: ['query', 'direction'], type: 'literal_error' });
      expect(r.error.detail[0]!.msg).toContain("'expansions'");
    }
    expect(query(endpoint('volatility.movers'), { direction: 'compressions' }).ok).toBe(true);
  });

  it('parses booleans the way FastAPI does', () => {
    const spec = endpoint('gex.greekExposure');
    const yes = query(spec, { include_strike_expiry: 'true' }, gexPath);
    expect(yes.ok && yes.values.include_strike_expiry).toBe(true);
    const no = query(spec, { include_strike_expiry: '0' }, gexPath);
    expect(no.ok && no.values.include_strike_expiry).toBe(false);
    expect(failingLocs(query(spec, { include_strike_expiry: 'maybe' }, gexPath))).toEqual([
      'query.include_strike_expiry',
    ]);
  });

  it('checks dates, sessions, tickers and OCC symbols in path and query', () => {
    expect(failingLocs(query(endpoint('gex.levels'), {}, { session: '2026-02-30', ticker: 'SPY' }))).toEqual([
      'path.session',
    ]);
    expect(failingLocs(query(endpoint('gex.levels'), {}, { session: '2026-11-20', ticker: '$$$' }))).toEqual([
      'path.ticker',
    ]);
    expect(failingLocs(query(endpoint('volatility.history'), { from: '2026/01/01' }, { ticker: 'SPY' }))).toEqual([
      'query.from',
    ]);
    expect(failingLocs(query(endpoint('oi.contract'), {}, { occ: 'SPY261120C590' }))).toEqual(['path.occ']);
    expect(query(endpoint('oi.contract'), {}, { occ: 'O:SPY261120C00590000' }).ok).toBe(true);
    expect(
      failingLocs(query(endpoint('darkpool.prints'), { older_than: '2026-11-20 10:00' }, { ticker: 'SPY' })),
    ).toEqual(['query.older_than']);
    expect(query(endpoint('darkpool.prints'), { older_than: '2026-11-20T15:00:00' }, { ticker: 'SPY' }).ok).toBe(true);
  });

  it('normalises ticker case and ticker lists', () => {
    const r = query(endpoint('volatility.atm'), { symbols: 'spy, qqq,SPY' });
    expect(r.ok && r.values.symbols).toEqual(['SPY', 'QQQ']);
    expect(r.ok && r.query.symbols).toBe('SPY,QQQ');
  });

  it('reports a missing required parameter', () => {
    const r = query(endpoint('volatility.atm'), {});
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.detail[0]).toMatchObject({ loc: ['query', 'symbols'], type: 'missing', msg: 'Field required' });
  });

  it('names every failing field at once', () => {
    const r = query(endpoint('darkpool.prints'), { limit: '0', order: 'sideways', min_size: '-1' }, { ticker: 'SPY' });
    expect(failingLocs(r).sort()).toEqual(['query.limit', 'query.min_size', 'query.order']);
  });

  it('fills defaults and forwards only known, normalised parameters', () => {
    const r = query(endpoint('gex.levels'), { dte_filter: '0%2B1', api_key: 'x', junk: '1' }, gexPath);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.values).toMatchObject({ session: '2026-11-20', ticker: 'SPY', dte_filter: '0+1' });
      expect(r.query).toEqual({ dte_filter: '0+1' });
    }
    const d = query(endpoint('directional.current'), {});
    expect(d.ok && d.values.max_display).toBe(100);
  });

  it('sends values the reference does not bound upstream: sector keys, ETF symbols, nbbo_label, periods', () => {
    const sector = query(endpoint('darkpool.sector'), {}, { key: 'XLK' });
    expect(sector.ok && sector.values.key).toBe('XLK');
    const etf = query(endpoint('economic.etfFlowSymbol'), {}, { symbol: 'dia' });
    expect(etf.ok && etf.values.symbol).toBe('DIA');
    const label = query(endpoint('darkpool.blocks'), { nbbo_label: 'AT_ASK' });
    expect(label.ok && label.query).toEqual({ nbbo_label: 'AT_ASK' });
    const periods = query(endpoint('economic.eventHistory'), { periods: '2000' });
    expect(periods.ok && periods.values.periods).toBe(2000);
  });

  it('still refuses what the reference bounds on those same endpoints', () => {
    expect(failingLocs(query(endpoint('economic.etfFlowSymbol'), {}, { symbol: 'no way' }))).toEqual(['path.symbol']);
    expect(failingLocs(query(endpoint('economic.eventHistory'), { periods: '2.5' }))).toEqual(['query.periods']);
    expect(failingLocs(query(endpoint('darkpool.sector'), { limit: '301' }, { key: 'technology' }))).toEqual([
      'query.limit',
    ]);
    expect(failingLocs(query(endpoint('darkpool.blocks'), { min_premium: '-1' }))).toEqual(['query.min_premium']);
    expect(failingLocs(query(endpoint('optionsFlow.tape'), { min_confidence: '1.5' }))).toEqual([
      'query.min_confidence',
    ]);
  });
});

describe('validateBody', () => {
  const put = endpoint('quotes.watchlistPut');
  it('accepts a list of symbols and normalises it', () => {
    const r = validateBody(put, { symbols: ['spy', 'QQQ', 'spy'] });
    expect(r.ok && r.value.symbols).toEqual(['SPY', 'QQQ']);
  });
  it('rejects more than 25 symbols, naming body.symbols', () => {
    const symbols = Array.from({ length: 26 }, (_, i) => `T${String.fromCharCode(65 + (i % 26))}${i}`);
    const r = validateBody(put, { symbols });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.detail[0]).toMatchObject({ loc: ['body', 'symbols'], type: 'too_long' });
  });
  it('rejects a missing field, a wrong type and a bad symbol', () => {
    expect(validateBody(put, {}).ok).toBe(false);
    expect(validateBody(put, { symbols: 'SPY' }).ok).toBe(false);
    const bad = validateBody(put, { symbols: ['SPY', 'no way'] });
    expect(!bad.ok && bad.error.detail[0]!.loc).toEqual(['body', 'symbols', 1]);
    const reg = validateBody(endpoint('account.register'), { agent_name: 'x' });
    expect(!reg.ok && reg.error.detail[0]!.loc).toEqual(['body', 'email']);
  });
});
