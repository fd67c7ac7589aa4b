// A dark-pool sector named by its key, its name or its sector fund's symbol answers the same data, over
// HTTP on the seeded market; so does the sector tide. The app takes the keys from /v1/darkpool/sectors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectorKey } from '../../../api/sectors';
import { sectorName } from '../model/sector-key';
import { getJson, startTestSandbox, withoutComputedAt } from '../testing/test-harness';
import type { RunningSandbox } from '../server';

// Friday 2026-11-20, 13:00 ET: Thursday is a final session, so its answers are the same every call.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const PAST = '2026-11-19';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ seed: 'sector-key-test', clock: CLOCK });
});
afterAll(async () => {
  await s?.close();
});

describe('dark-pool sector keys', () => {
  it('answers each listed sector the same by key, name and sector fund, under its key', async () => {
    const list = await getJson(s, `/v1/darkpool/sectors?date=${PAST}`);
    expect(list.status).toBe(200);
    const sectors = list.body.sectors as { key: string; fund: string }[];
    expect(sectors.map((x) => x.fund)).toContain('XLK');
    for (const { key, fund } of sectors) {
      const byKey = await getJson(s, `/v1/darkpool/sector/${key}?date=${PAST}`);
      expect(byKey.status, key).toBe(200);
      expect(byKey.body).toMatchObject({ key, fund });
      expect(byKey.body.constituents.length, key).toBeGreaterThan(0);
      for (const spelling of [sectorName(key as SectorKey), fund, fund.toLowerCase()]) {
        const r = await getJson(s, `/v1/darkpool/sector/${encodeURIComponent(spelling)}?date=${PAST}`);
        expect(r.status, spelling).toBe(200);
        expect(withoutComputedAt(r.body), spelling).toEqual(withoutComputedAt(byKey.body));
      }
    }
  });

  it('answers the sector tide the same for Technology and XLK', async () => {
    const byKey = await getJson(s, '/v1/tide/sector/technology');
    expect(byKey.status).toBe(200);
    for (const spelling of ['Technology', 'XLK']) {
      const r = await getJson(s, `/v1/tide/sector/${spelling}`);
      expect(r.status, spelling).toBe(200);
      expect(withoutComputedAt(r.body), spelling).toEqual(withoutComputedAt(byKey.body));
    }
  });

  it('refuses a key that names no sector with 422 on the path key', async () => {
    const r = await getJson(s, '/v1/darkpool/sector/SPY');
    expect(r.status).toBe(422);
    expect(r.body.detail[0].loc).toEqual(['path', 'key']);
  });
});
