import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { buildShareGrid, nearestRow, readTimeProfile as readTyped, valueAreaRows } from './darkpool-time-profile';
import { TICKER_HEAD } from '../features/darkpool/answer-heads.fixture';
import { readFixture } from './read-answer.fixture';

/** A raw time-profile body read as the app receives it, then into the grid. */
function readTimeProfile(body: unknown, minBuckets?: number): ReturnType<typeof readTyped> {
  return readTyped(readFixture('darkpool.timeProfile', body).value, minBuckets);
}

describe('valueAreaRows', () => {
  it('grows from the POC towards the heavier neighbour until 70% is inside', () => {
    // total 100; POC row 2 (40); add row 3 (20) → 60; then row 1 (15) vs row 4 (10) → row 1 → 75.
    expect(valueAreaRows([5, 15, 40, 20, 10, 10])).toEqual({ poc: 2, low: 1, high: 3 });
  });

  it('stops at the edges and covers everything when needed', () => {
    expect(valueAreaRows([10, 0, 0, 0, 90], 0.95)).toEqual({ poc: 4, low: 0, high: 4 });
    expect(valueAreaRows([100])).toEqual({ poc: 0, low: 0, high: 0 });
  });

  it('has no value area when nothing traded', () => {
    expect(valueAreaRows([])).toBeNull();
    expect(valueAreaRows([0, 0, 0])).toBeNull();
  });
});

describe('readTimeProfile', () => {
  const profile = {
    ...TICKER_HEAD,
    bucket_minutes: 5,
    price_low: 100,
    price_step: 0.5,
    cells: [
      [0, 0, 300],
      [0, 2, 100],
      [1, 1, 600],
    ],
    cells_side: [
      [100, 150, 50],
      [60, 40, 0],
      [200, 300, 100],
    ],
    rows: [
      { price: 100, shares: 300 },
      { price: 100.5, shares: 600 },
      { price: 101, shares: 100 },
    ],
    buckets: [
      { bucket_index: 0, start: '2026-11-20T14:30:00Z', shares: 400 },
      { bucket_index: 1, start: '2026-11-20T14:35:00Z', shares: 600 },
    ],
    poc: 100.5,
    val: 100,
    vah: 100.5,
    largest_blocks: [{ executed_at: '2026-11-20T14:36:10Z', price: 100.5, size: 50000, premium: 5025000 }],
    totals: { shares: 1000, buy_volume: 360, sell_volume: 490, away_volume: 150 },
  };

  it('reads index cells, side triples, POC, value area, blocks and totals', () => {
    const p = readTimeProfile(profile);
    expect(p.prices).toEqual([100, 100.5, 101]);
    expect(p.bucketLabels).toEqual(['09:30', '09:35']);
    expect(p.cells).toHaveLength(3);
    expect(p.cells[2]).toEqual({ bucket: 1, priceIdx: 1, shares: 600, side: { buy: 200, sell: 300, away: 100 } });
    expect(p.rowTotals).toEqual([300, 600, 100]);
    expect(p.bucketTotals).toEqual([400, 600]);
    expect(p.poc).toBe(100.5);
    expect([p.val, p.vah]).toEqual([100, 100.5]);
    expect(p.levelsFromPayload).toBe(true);
    expect(p.blocks[0]).toMatchObject({ bucket: 1, price: 100.5, size: 50000 });
    expect(p.totals).toEqual({ volume: 1000, buy: 360, sell: 490, away: 150 });
    expect(p.hasSides).toBe(true);
  });

  it('reads object cells {bucket, price, shares}, the price placed on the price axis', () => {
    const cells = [
      { bucket: 0, price: 100, shares: 5 },
      { bucket: 1, price: 101.0000001, shares: 7 },
    ];
    const r = readFixture('darkpool.timeProfile', { ...profile, cells, cells_side: undefined });
    expect(r.drift).toEqual([]);
    const p = readTyped(r.value);
    expect(p.cells).toEqual([
      { bucket: 0, priceIdx: 0, shares: 5, side: null },
      { bucket: 1, priceIdx: 2, shares: 7, side: null },
    ]);
    expect(p.hasSides).toBe(false);
  });

  it('builds the price axis from object cells when the answer states none', () => {
    const { price_low: _low, price_step: _step, rows: _rows, ...bare } = profile;
    const p = readTimeProfile({
      ...bare,
      cells: [
        { bucket: 0, price: 101, shares: 5 },
        { bucket: 0, price: 100, shares: 3 },
      ],
      cells_side: undefined,
    });
    expect(p.prices).toEqual([100, 101]);
    expect(p.cells.map((c) => c.priceIdx)).toEqual([1, 0]);
  });

  it('names a cell of any other layout as drift and leaves it out; the other cells still show', () => {
    const r = readFixture('darkpool.timeProfile', {
      ...profile,
      cells: ['0:0:300', [0, 2, 100, 9], [1, 1, 600]],
      cells_side: undefined,
    });
    expect(r.drift).toEqual(['cells[]']);
    expect(readTyped(r.value).cells).toEqual([{ bucket: 1, priceIdx: 1, shares: 600, side: null }]);
  });

  it('derives POC and the value area from row totals when the payload has none', () => {
    const p = readTimeProfile({
      price_low: 1,
      price_step: 1,
      cells: [
        [0, 0, 10],
        [0, 1, 60],
        [1, 2, 20],
        [1, 3, 10],
      ],
    });
    expect(p.prices).toEqual([1, 2, 3, 4]);
    expect(p.poc).toBe(2);
    expect([p.val, p.vah]).toEqual([2, 3]);
    expect(p.levelsFromPayload).toBe(false);
  });

  it('has no side split when built without quotes; an answer without cells is refused at the boundary', () => {
    const { cells_side: _omit, ...noSides } = profile;
    expect(readTimeProfile(noSides).hasSides).toBe(false);
    expect(readAnswer('darkpool.timeProfile', 'nope').ok).toBe(false);
    const empty = readTimeProfile({ cells: [] });
    expect(empty.cells).toEqual([]);
    expect(empty.poc).toBeNull();
    expect(empty.totals.volume).toBeNull();
  });
});

describe('buildShareGrid', () => {
  it('fills observed cells and leaves the rest null (no print, not a 0)', () => {
    const p = readTimeProfile({
      price_low: 1,
      price_step: 1,
      cells: [
        [1, 0, 5],
        [0, 1, 3],
      ],
      cells_side: [
        [1, 2, 2],
        [3, 0, 0],
      ],
    });
    const { grid, sides } = buildShareGrid(p);
    expect(grid).toEqual([
      [null, 5],
      [3, null],
    ]);
    expect(sides[0]![1]).toEqual({ buy: 1, sell: 2, away: 2 });
    expect(sides[1]![1]).toBeNull();
  });
});

describe('nearestRow', () => {
  it('finds the closest level and is null without one', () => {
    expect(nearestRow([1, 2, 3], 2.4)).toBe(1);
    expect(nearestRow([1, 2, 3], null)).toBeNull();
    expect(nearestRow([], 2)).toBeNull();
  });
});

describe('readTimeProfile on the sandbox shape', () => {
  it('reads rows, sparse bucket objects with bucket_index and a block inside a bucket', () => {
    const p = readTimeProfile({
      bucket_minutes: 5,
      price_step: 0.5,
      price_low: 10,
      cells: [
        [1, 0, 100],
        [4, 2, 300],
      ],
      cells_side: [
        [50, 50, 0],
        [0, 300, 10],
      ],
      rows: [
        { price: 10, shares: 100 },
        { price: 10.5, shares: 0 },
        { price: 11, shares: 300 },
      ],
      buckets: [
        { bucket_index: 1, start: '2026-11-20T14:35:00.000Z', shares: 100 },
        { bucket_index: 4, start: '2026-11-20T14:50:00.000Z', shares: 300 },
      ],
      poc: 11,
      val: 11,
      vah: 11,
      totals: { shares: 400, notional: 4200, prints: 3, buy_volume: 50, sell_volume: 350, away_volume: 10 },
      largest_blocks: [{ executed_at: '2026-11-20T14:47:59Z', price: 11, size: 300 }],
    });
    expect(p.prices).toEqual([10, 10.5, 11]);
    expect(p.bucketLabels).toEqual(['09:30', '09:35', '09:40', '09:45', '09:50']);
    expect(p.bucketTotals).toEqual([0, 100, 0, 0, 300]);
    expect(p.rowTotals).toEqual([100, 0, 300]);
    expect(p.blocks[0]!.bucket).toBe(3);
    expect(p.totals).toEqual({ volume: 400, buy: 50, sell: 350, away: 10 });
  });
});

describe('readTimeProfile with a whole-session axis', () => {
  it('pads the bucket axis to the session length without inventing totals', () => {
    const p = readTimeProfile({ price_low: 1, price_step: 1, cells: [[1, 0, 5]] }, 78);
    expect(p.bucketLabels).toHaveLength(78);
    expect(p.bucketLabels.at(-1)).toBe('15:55');
    expect(p.bucketTotals.slice(0, 3)).toEqual([0, 5, 0]);
    expect(buildShareGrid(p).grid[0]!.filter((v) => v !== null)).toEqual([5]);
  });
});
