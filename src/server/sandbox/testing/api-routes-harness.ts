/**
 * The way in for the /health + /v1 pipeline tests: a sandbox over real HTTP on 127.0.0.1:0 with the
 * fake market, a frozen market clock and a fixed real instant, each test passing a small route table
 * of its own so each rule is tested on its own; a fetch that reads the answer as JSON.
 */
import { createFakeMarket } from './fake-market';
import { SANDBOX_FREE_KEY, SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server';

export const PRO = { 'x-api-key': SANDBOX_PRO_KEY };
export const FREE = { 'x-api-key': SANDBOX_FREE_KEY };
// A fixed real instant 10 s into a minute, so a test never straddles a window roll.
export const REAL_NOW = Date.parse('2026-03-10T15:00:10Z');

/** The pipeline sandboxes a test file started; the file closes them all after each test. */
export class PipelineSandboxes {
  private running: RunningSandbox[] = [];

  async start(opts: SandboxOptions = {}): Promise<RunningSandbox> {
    const s = await startSandbox({
      port: 0,
      market: createFakeMarket(),
      clock: 'frozen:2026-03-10T15:00:00Z',
      realNow: () => REAL_NOW,
      ...opts,
    });
    this.running.push(s);
    return s;
  }

  async closeAll(): Promise<void> {
    const closing = this.running;
    this.running = [];
    await Promise.all(closing.map((s) => s.close()));
  }
}

export async function call(s: RunningSandbox, path: string, init: RequestInit = {}) {
  const res = await fetch(`${s.url}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { detail?: { loc: unknown[]; type: string }[] },
  };
}

/** A request with a JSON body, by default with the Pro key. */
export function json(method: string, body: unknown, headers: Record<string, string> = PRO): RequestInit {
  return {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
