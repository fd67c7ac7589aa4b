import { describe, expect, it } from 'vitest';
import { BOARD_INTRADAY_REFRESH_MS } from './board-queries';

describe('the board’s per-row cadence', () => {
  it('keeps 25 rows of intraday readings under 2 requests a minute', () => {
    expect((25 * 60_000) / BOARD_INTRADAY_REFRESH_MS).toBeLessThan(2);
  });
});
