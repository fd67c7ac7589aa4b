import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../data/endpoint-query';
import { gexAcrossSessions, gexIntraday, gexLevels } from './queries';

const session = '2026-11-20';

describe('GEX queries', () => {
  it("ask the board's and the page's levels and intraday series under one key (the default dte is every expiry)", () => {
    expect(gexLevels({ session, ticker: 'SPY' }).queryKey).toEqual(
      gexLevels({ session, ticker: 'SPY', dte_filter: 'all' }).queryKey,
    );
    expect(gexIntraday({ session, ticker: 'SPY' }).queryKey).toEqual(
      endpointKey('gex.intraday', { session, ticker: 'SPY', dte_filter: 'all', step_min: 5 }),
    );
  });

  it('ask the long timeseries window from 70 sessions back to the session, the short one without bounds', () => {
    expect(gexAcrossSessions('SPY', 'all', null).queryKey.at(-1)).toEqual({ dte_filter: 'all' });
    const long = gexAcrossSessions('SPY', 'all', session).queryKey.at(-1) as Record<string, string>;
    expect(long.end).toBe(session);
    expect(long.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(long.start) < '2026-08-28').toBe(true);
  });
});
