// The dark-pool page's answers as the app receives them (BFF + embedded sandbox, read through the
// answer schema like api-fetch does): every figure the reference names is read under the schema's one
// name; a field the sandbox renames is named by the drift header and reads as null, the rest still
// reads; the sector drill-down asks the key the service listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIFT_HEADER } from '../../../api/drift';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import { contractDriftOf, readContractAnswer } from '../../../app/data/contract-read';
import {
  readBlocks,
  readPrints,
  readSessions,
  readTickerSummary,
  serverOlderCursor,
} from '../../../app/features/darkpool/darkpool-readers';
import { readRanking, readRotation, readSector, readSectors } from '../../../app/features/darkpool/market-readers';
import { readPrintLevels } from '../../../app/data/darkpool-print-levels';
import { readPressureCurve } from '../../../app/features/darkpool/pressure-readers';
import { call, sandboxAdmin, startTestBff, type TestBff } from '../testing/test-kit';

let bff: TestBff;
beforeAll(async () => {
  // Friday 2026-11-20, 13:00 ET: the current session is provisional and has prints.
  bff = await startTestBff({ env: { SANDBOX_CLOCK: 'frozen:2026-11-20T18:00:00Z' } });
});
afterAll(async () => {
  await bff?.dispose();
});

/** `path` (`/v1/...`, an endpoint `id`) through the BFF, read as the app reads it: typed by its schema. */
async function appRead<I extends AnswerEndpointId>(
  id: I,
  path: string,
): Promise<{ value: AnswerOf<I>; drift: readonly string[] }> {
  const r = await call(bff.url, `/api${path}`);
  expect(r.status, `${path}: ${r.text.slice(0, 300)}`).toBe(200);
  const value = (await readContractAnswer('GET', path, r.json(), r.headers.get(DRIFT_HEADER))) as AnswerOf<I>;
  return { value, drift: contractDriftOf(value) };
}

/**
 * `path` read as the app reads it, after the sandbox renames `from` to `to` in its next answer on
 * `pattern`: the drift header names `from`, the field the reference wrote.
 */
async function readRenamed<I extends AnswerEndpointId>(
  id: I,
  rename: { pattern: string; from: string; to: string },
  path: string,
): Promise<AnswerOf<I>> {
  await sandboxAdmin(bff, 'renames', { ...rename, count: 1 });
  const r = await appRead(id, path);
  expect(r.drift).toEqual([rename.from]);
  return r.value;
}

describe('dark-pool answers read by the app', () => {
  it("one ticker's answers match their schemas and every named figure reads", async () => {
    const sessions = await appRead('darkpool.sessions', '/v1/darkpool/sessions');
    expect(readSessions(sessions.value)[0]).toBe('2026-11-20');

    const ticker = await appRead('darkpool.ticker', '/v1/darkpool/ticker/SPY');
    expect(ticker.drift).toEqual([]);
    const s = readTickerSummary(ticker.value);
    for (const v of [s.notional, s.share, s.p95, s.p99, s.p995, s.adv, s.blockThreshold])
      expect(v).toEqual(expect.any(Number));
    expect(s.split.map((r) => r.label)).toContain('at_ask');

    const prints = await appRead('darkpool.prints', '/v1/darkpool/prints/SPY?limit=50');
    expect(prints.drift).toEqual([]);
    expect(readPrints(prints.value)).toHaveLength(50);
    expect(serverOlderCursor(prints.value)).toEqual({ cursor: expect.any(String), hasMore: true });

    const curve = await appRead('darkpool.pressureTicker', '/v1/darkpool/pressure/SPY');
    expect(curve.drift).toEqual([]);
    expect(readPressureCurve(curve.value).at(-1)?.dpCum).toEqual(expect.any(Number));

    const levels = await appRead('darkpool.printLevels', '/v1/darkpool/print-levels/SPY');
    expect(levels.drift).toEqual([]);
    expect(readPrintLevels(levels.value).length).toBeGreaterThan(0);
  });

  it('the market answers, with the sector drill-down asked by the key the service listed', async () => {
    const ranking = await appRead('darkpool.ranking', '/v1/darkpool/ranking?limit=25');
    expect(ranking.drift).toEqual([]);
    expect(readRanking(ranking.value).marketShare).toEqual(expect.any(Number));

    const alerts = await appRead('darkpool.alerts', '/v1/darkpool/alerts?limit=25');
    expect(alerts.drift).toEqual([]);
    expect(readBlocks(alerts.value, 'alerts').every((b) => b.time !== null)).toBe(true);
    const recent = await appRead('darkpool.recent', '/v1/darkpool/recent?limit=25');
    expect(recent.drift).toEqual([]);
    expect(readBlocks(recent.value, 'prints').every((b) => b.time !== null)).toBe(true);

    const sectors = await appRead('darkpool.sectors', '/v1/darkpool/sectors');
    expect(sectors.drift).toEqual([]);
    const rows = readSectors(sectors.value);
    expect(rows.length).toBeGreaterThan(0);
    const detail = await appRead(
      'darkpool.sector',
      `/v1/darkpool/sector/${encodeURIComponent(rows[0]!.key!)}?limit=20`,
    );
    expect(detail.drift).toEqual([]);
    expect(readSector(detail.value).rows.length).toBeGreaterThan(0);

    const rotation = await appRead('darkpool.sectorRotation', '/v1/darkpool/sector_rotation');
    expect(rotation.drift).toEqual([]);
    expect(readRotation(rotation.value).sectors).toEqual(rows.map((r) => r.key));
  });

  it('a renamed summary figure is named as drift and reads as null while the rest of the answer reads', async () => {
    const pattern = '/v1/darkpool/ticker/QQQ';
    const rename = { pattern, from: 'summary.off_exchange_share', to: 'dp_share' };
    const s = readTickerSummary(await readRenamed('darkpool.ticker', rename, pattern));
    expect(s.share).toBeNull();
    expect(s.notional).toEqual(expect.any(Number));
    expect(s.p995).toEqual(expect.any(Number));
  });

  it('a sector key under another name is named as drift; the sector still shows, without a key to send', async () => {
    const rename = { pattern: '/v1/darkpool/sectors', from: 'sectors[].key', to: 'sector_key' };
    const answer = await readRenamed('darkpool.sectors', rename, '/v1/darkpool/sectors?date=2026-11-19');
    const rows = readSectors(answer);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.key === null && x.notional !== null && x.label !== '—')).toBe(true);
  });

  it('a session built before the away-from-quote adjustment: the ex-away figures read as null, not 0', async () => {
    const old = '2026-08-14';
    const sectors = await appRead('darkpool.sectors', `/v1/darkpool/sectors?date=${old}`);
    expect(sectors.drift).toEqual([]);
    const rows = readSectors(sectors.value);
    expect(rows.every((x) => x.netExAway === null && x.awayNotional === null && x.net !== null)).toBe(true);
    const curve = await appRead('darkpool.pressureTicker', `/v1/darkpool/pressure/SPY?date=${old}`);
    expect(curve.drift).toEqual([]);
    const points = readPressureCurve(curve.value);
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((p) => p.dpCumExAway === null && p.dpCum !== null)).toBe(true);
  });
});
