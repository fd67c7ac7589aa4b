import { describe, expect, it } from 'vitest';
import type { Desk, DeskPanel, DeskPanelKind } from '../../../dashboard-api/desk';
import { BOARD_ROWS, DAY_REQUESTS, idleCost, SESSION_SECONDS } from './idle-cost';

let n = 0;
const panel = (
  kind: DeskPanelKind,
  ticker: string | null,
  group: DeskPanel['group'] = null,
  list: string | null = null,
): DeskPanel => ({
  id: `p-${n++}`,
  kind,
  x: 0,
  y: 0,
  w: 4,
  h: 4,
  group,
  ticker,
  list,
});
const deskOf = (panels: DeskPanel[], groups: Desk['groups'] = {}): Desk => ({ name: 'd', groups, panels });

describe('a desk’s idle cost', () => {
  it('counts an endpoint and ticker once across panels', () => {
    const one = idleCost(deskOf([panel('gex-profile', 'NVDA')]), false);
    const two = idleCost(deskOf([panel('gex-profile', 'NVDA'), panel('gex-profile', 'NVDA')]), false);
    expect(two.requests).toBe(one.requests);
    const other = idleCost(deskOf([panel('gex-profile', 'NVDA'), panel('gex-profile', 'TSLA')]), false);
    expect(other.requests).toBe(2 * one.requests);
  });

  it('reads each endpoint at its refresh cadence: a 10-minute snapshot is 39 requests a session', () => {
    // Exposure and levels: GEX snapshots, each refreshed every 600 s over 23,400 s.
    expect(idleCost(deskOf([panel('gex-profile', 'NVDA')]), false).requests).toBe(2 * (SESSION_SECONDS / 600));
  });

  it('a linked group is one ticker: its panels share what they read', () => {
    const linked = deskOf([panel('price-levels', 'NVDA', 'red'), panel('gex-profile', 'AMD', 'red')], { red: 'NVDA' });
    const apart = deskOf([panel('price-levels', 'NVDA'), panel('gex-profile', 'AMD')]);
    expect(idleCost(linked, false).requests).toBeLessThan(idleCost(apart, false).requests);
  });

  it('adds the board beside the desk, once, and states the share of the day', () => {
    const desk = deskOf([panel('tide', null)]);
    const alone = idleCost(desk, false);
    const beside = idleCost(desk);
    expect(beside.requests).toBeGreaterThan(alone.requests + BOARD_ROWS);
    expect(beside.percentOfDay).toBeCloseTo((beside.requests / DAY_REQUESTS) * 100);
    expect(idleCost(deskOf([panel('tide', null), panel('board', null)])).requests).toBe(beside.requests);
  });

  it('a board panel of a local list adds that list’s rows; one of the real-time list shares the open board’s', () => {
    const realtime = idleCost(deskOf([panel('board', null)]));
    const local = idleCost(deskOf([panel('board', null, null, 'Semis')]));
    expect(local.requests).toBeGreaterThan(realtime.requests + BOARD_ROWS);
    expect(idleCost(deskOf([panel('board', null, null, 'Semis'), panel('board', null, null, 'Semis')])).requests).toBe(
      local.requests,
    );
    expect(local.deskRequests).toBe(realtime.deskRequests);
  });

  it('an 8-panel desk over 4 tickers with the board open stays within the day', () => {
    const tickers = ['NVDA', 'TSLA', 'AAPL', 'SPY'];
    const kinds: DeskPanelKind[] = ['price-levels', 'gex-profile'];
    const desk = deskOf(tickers.flatMap((t) => kinds.map((k) => panel(k, t))));
    const cost = idleCost(desk);
    expect(cost.requests).toBeLessThan(DAY_REQUESTS);
  });
});
