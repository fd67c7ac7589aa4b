import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../data/endpoint-query';
import { tideQuery } from './queries';

describe('tideQuery', () => {
  it("asks each scope's endpoint with its key", () => {
    expect(tideQuery({ kind: 'market' }).queryKey).toEqual(endpointKey('tide.market'));
    expect(tideQuery({ kind: 'sector', key: 'energy' }).queryKey).toEqual(
      endpointKey('tide.sector', { key: 'energy' }),
    );
    expect(tideQuery({ kind: 'ticker', key: 'SPY' }).queryKey).toEqual(endpointKey('tide.ticker', { ticker: 'SPY' }));
    expect(tideQuery({ kind: 'ticker', key: 'SPY' }).queryKey).toEqual(['api', 'tide', 'tide.ticker', 'SPY', {}]);
  });
});
