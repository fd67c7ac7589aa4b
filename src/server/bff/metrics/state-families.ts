/**
 * Families read at scrape time from what the BFF already keeps: the governor's budget snapshot (what
 * /api/budget shows), each stream hub's status, the drift log and the Redis link. Counts the parts
 * keep themselves (reconnects, rows read back, rows deduplicated, drift sightings) are exposed as
 * counters read from them, never counted a second time here.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { BudgetSnapshot } from '../budget/budget-types';
import type { DriftEntry } from '../drift/drift';
import type { RedisHealth } from '../shared/redis-link';
import type { HubState, HubStatus } from '../stream/stream-hub-options';

export interface StateSources {
  /** The budget of the key in use (it follows a switch of key). */
  readonly budget: () => BudgetSnapshot;
  readonly streams: () => ReadonlyArray<{ readonly endpoint: string; status(): HubStatus }>;
  readonly drift: () => readonly DriftEntry[];
  /** Several instances: Redis' health; undefined without REDIS_URL. */
  readonly sharedStore: () => RedisHealth | undefined;
}

const HUB_STATES: readonly HubState[] = ['idle', 'connecting', 'live', 'reconnecting', 'stopped'];
const HUB_ROLES: readonly HubStatus['role'][] = ['single', 'holder', 'follower', 'alone'];
const STORE_STATES = ['up', 'down', 'absent'] as const;

type Reader = (set: (value: number, labels?: Record<string, string>) => void) => void;

/** A gauge whose samples are read from the BFF's state at each scrape. */
function stateGauge(registry: Registry, name: string, help: string, labelNames: string[], read: Reader): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
    },
  });
}

/** A counter kept by a part of the BFF (monotonic while the BFF runs), read at each scrape. */
function keptCounter(registry: Registry, name: string, help: string, labelNames: string[], read: Reader): void {
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      read((value, labels) => (labels ? this.inc(labels, value) : this.inc(value)));
    },
  });
}

function budgetFamilies(r: Registry, s: StateSources): void {
  const each = (pick: (b: BudgetSnapshot) => number | null): Reader => {
    return (set) => {
      const v = pick(s.budget());
      if (v !== null) set(v);
    };
  };
  stateGauge(
    r,
    'oa_bff_minute_requests_limit',
    "The key's requests per minute",
    [],
    each((b) => b.minute.limit),
  );
  stateGauge(
    r,
    'oa_bff_minute_requests_used',
    'Requests spent in the current minute window',
    [],
    each((b) => Math.max(0, b.minute.limit - b.minute.remaining)),
  );
  stateGauge(
    r,
    'oa_bff_day_requests_limit',
    "The key's requests per UTC day",
    [],
    each((b) => b.day.limit),
  );
  stateGauge(
    r,
    'oa_bff_day_requests_used',
    'Requests spent today (UTC)',
    [],
    each((b) => b.day.used),
  );
  stateGauge(
    r,
    'oa_bff_day_requests_projected',
    "Where today's count ends at the current demand, pacing applied",
    [],
    each((b) => b.day.projected),
  );
  stateGauge(
    r,
    'oa_bff_pacing_slowed_factor',
    'How much background refreshes are stretched to make the day last (1: not slowed; +Inf: paused)',
    [],
    each((b) => {
      const f = b.pacing.slowed_factor;
      return f === null ? 1 : f === 'paused' ? Infinity : f;
    }),
  );
  stateGauge(
    r,
    'oa_bff_pacing_paused',
    'Background refreshes paused until the day count resets (1) or not (0)',
    [],
    each((b) => (b.pacing.slowed_factor === 'paused' ? 1 : 0)),
  );
  stateGauge(
    r,
    'oa_bff_flow_rows_limit',
    "The key's flow rows per day",
    [],
    each((b) => b.flow_rows.limit),
  );
  stateGauge(
    r,
    'oa_bff_flow_rows_used',
    'Flow rows spent today (absent until the upstream or the stream has said)',
    [],
    each((b) => (b.flow_rows.remaining === null ? null : Math.max(0, b.flow_rows.limit - b.flow_rows.remaining))),
  );
}

function streamFamilies(r: Registry, s: StateSources): void {
  const perStream =
    (pick: (st: HubStatus) => number): Reader =>
    (set) => {
      for (const h of s.streams()) set(pick(h.status()), { stream: h.endpoint });
    };
  /** 1 for the value each stream has (its state, its role), 0 for the others: one series per value. */
  const oneOf = <V extends string>(label: string, values: readonly V[], pick: (st: HubStatus) => V): Reader => {
    return (set) => {
      for (const h of s.streams()) {
        const current = pick(h.status());
        for (const v of values) set(v === current ? 1 : 0, { stream: h.endpoint, [label]: v });
      }
    };
  };
  stateGauge(
    r,
    'oa_bff_stream_state',
    'State of each upstream stream: 1 for the state it is in, 0 for the others',
    ['stream', 'state'],
    oneOf('state', HUB_STATES, (st) => st.state),
  );
  stateGauge(
    r,
    'oa_bff_stream_role',
    "This instance's part in each stream (single without Redis; holder, follower or alone with it)",
    ['stream', 'role'],
    oneOf('role', HUB_ROLES, (st) => st.role),
  );
  for (const [kind, name, help, pick] of PER_STREAM) {
    (kind === 'gauge' ? stateGauge : keptCounter)(r, name, help, ['stream'], perStream(pick));
  }
}

/** One sample per stream, read from its hub's status: gauges of what it holds, counters it keeps. */
const PER_STREAM: ReadonlyArray<readonly ['gauge' | 'counter', string, string, (st: HubStatus) => number]> = [
  ['gauge', 'oa_bff_stream_upstream_sockets', 'Upstream sockets open', (st) => st.upstream_sockets],
  ['gauge', 'oa_bff_stream_clients', 'Browser sockets connected', (st) => st.clients],
  ['gauge', 'oa_bff_stream_rows_kept', 'Rows of the session kept for resume', (st) => st.rows_kept],
  [
    'counter',
    'oa_bff_stream_reconnects_total',
    'Reconnect attempts after the upstream socket was lost',
    (st) => st.reconnects,
  ],
  [
    'counter',
    'oa_bff_stream_rows_gap_filled_total',
    'Rows read back from the REST tape to fill the gaps of the stream (those already delivered are then deduplicated)',
    (st) => st.rows_backfilled,
  ],
  [
    'counter',
    'oa_bff_stream_rows_deduplicated_total',
    'Rows dropped as already delivered (same event_id: socket overlap, relay, read-back)',
    (st) => st.rows_deduplicated,
  ],
];

function driftFamilies(r: Registry, s: StateSources): void {
  const byEndpoint = (pick: (e: DriftEntry) => number): Reader => {
    return (set) => {
      const sums = new Map<string, number>();
      for (const e of s.drift()) sums.set(e.endpoint, (sums.get(e.endpoint) ?? 0) + pick(e));
      for (const [endpoint, v] of sums) set(v, { endpoint });
    };
  };
  stateGauge(
    r,
    'oa_bff_drift_fields',
    'Distinct fields seen departing from the reference, by endpoint id (ws.flow for stream frames)',
    ['endpoint'],
    byEndpoint(() => 1),
  );
  keptCounter(
    r,
    'oa_bff_drift_observations_total',
    'Answers and frames in which a field departed from the reference, summed over fields, by endpoint id',
    ['endpoint'],
    byEndpoint((e) => e.count),
  );
}

function sharedStoreFamilies(r: Registry, s: StateSources): void {
  stateGauge(
    r,
    'oa_bff_shared_store_state',
    'Redis shared by the instances: 1 for its state (up, down; absent without REDIS_URL), 0 for the others',
    ['state'],
    (set) => {
      const state = s.sharedStore()?.state ?? 'absent';
      for (const each of STORE_STATES) set(each === state ? 1 : 0, { state: each });
    },
  );
}

export function registerStateFamilies(registry: Registry, sources: StateSources): void {
  budgetFamilies(registry, sources);
  streamFamilies(registry, sources);
  driftFamilies(registry, sources);
  sharedStoreFamilies(registry, sources);
}
