import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSUMED_DOORS, doorOf, toPayload } from './doors';
import { ENDPOINTS, endpoint, isEndpointId, type EndpointId } from './registry';

/** The 34 tools of Document A, MCP server. */
const REFERENCE_TOOLS = new Set(
  'intent_flow_current momentum_rankings abnormal_trades_current directional_current market_tide sector_tide darkpool_ranking earnings_current economic_calendar earnings_calendar gex_levels greek_exposure volatility_term_structure volatility_movers oi_movers oi_timeseries contract_chain contract_atm contract_historic stock_quote stock_candles technical_indicator financials dividends stock_splits stock_news short_interest short_volume insider_trades seasonality screener register_free_key confirm_registration use_api_key'.split(
    ' ',
  ),
);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? filesUnder(p) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}

describe('the doors table', () => {
  // Published paths whose parameters alone are assumed ("parameters not shown") keep their REST door.
  const unpublishedPath = (assumed: string | undefined): boolean =>
    assumed !== undefined && !assumed.startsWith('parameters not shown');

  it('sends every published route through REST', () => {
    for (const e of ENDPOINTS.filter((s) => !unpublishedPath(s.assumed))) {
      expect(doorOf(e), e.id).toEqual({ kind: 'rest' });
    }
  });

  it('gives every unpublished path a door entry, and every tool door names a tool of the reference', () => {
    for (const e of ENDPOINTS.filter((s) => unpublishedPath(s.assumed) && s.transport === 'rest')) {
      expect(Object.keys(ASSUMED_DOORS), e.id).toContain(e.id);
      const d = doorOf(e);
      if (d.kind === 'mcp') expect(REFERENCE_TOOLS.has(d.tool), d.tool).toBe(true);
    }
    expect(
      Object.keys(ASSUMED_DOORS).filter((id) => !isEndpointId(id) || !unpublishedPath(endpoint(id).assumed)),
    ).toEqual([]);
  });

  it('maps the families the issue names onto their tools', () => {
    const tool = (id: EndpointId): string | undefined => {
      const d = doorOf(endpoint(id));
      return d.kind === 'mcp' ? d.tool : undefined;
    };
    expect(tool('quotes.quote')).toBe('stock_quote');
    expect(tool('quotes.candles')).toBe('stock_candles');
    expect(tool('contracts.chain')).toBe('contract_chain');
    expect(tool('technicals.indicator')).toBe('technical_indicator');
    expect(doorOf(endpoint('quotes.batch')).kind).toBe('none');
    expect(doorOf(endpoint('tide.ticker')).kind).toBe('none');
  });

  it('leaves no query of the app on an endpoint without a published door unless its folder gates it on the door', () => {
    // A page may hold the query of a family the reference names without a door, enabled only once
    // doors.ts publishes one (the strict browser suite proves none is asked today); every such id must
    // be gated by `doorOf({ id })` in the folder that uses it.
    const appDir = path.resolve(__dirname, '../app');
    const usedIn = new Map<string, Set<string>>();
    for (const f of filesUnder(appDir)) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/endpointQuery(?:<[^>]*>)?\(\s*'([\w.]+)'/g)) {
        usedIn.set(m[1]!, (usedIn.get(m[1]!) ?? new Set()).add(path.dirname(f)));
      }
    }
    expect(usedIn.size).toBeGreaterThan(5);
    expect([...usedIn.keys()].filter((id) => !isEndpointId(id))).toEqual([]);
    const gated = (id: string, dir: string): boolean =>
      filesUnder(dir).some((f) => fs.readFileSync(f, 'utf8').includes(`doorOf({ id: '${id}' })`));
    const ungated = [...usedIn]
      .filter(([id]) => doorOf(endpoint(id as EndpointId)).kind === 'none')
      .flatMap(([id, dirs]) =>
        [...dirs].filter((d) => !gated(id, d)).map((d) => `${id} in ${path.relative(appDir, d)}`),
      );
    expect(ungated).toEqual([]);
  });
});

describe('tool results', () => {
  it('reads a result leniently onto the family payload and flags what it cannot map', () => {
    const candles = endpoint('quotes.candles');
    expect(toPayload(candles, { candles: [1] })).toEqual({ ok: true, payload: { candles: [1] } });
    expect(toPayload(candles, [1, 2])).toEqual({ ok: true, payload: { candles: [1, 2] } });
    expect(toPayload(candles, { ticker: 'SPY', bars: [1] })).toEqual({
      ok: true,
      payload: { ticker: 'SPY', bars: [1], candles: [1] },
    });
    expect(toPayload(candles, { ticker: 'SPY' })).toMatchObject({
      ok: false,
      path: 'candles',
      payload: { ticker: 'SPY' },
    });
    expect(toPayload(endpoint('quotes.quote'), 'text')).toMatchObject({ ok: false, path: '$' });
    // An argument the tool ignored: the answer is forwarded, flagged at the field that differs.
    expect(toPayload(candles, { session: '2026-11-20', candles: [] }, { session: '2026-11-13' })).toMatchObject({
      ok: false,
      path: 'session',
      payload: { session: '2026-11-20', candles: [] },
    });
    expect(toPayload(candles, { session: '2026-11-13', candles: [] }, { session: '2026-11-13' }).ok).toBe(true);
  });
});
