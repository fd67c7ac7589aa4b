import { describe, expect, it } from 'vitest';
import { SECTOR_FUNDS, SECTOR_KEYS } from '../../../api/sectors';
import { tickerInfo, UNIVERSE } from './universe';
import { PREVIEW_GEX_TICKERS, PREVIEW_VOL_TICKERS } from '../mcp/tool-table';

describe('UNIVERSE', () => {
  it('lists at least 150 unique tickers with plausible figures', () => {
    expect(UNIVERSE.length).toBeGreaterThanOrEqual(150);
    expect(new Set(UNIVERSE.map((t) => t.ticker)).size).toBe(UNIVERSE.length);
    for (const t of UNIVERSE) {
      expect(t.ticker).toMatch(/^[A-Z]{1,5}$/);
      expect(t.referencePrice).toBeGreaterThan(1);
      expect(t.volatility).toBeGreaterThan(0.05);
      expect(t.volatility).toBeLessThan(1.2);
      expect(t.liquidity).toBeGreaterThan(0);
      expect(t.liquidity).toBeLessThanOrEqual(1);
      expect([...SECTOR_KEYS, 'index']).toContain(t.sector);
    }
  });

  it('holds the index funds, sector funds, mega caps and every ticker a free preview names', () => {
    for (const t of [...PREVIEW_GEX_TICKERS, ...PREVIEW_VOL_TICKERS, 'IWM', 'DIA', 'TLT', 'GLD', 'SMH', 'AVGO']) {
      expect(tickerInfo(t), t).toBeDefined();
    }
    expect(tickerInfo('SPY')?.sector).toBe('index');
    expect(tickerInfo('SPY')?.isEtf).toBe(true);
    expect(tickerInfo('AAPL')?.isEtf).toBe(false);
    for (const [sector, fund] of Object.entries(SECTOR_FUNDS)) expect(tickerInfo(fund)?.sector).toBe(sector);
  });

  it('covers every sector with several names', () => {
    for (const s of SECTOR_KEYS)
      expect(UNIVERSE.filter((t) => t.sector === s && !t.isEtf).length, s).toBeGreaterThanOrEqual(5);
  });

  it('finds tickers case-insensitively and answers undefined for unknown ones', () => {
    expect(tickerInfo('spy')?.ticker).toBe('SPY');
    expect(tickerInfo('ZZZZ')).toBeUndefined();
  });
});
