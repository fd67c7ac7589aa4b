// Hostile input against a real BFF: 1,200 seeded requests (traversal with encoded dots and slashes,
// absolute URLs, CRLF, unicode, oversized and repeated parameters, other methods, malformed, deeply nested
// and mistyped watchlist bodies). None may draw a 5xx, leak a stack trace or an internal path, inject a
// header, or reach the upstream when the contract forbids it.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAllows, hostileCases, type HostileCase } from '../testing/hostile-input-cases';
import { rawRequest, type RawAnswer } from '../testing/raw-request';
import { counters, startTestBff, type TestBff } from '../testing/test-kit';

const SEED = 14;
const CASES = 1_200;
/** The test BFF runs its embedded sandbox, not strict: it forwards the contract's unpublished paths too. */
const allows = (c: HostileCase): boolean => contractAllows(c, { unpublishedPaths: true });

/** What an answer must never show: frames of a stack, and the places the server lives in. */
function leaks(text: string, dataDir: string): string[] {
  const found: string[] = [];
  const needles = [
    process.cwd(),
    dataDir,
    os.tmpdir(),
    path.join('src', 'server'),
    'node_modules',
    'node:internal',
    '.ts:',
    '.js:',
  ];
  for (const n of needles) if (text.includes(n)) found.push(n);
  if (/\n\s+at\s/.test(text) || /\bat .+:\d+:\d+/.test(text)) found.push('stack frame');
  return found;
}

let bff: TestBff;
let port: number;
beforeAll(async () => {
  // The per-client limit (1,200 a minute) would answer most of the run with 429 before routing is reached;
  // the governor refuses at once rather than queueing what the budget cannot pay for now.
  bff = await startTestBff({
    overrides: { clientRateLimit: 1_000_000, governor: { maxInteractiveWaitMs: 0 } },
  });
  port = Number(new URL(bff.url).port);
});
afterAll(async () => {
  await bff.dispose();
});

function sendOnce(c: HostileCase): Promise<RawAnswer> {
  return rawRequest(port, c.target, {
    method: c.method,
    ...(c.headers ? { headers: c.headers } : {}),
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
}

interface Answered {
  readonly c: HostileCase;
  readonly answer?: RawAnswer;
  readonly failure?: string;
}

/** An answer and the upstream requests counted for it (for a forwarded batch: the whole batch's). */
interface Outcome extends Answered {
  readonly upstream: number;
}

/**
 * One request. A forwarded request may wait on the sandbox building an answer from cold (several
 * seconds for OI movers, longer than the raw client waits): it gets a second attempt, which finds the
 * answer built.
 */
async function send(c: HostileCase, forwarded: boolean): Promise<Answered> {
  try {
    const answer = await sendOnce(c).catch((err: unknown) => {
      if (forwarded) return sendOnce(c);
      throw err;
    });
    return { c, answer };
  } catch (err) {
    return { c, failure: err instanceof Error ? err.message : String(err) };
  }
}

const BATCH = 20;

/**
 * The cases in batches sent together, with the upstream requests counted around each batch. A batch
 * that reached the upstream is sent again one case at a time, so the count names the request.
 */
async function sendAll(cases: readonly HostileCase[], forwarded: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < cases.length; i += BATCH) {
    const batch = cases.slice(i, i + BATCH);
    const before = (await counters(bff)).requests_total;
    const answered = await Promise.all(batch.map((c) => send(c, forwarded)));
    const upstream = (await counters(bff)).requests_total - before;
    if (upstream === 0 || forwarded) {
      outcomes.push(...answered.map((a) => ({ ...a, upstream: forwarded ? upstream : 0 })));
      continue;
    }
    for (const c of batch) {
      const one = (await counters(bff)).requests_total;
      const a = await send(c, forwarded);
      outcomes.push({ ...a, upstream: (await counters(bff)).requests_total - one });
    }
  }
  return outcomes;
}

function describeCase(o: Outcome): string {
  const target = o.c.target.length > 120 ? `${o.c.target.slice(0, 120)}…` : o.c.target;
  return `${o.c.family} ${o.c.method} ${target} → ${o.answer?.status ?? o.failure}`;
}

describe('hostile input', () => {
  // A value the contract leaves to the upstream (a guessed sector key) goes to an MCP tool, which refuses it
  // with the contract's validation error (`{"detail":[…]}`, no `error` code): that is the upstream's 422.
  // On a BFF of its own: the thousand cases below spend the minute's budget (then the governor answers 429).
  it('relays an MCP tool refusing a guessed sector key as the upstream 422, not 502', async () => {
    const own = await startTestBff();
    try {
      const r = await rawRequest(Number(new URL(own.url).port), '/api/v1/tide/sector/AAAA');
      expect(r.status).toBe(422);
      expect(r.body).toMatch(/^\{"detail":\[\{"loc":\["path","key"\]/);
    } finally {
      await own.dispose();
    }
  });

  it('generates the same requests from the same seed, over every family, more than a thousand', () => {
    const a = hostileCases(SEED, CASES, 1);
    expect(hostileCases(SEED, CASES, 1)).toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(1_000);
    const families = new Set(a.map((c) => c.family.replace(/^body-.*/, 'body')));
    for (const f of [
      'traversal',
      'traversal-path',
      'absolute',
      'absolute-url',
      'crlf',
      'unicode',
      'oversized',
      'repeated-params',
      'method',
      'body',
    ]) {
      expect(families).toContain(f);
    }
    // Most are refused by the contract; a few valid ones keep the judge honest.
    const allowed = a.filter(allows).length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(a.length / 4);
  });

  it('answers every one below 500, leaks nothing, and forwards none the contract forbids', async () => {
    const cases = hostileCases(SEED, CASES, port);
    const protoKeys = Object.getOwnPropertyNames(Object.prototype).length;
    // Forbidden requests first and alone: an upstream request counted among them is one of theirs.
    const forbidden = cases.filter((c) => !allows(c));
    const allowed = cases.filter(allows);
    const forbiddenOutcomes = await sendAll(forbidden, false);
    const outcomes = [...forbiddenOutcomes, ...(await sendAll(allowed, true))];

    const noAnswer = outcomes.filter((o) => o.answer === undefined || o.answer.status === 0);
    expect(noAnswer.map(describeCase)).toEqual([]);
    const serverErrors = outcomes.filter((o) => (o.answer?.status ?? 0) >= 500);
    expect(serverErrors.map(describeCase)).toEqual([]);
    const leaked = outcomes
      .map((o) => ({ o, found: leaks(o.answer?.body ?? '', bff.dataDir) }))
      .filter((x) => x.found.length > 0);
    expect(leaked.map((x) => `${describeCase(x.o)}: ${x.found.join(', ')}`)).toEqual([]);
    const injected = outcomes.filter((o) =>
      Object.entries(o.answer?.headers ?? {}).some(
        ([k, v]) => k === 'x-injected' || (k === 'set-cookie' && v.includes('injected')),
      ),
    );
    expect(injected.map(describeCase)).toEqual([]);
    const forwarded = forbiddenOutcomes.filter((o) => o.upstream > 0);
    expect(forwarded.map(describeCase)).toEqual([]);
    // Every forbidden request was answered by the BFF itself, with a client error.
    expect(forbiddenOutcomes.every((o) => (o.answer?.status ?? 0) >= 400)).toBe(true);
    expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(protoKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The BFF still serves after the run.
    expect((await rawRequest(port, '/api/health')).status).toBe(200);
  }, 90_000);
});
