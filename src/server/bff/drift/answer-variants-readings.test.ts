// A service that decides the reference's open points otherwise (decimals as strings, upper-case enums,
// C/P letters, the main list under `results`, extra fields): the GEX, tide, directional, rankings and
// board readers read its answers, through their schemas, to the very figures the sandbox's own give.
// Nulls and omitted metadata read as "not observed", and no reader throws. The BFF forwards an upstream
// body as received (answer-drift.test.ts), so the bodies are asked of a real sandbox over HTTP directly
// and read the way the app reads what the BFF forwards (src/app/data/contract-read.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import { exposureRows } from '../../../app/charts/exposure-rows';
import { latestIntradaySample, withFlowNetGex } from '../../../app/data/gamma-regime';
import { flipDetailOf, levelsOf, withFlowBlock } from '../../../app/data/key-levels';
import { buildBoardRows } from '../../../app/features/board/board-rows';
import { readDirectionalHistory } from '../../../app/features/rankings/directional-history-model';
import { directionalTruncation, latestCluster, sessionsOf } from '../../../app/features/rankings/rankings-model';
import { breakdownRows, curvePoints, directionalReading, dteRows } from '../../../app/features/tide/tide-readings';
import type { RunningSandbox } from '../../sandbox/server';
import { getJson, startTestSandbox } from '../../sandbox/testing/test-harness';
import type { VariantName } from '../../sandbox/variants';

// Friday 2026-11-20, 13:00 ET: the current session has flow; Thursday is final.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const NOW = '2026-11-20';
const FINAL = '2026-11-19';

const PATHS = {
  'gex.levels': `/v1/gex/${NOW}/SPY/levels`,
  'gex.withFlow': `/v1/gex/${NOW}/SPY/with-flow`,
  'gex.intraday': `/v1/gex/${NOW}/SPY/intraday-exposures?step_min=5`,
  'gex.greekExposure': `/v1/gex/${FINAL}/SPY/greek-exposure`,
  'gex.timeseries': '/v1/gex/SPY/timeseries',
  'directional.current': '/v1/directional/current?max_display=10',
  'directional.history': '/v1/directional/SPY/history?max_sessions=5',
  'tide.market': '/v1/tide/market',
  'flow.current': '/v1/flow/current',
  'flow.sessions': '/v1/flow/sessions',
  'flow.ticker': `/v1/flow/${FINAL}/SPY`,
  'momentum.rankings': '/v1/momentum/rankings?top=10',
  'momentum.history': '/v1/momentum/SPY/history?sessions=3',
} as const satisfies Partial<Record<AnswerEndpointId, string>>;

type Id = keyof typeof PATHS;
type Answers = { [I in Id]: AnswerOf<I> };

let s: RunningSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ clock: CLOCK });
});
afterAll(async () => {
  await s?.close();
});

async function setVariants(variants: readonly VariantName[]): Promise<void> {
  const r = await fetch(`${s.url}/sandbox/variants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variants }),
  });
  expect(r.status).toBe(200);
}

/** Every answer read through its schema, and the drift paths each reading named. */
async function readAll(): Promise<{ answers: Answers; drift: Record<string, string[]> }> {
  const answers: Partial<Record<Id, unknown>> = {};
  const drift: Record<string, string[]> = {};
  for (const [id, path] of Object.entries(PATHS) as [Id, string][]) {
    const r = await getJson(s, path);
    expect(r.status, `${id}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
    const read = readAnswer(id, r.body);
    expect(read.ok, `${id}: ${JSON.stringify(read.issues)}`).toBe(true);
    if (read.ok) answers[id] = read.value;
    if (read.issues.length > 0) drift[id] = read.issues.map((i) => i.path);
  }
  return { answers: answers as Answers, drift };
}

/** What the pages draw from the answers: every reader of these families, figures only. */
function readings(a: Answers) {
  const levels = a['gex.levels'];
  const withFlow = a['gex.withFlow'];
  const tide = a['tide.market'];
  const sample = latestIntradaySample(a['gex.intraday']);
  const detail = a['flow.ticker'];
  const [board] = buildBoardRows(['SPY'], {
    levels: new Map([['SPY', levels]]),
    quotes: new Map(),
    intraday: new Map([['SPY', a['gex.intraday']]]),
    directional: a['directional.current'],
    flow: a['flow.current'],
    live: true,
  });
  return {
    levels: levelsOf(levels),
    flip: flipDetailOf(levels),
    structural: levelsOf(withFlowBlock(withFlow, 'key_levels_structural')),
    withFlowGex: withFlowNetGex(withFlow),
    live: sample && { at: Date.parse(sample.t), spot: sample.spot, netGex: sample.netGex },
    exposure: exposureRows(a['gex.greekExposure'], 'vanna').slice(0, 8),
    timeseries: a['gex.timeseries'].points.map((p) => [p.session, p.gamma_flip, p.max_pain, p.net_gex]),
    directional: a['directional.current'].data.map((r) => [r.ticker, r.directional_score, r.imbalance_score]),
    truncation: directionalTruncation(a['directional.current']),
    history: readDirectionalHistory(a['directional.history']).points.map((p) => [p.session, p.directionalScore]),
    tide: {
      byDte: dteRows(tide.by_dte),
      breakdown: breakdownRows(tide.breakdown),
      curve: curvePoints(tide.curve).slice(0, 5),
      directional: directionalReading(tide),
      net: tide.net_premium,
    },
    intent: a['flow.current'].rankings.slice(0, 5).map((r) => [r.ticker, r.score, r.direction, r.net_premium]),
    sessions: sessionsOf(a['flow.sessions']).slice(0, 5),
    detail: {
      last: latestCluster(detail.clusters)?.net_delta,
      trades: detail.trades.slice(0, 5).map((t) => [t.option_type, t.direction, t.premium, t.delta_usd]),
    },
    momentum: a['momentum.rankings'].rankings.map((r) => [r.ticker, r.score, r.direction, r.return_pct]),
    momentumHistory: a['momentum.history'].history.map((r) => [r.session, r.score, r.direction]),
    board: board && { ...board, snapshotAsOf: Date.parse(board.snapshotAsOf ?? ''), regime: board.regime.regime },
  };
}

/** Every figure of `other` is the baseline's, or not observed (null, shown "—"): never another number. */
function figuresSameOrMissing(other: unknown, base: unknown, path = ''): void {
  if (typeof base === 'number') {
    if (other !== null && other !== undefined) expect(other, path).toBe(base);
    return;
  }
  if (Array.isArray(base)) {
    expect(Array.isArray(other), path).toBe(true);
    const list = other as unknown[];
    expect(list.length, path).toBe(base.length);
    base.forEach((b, i) => figuresSameOrMissing(list[i], b, `${path}[${i}]`));
    return;
  }
  if (typeof base === 'object' && base !== null) {
    if (other === null || other === undefined) return;
    for (const [k, b] of Object.entries(base))
      figuresSameOrMissing((other as Record<string, unknown>)[k], b, `${path}.${k}`);
  }
}

describe('readers of the GEX, tide, directional and rankings families under another service', () => {
  let baseline: ReturnType<typeof readings>;

  beforeAll(async () => {
    await setVariants([]);
    const own = await readAll();
    // The sandbox's own answers are the reference reading: nothing to name.
    expect(own.drift).toEqual({});
    baseline = readings(own.answers);
    expect(baseline.tide.byDte.length).toBeGreaterThan(0);
    expect(baseline.tide.breakdown.length).toBeGreaterThan(0);
    expect(baseline.directional.length).toBeGreaterThan(0);
    expect(baseline.detail.trades.length).toBeGreaterThan(0);
    expect(baseline.board?.directional).not.toBeNull();
  }, 180_000);

  afterAll(async () => {
    await setVariants([]);
  });

  it.each<[VariantName, string]>([
    ['numeric_strings', 'gex.levels'],
    ['enum_case', 'directional.history'],
    ['option_letters', 'flow.ticker'],
    ['list_key', 'directional.current'],
  ])(
    '%s: the same figures, the difference named as drift',
    async (variant, named) => {
      await setVariants([variant]);
      const other = await readAll();
      expect(Object.keys(other.drift)).toContain(named);
      expect(readings(other.answers)).toEqual(baseline);
    },
    120_000,
  );

  it('extra fields pass through without a word and change nothing drawn', async () => {
    await setVariants(['extra_fields']);
    const other = await readAll();
    expect(other.drift).toEqual({});
    expect(readings(other.answers)).toEqual(baseline);
  }, 120_000);

  it('nulls and omitted metadata read as not observed: every reader still draws', async () => {
    await setVariants(['nulls', 'omitted_optional']);
    const other = await readAll();
    // Nullable figures and optional metadata are the reference's to leave out: nothing to name.
    expect(other.drift).toEqual({});
    const r = readings(other.answers);
    // Whatever the service left out shows as null ("—"), never as a 0 or another figure in its place.
    figuresSameOrMissing(r, baseline);
    expect(baseline.levels?.max_pain_expiry).toEqual(expect.any(String));
    expect(r.levels?.max_pain_expiry).toBeNull();
    expect(r.levels?.max_pain).toBe(baseline.levels?.max_pain);
  }, 120_000);
});
