// The earnings and contract answers of the real sandbox, read as the app reads them: in the sandbox's
// own shape every declared field is there as declared (no drift), and in the forms the reference permits
// (list under `results`, numeric strings, upper-case enums, C/P, nulls, extra and omitted fields) every
// answer still reads, the forms are named as drift, and it lists the same reporters, orders and contracts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readAnswer } from '../../api/check-answer';
import { parseOcc } from '../../api/occ';
import type { AnswerEndpointId, AnswerOf } from '../../api/schemas';
import { contractPrint } from '../../api/schemas/contracts';
import type { RunningSandbox } from './server';
import { getJson, startTestSandbox } from './testing/test-harness';
import type { VariantName } from './variants';

// Friday 2026-11-20, 13:00 ET; AMZN reports on Thursday's final session.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const SESSION = '2026-11-19';
const REPORTER = 'AMZN';

const PERMITTED_FORMS: readonly VariantName[] = [
  'list_key',
  'numeric_strings',
  'enum_case',
  'option_letters',
  'nulls',
  'extra_fields',
  'omitted_optional',
  'timestamp_forms',
];

let s: RunningSandbox;
let occ: string;
beforeAll(async () => {
  s = await startTestSandbox({ clock: CLOCK });
  const tape = await getJson(s, `/v1/options-flow/tape?ticker=${REPORTER}&session=${SESSION}&limit=1`);
  occ = (tape.body as { rows: { option_symbol: string }[] }).rows[0]!.option_symbol;
});
afterAll(async () => {
  await s?.close();
});

function pathsOf(contract: string): Partial<Record<AnswerEndpointId, string>> {
  const c = encodeURIComponent(contract);
  const p = parseOcc(contract);
  return {
    'earnings.current': '/v1/earnings/current',
    'earnings.sessions': '/v1/earnings/sessions',
    'earnings.session': `/v1/earnings/${SESSION}`,
    'earnings.ticker': `/v1/earnings/${SESSION}/${REPORTER}`,
    'earnings.calendar': `/v1/earnings/calendar?from=${SESSION}&to=2026-12-04`,
    'contracts.chain': `/v1/contracts/chain/${p.underlying}?expiration=${p.expiration}`,
    'contracts.atm': `/v1/contracts/atm/${p.underlying}`,
    'contracts.profile': `/v1/contracts/${c}`,
    'contracts.historic': `/v1/contracts/${c}/historic?days=30`,
    'contracts.trades': `/v1/contracts/${c}/trades?session=${SESSION}`,
    'oi.contract': `/v1/oi/contract/${c}`,
  };
}

async function setForms(forms: readonly VariantName[]): Promise<void> {
  const r = await fetch(`${s.url}/sandbox/variants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variants: forms }),
  });
  expect(r.status).toBe(200);
}

type Read = { [I in AnswerEndpointId]?: { value: AnswerOf<I>; drift: string[]; raw: unknown } };

/** Every answer of both families in `forms`, read through its schema; one that cannot be read fails here. */
async function readAll(forms: readonly VariantName[]): Promise<Read> {
  await setForms(forms);
  const out: Record<string, { value: unknown; drift: string[]; raw: unknown }> = {};
  for (const [id, path] of Object.entries(pathsOf(occ))) {
    const r = await getJson(s, path);
    expect(r.status, `${id}: ${JSON.stringify(r.body)}`).toBe(200);
    const read = readAnswer(id as AnswerEndpointId, r.body);
    expect(read.ok, `${id}: ${JSON.stringify(read.issues)}`).toBe(true);
    if (read.ok) out[id] = { value: read.value, drift: read.issues.map((i) => i.path), raw: r.body };
  }
  return out as Read;
}

/** What the two pages list, by identity as read (figures differ under the nulls form). */
function listed(a: Read) {
  const detail = a['earnings.ticker']!.value;
  return {
    reporters: a['earnings.session']!.value.rows.map((r) => r.ticker),
    sessions: a['earnings.sessions']!.value.sessions.map((x) => x.session),
    upcoming: a['earnings.calendar']!.value.rows.map((e) => `${e.session} ${e.ticker}`),
    orders: detail.orders.map((o) => `${o.event_id} ${o.option_symbol} ${o.option_type} ${o.direction}`),
    abnormal: detail.abnormal_trades.map((o) => `${o.option_symbol} ${o.side}`),
    scatter: detail.scatter.map((p) => `${p.event_id} ${p.ts_ms} ${p.strike}`),
    chain: a['contracts.chain']!.value.contracts.map((c) => `${c.occ} ${c.option_type}`),
    atm: a['contracts.atm']!.value.contracts.map((c) => `${c.expiration} ${c.strike}`),
    profile: a['contracts.profile']!.value.occ,
    history: a['contracts.historic']!.value.rows.map((h) => `${h.session} ${h.slot}`),
    prints: z
      .array(contractPrint)
      .parse(a['contracts.trades']!.value.rows)
      .map((p) => `${p.event_id} ${p.ts_ms} ${p.size}`),
    oi: `${a['oi.contract']!.value.session} ${a['oi.contract']!.value.snapshot_slot}`,
  };
}

describe('earnings and contract answers of the sandbox', () => {
  it('read in the sandbox shape with no drift, every declared field there as declared', async () => {
    const plain = await readAll([]);
    for (const [id, r] of Object.entries(plain)) expect(r.drift, id).toEqual([]);
    // Prints read beside their registered schema (the tape page's): nothing filled in or coerced.
    const prints = (plain['contracts.trades']!.raw as { rows: unknown[] }).rows;
    expect(prints.length).toBeGreaterThan(0);
    expect(z.array(contractPrint).parse(prints)).toEqual(prints);

    const l = listed(plain);
    expect(l.reporters).toContain(REPORTER);
    expect(l.sessions).toContain(SESSION);
    expect(l.orders.length).toBeGreaterThan(0);
    expect(l.chain).toContain(`${occ} ${parseOcc(occ).type}`);
    expect(l.history.length).toBeGreaterThan(0);
    expect(plain['oi.contract']!.value.open_interest).toEqual(expect.any(Number));
    // Cold answers (chains, a reporter's orders) in a row: beyond the default 20 s on a loaded machine.
  }, 90_000);

  it('read in every permitted form at once: the same reporters, orders and contracts, the forms named', async () => {
    try {
      const plain = await readAll([]);
      const forms = await readAll(PERMITTED_FORMS);
      expect(listed(forms)).toEqual(listed(plain));
      expect(forms['earnings.session']!.drift).toEqual(
        expect.arrayContaining(['finality', 'rows[].eps_estimate', 'rows[].flow.net_premium']),
      );
      expect(forms['earnings.ticker']!.drift).toEqual(
        expect.arrayContaining(['orders[].option_type', 'orders[].premium']),
      );
      expect(forms['contracts.chain']!.drift).toEqual(expect.arrayContaining(['contracts', 'contracts[].option_type']));
    } finally {
      await setForms([]);
    }
  }, 90_000);
});
