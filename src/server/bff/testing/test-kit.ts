/**
 * Helpers for the BFF's integration tests: a real BFF (with its embedded sandbox) on loopback port 0
 * in a temporary DATA_DIR, HTTP and WebSocket clients that record everything they receive (for the
 * key-leak test), and the sandbox's admin routes. Test support only; nothing in the app imports it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startBff, type BffOverrides, type RunningBff } from '../app';
import { loadConfig } from '../config';

/**
 * A market clock that starts at a busy moment of a known session: for the default seed the longest gap
 * between two flow rows of the watchlist's tickers over the next four minutes is under 6 s, so stream
 * tests do not depend on the hour they run at.
 */
export const BUSY_MARKET_START = '2026-11-20T14:50:00Z';

/** Everything the browser side could see: status lines, headers, bodies, frames, close reasons. */
export class Recorder {
  readonly items: string[] = [];
  add(s: string): void {
    this.items.push(s);
  }
}

export interface TestBff extends RunningBff {
  readonly dataDir: string;
  /** The wall clock of its budgets and its embedded sandbox's limits (`midDayClock` unless the test gave one). */
  readonly budgetNow: () => number;
  /** Close the BFF; the data directory stays for a restart (removed by `dispose`). */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

let fileBudgetClock: (() => number) | undefined;

export async function startTestBff(
  opts: { dataDir?: string; env?: Record<string, string>; overrides?: BffOverrides } = {},
): Promise<TestBff> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bff-it-'));
  // The market clock is fixed unless a test names one: a test must not pass or fail with the hour.
  const config = loadConfig({
    PORT: '0',
    SANDBOX_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SANDBOX_CLOCK: BUSY_MARKET_START,
    ...opts.env,
  });
  // The budgets' day is counted on a mid-day clock unless a test names one: a test never straddles 00:00 UTC.
  // One clock for every BFF of the test file, so a restart on the same DATA_DIR reads on in the same time.
  fileBudgetClock ??= midDayClock();
  const budgetNow = opts.overrides?.budgetNow ?? fileBudgetClock;
  const bff = await startBff(config, { logDestination: { write: () => true }, ...opts.overrides, budgetNow });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await bff.close();
  };
  return {
    ...bff,
    dataDir,
    budgetNow,
    stop,
    dispose: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  json<T = unknown>(): T;
}

export async function call(
  base: string,
  pathname: string,
  init: RequestInit = {},
  rec?: Recorder,
): Promise<TestResponse> {
  const res = await fetch(`${base}${pathname}`, init);
  const text = await res.text();
  if (rec) {
    rec.add(`${res.status}`); // the request line is ours, not a response: not recorded
    res.headers.forEach((v, k) => rec.add(`${k}: ${v}`));
    rec.add(text);
  }
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
}

export interface SandboxCounters {
  requests_total: number;
  requests_by_endpoint: Record<string, number>;
  rejected_by_status: Record<string, number>;
  flow_rows_used: number;
  flow_rows_remaining: number;
  ws_open: { flow: number; 'abnormal-trades': number };
  ws_accepted_total: { flow: number; 'abnormal-trades': number };
}

export async function counters(bff: RunningBff): Promise<SandboxCounters> {
  const res = await fetch(`${bff.sandboxUrl}/sandbox/counters`);
  return (await res.json()) as SandboxCounters;
}

export async function sandboxAdmin(bff: RunningBff, route: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${bff.sandboxUrl}/sandbox/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox admin ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

export interface Frame {
  readonly type: string;
  readonly [k: string]: unknown;
}

/** A WebSocket client that keeps every frame (parsed) and its close code. */
export class TestSocket {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;
  readonly closed: Promise<number>;
  readonly #ws: WebSocket;

  constructor(url: string, opts: { origin?: string; cookie?: string; rec?: Recorder } = {}) {
    const headers: Record<string, string> = {};
    if (opts.cookie) headers.cookie = opts.cookie;
    this.#ws = new WebSocket(url, { headers, ...(opts.origin ? { origin: opts.origin } : {}) });
    this.#ws.on('message', (data) => {
      const text = data.toString();
      opts.rec?.add(text);
      this.frames.push(JSON.parse(text) as Frame);
    });
    this.#ws.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      this.#ws.on('close', (code, reason) => {
        opts.rec?.add(`close ${code} ${reason.toString()}`);
        this.closeCode = code;
        resolve(code);
      });
      this.#ws.on('unexpected-response', (_req, res) => {
        opts.rec?.add(`handshake ${res.statusCode}`);
        this.closeCode = res.statusCode ?? 0;
        resolve(res.statusCode ?? 0);
      });
    });
  }

  opened(): Promise<void> {
    if (this.#ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#ws.once('open', () => resolve());
      this.#ws.once('close', () => reject(new Error('closed before open')));
      this.#ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused ${res.statusCode}`)));
    });
  }

  send(msg: unknown): void {
    this.#ws.send(JSON.stringify(msg));
  }

  async waitFor(pred: (f: Frame) => boolean, timeoutMs = 10_000, from = 0): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const f = this.frames.slice(from).find(pred);
      if (f) return f;
      if (Date.now() > deadline) throw new Error(`no matching frame in ${timeoutMs} ms (${this.frames.length} frames)`);
      await sleep(25);
    }
  }

  flowRows(): { event_id: string; ticker: string; ts_ms: number }[] {
    return this.frames
      .filter((f) => f.type === 'flow_order')
      .map((f) => f.data as { event_id: string; ticker: string; ts_ms: number });
  }

  close(): void {
    this.#ws.close();
  }

  terminate(): void {
    this.#ws.terminate();
  }
}

export function wsUrl(bff: RunningBff, endpoint: 'flow' | 'abnormal-trades'): string {
  return `${bff.url.replace(/^http/, 'ws')}/api/ws/${endpoint}`;
}

/** An alert rule matching every streamed order of `ticker` (as the alerts form would post it). */
export function anyOrderRule(ticker: string): Record<string, unknown> {
  return {
    kind: 'flow',
    ticker,
    min_premium: null,
    side: null,
    option_type: null,
    lean: null,
    min_dte: null,
    max_dte: null,
  };
}

/** A loopback port free at the time of asking (for a process that must be told its port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * A wall clock for the request budgets that runs at the real rate but reads about 12:00 UTC of today
 * (whole minutes from the real time, so minute windows turn when the real ones do): the budgets count per
 * UTC day, and a test on this clock has half a day before the turn whatever the hour it runs at. Give the
 * same clock to a BFF and to the sandbox it talks to (`startTestBff`'s `budgetNow`, the sandbox's `realNow`),
 * and read day-dependent figures (a reset time) from it, not from `Date.now()`.
 */
export function midDayClock(realNow: () => number = Date.now): () => number {
  const offset = midDayOffsetMs(realNow());
  return () => realNow() + offset;
}

/** What `midDayClock` adds to the real time `t`: whole minutes, to about 12:00 UTC of t's day. */
export function midDayOffsetMs(t: number): number {
  const noon = Math.floor(t / DAY_MS) * DAY_MS + DAY_MS / 2;
  return Math.round((noon - t) / MINUTE_MS) * MINUTE_MS;
}

export async function until(
  pred: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await pred())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
