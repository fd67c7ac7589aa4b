import { describe, expect, it } from 'vitest';
import { normalizeTickers, selectionKey, Subscriptions } from './subscriptions';

describe('Subscriptions merge', () => {
  it('merges the tickers of every panel of every port into one sorted, unique list', () => {
    const s = new Subscriptions();
    s.set('p1', 'tape', 'flow', ['spy', 'QQQ']);
    s.set('p2', 'tape', 'flow', ['QQQ ', 'AAPL']);
    s.set('p2', 'alerts', 'abnormal', 'all');
    expect(s.union('flow')).toEqual(['AAPL', 'QQQ', 'SPY']);
    expect(s.union('abnormal')).toBe('all');
  });

  it('answers null when no panel wants an endpoint, or only empty lists', () => {
    const s = new Subscriptions();
    expect(s.union('flow')).toBeNull();
    s.set('p1', 'tape', 'flow', []);
    expect(s.union('flow')).toBeNull();
  });

  it('one panel wanting every ticker makes the union all', () => {
    const s = new Subscriptions();
    s.set('p1', 'a', 'abnormal', ['SPY']);
    expect(s.union('abnormal')).toEqual(['SPY']);
    s.set('p2', 'b', 'abnormal', 'all');
    expect(s.union('abnormal')).toBe('all');
  });

  it('shrinks the union when a panel leaves or a tab closes', () => {
    const s = new Subscriptions();
    s.set('p1', 'tape', 'flow', ['SPY']);
    s.set('p2', 'tape', 'flow', ['TSLA']);
    s.set('p2', 'other', 'flow', ['NVDA']);
    s.remove('p1', 'tape');
    expect(s.union('flow')).toEqual(['NVDA', 'TSLA']);
    expect([...s.removePort('p2')]).toEqual(['flow']);
    expect(s.union('flow')).toBeNull();
    expect(s.size).toBe(0);
  });

  it('reports whether a set changed anything', () => {
    const s = new Subscriptions();
    expect(s.set('p1', 'tape', 'flow', ['SPY', 'QQQ'])).toBe(true);
    expect(s.set('p1', 'tape', 'flow', ['qqq', 'spy'])).toBe(false);
    expect(s.set('p1', 'tape', 'flow', ['SPY'])).toBe(true);
    expect(s.set('p1', 'tape', 'abnormal', ['SPY'])).toBe(true);
  });

  it('routes a ticker only to the panels that want it', () => {
    const s = new Subscriptions();
    s.set('p1', 'tape', 'flow', ['SPY']);
    s.set('p2', 'tape', 'flow', ['SPY', 'QQQ']);
    s.set('p2', 'alerts', 'abnormal', 'all');
    expect(s.targets('flow', 'SPY')).toEqual([
      { port: 'p1', panel: 'tape' },
      { port: 'p2', panel: 'tape' },
    ]);
    expect(s.targets('flow', 'QQQ')).toEqual([{ port: 'p2', panel: 'tape' }]);
    expect(s.targets('flow', 'AAPL')).toEqual([]);
    expect(s.targets('abnormal', 'AAPL')).toEqual([{ port: 'p2', panel: 'alerts' }]);
  });
});

describe('selection helpers', () => {
  it('normalizes tickers', () => {
    expect(normalizeTickers([' spy', 'SPY', '', 'aapl'])).toEqual(['AAPL', 'SPY']);
  });
  it('keys selections stably', () => {
    expect(selectionKey(null)).toBe('');
    expect(selectionKey('all')).toBe('*');
    expect(selectionKey(['A', 'B'])).toBe('A,B');
  });
});
