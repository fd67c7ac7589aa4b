import { describe, expect, it } from 'vitest';
import { deskLinks, pageLinks, PAGE_TARGETS } from './palette-search';

describe('pageLinks: every page from the palette, by the words a trader types', () => {
  it('finds pages by a short word: vol, dark, oi, screener', () => {
    expect(pageLinks('vol')).toEqual([{ label: 'Volatility (SPY)', to: '/volatility/SPY' }]);
    expect(pageLinks('dark')).toEqual([{ label: 'Dark pool (SPY)', to: '/darkpool/SPY' }]);
    expect(pageLinks('oi').map((l) => l.to)).toEqual(['/oi/SPY']);
    expect(pageLinks('screener').map((l) => l.to)).toEqual(['/markets']);
    expect(pageLinks('Board').map((l) => l.to)).toEqual(['/']);
  });

  it("opens a ticker's page from 'TICKER word', in any case and spacing", () => {
    expect(pageLinks('NVDA vol')).toEqual([{ label: 'NVDA Volatility', to: '/volatility/NVDA' }]);
    expect(pageLinks('nvda   dark pool')).toEqual([{ label: 'NVDA Dark pool', to: '/darkpool/NVDA' }]);
    expect(pageLinks('aapl gex').map((l) => l.to)).toEqual(['/gex/AAPL']);
    expect(pageLinks('brk.b oi').map((l) => l.to)).toEqual(['/oi/BRK.B']);
  });

  it('a bare ticker is left to the ticker groups; nonsense finds nothing', () => {
    expect(pageLinks('NVDA')).toEqual([]);
    expect(pageLinks('zzzzqqq')).toEqual([]);
  });

  it("opens an OCC symbol's contract page", () => {
    const link = { label: 'Contract O:SPY261218C00500000', to: '/contract/O%3ASPY261218C00500000' };
    expect(pageLinks('spy261218c00500000')).toEqual([link]);
    expect(pageLinks('O:SPY261218C00500000')).toEqual([link]);
  });

  it('lists every page for an empty query, each once', () => {
    const all = pageLinks('');
    expect(all).toHaveLength(PAGE_TARGETS.length);
    expect(new Set(all.map((l) => l.to)).size).toBe(all.length);
  });
});

describe('saved desks in the palette', () => {
  const names = ['swing', 'Scalp 0dte', 'earnings'];
  it('lists every desk on an empty query or "desk", and narrows by name after it', () => {
    expect(deskLinks('', names).map((l) => l.label)).toEqual(['Desk: swing', 'Desk: Scalp 0dte', 'Desk: earnings']);
    expect(deskLinks('desk', names)).toHaveLength(3);
    expect(deskLinks('desk sc', names)).toEqual([{ label: 'Desk: Scalp 0dte', to: '/desk/Scalp%200dte' }]);
    expect(deskLinks('earn', names)).toEqual([{ label: 'Desk: earnings', to: '/desk/earnings' }]);
    expect(deskLinks('nvda', names)).toEqual([]);
  });
});
