/**
 * What the BFF knows of the upstream from every request it sends (real ones and /health probes): whether
 * the upstream answers at all, and whether it accepts our key. A failure flips the verdict at once;
 * /api/health reads it instead of trusting a probe that may be 15 s old. The upstream's /health needs
 * no key, so only keyed requests say anything about the key.
 */
import type { ToolDoorReport } from '../mcp/tool-door-report';
import { UpstreamError, type UpstreamClient, type UpstreamFailure } from './upstream-client';

export type KeyState = 'valid' | 'invalid' | 'unknown';

export interface UpstreamVerdict {
  /** Time of the newest answer or failure; undefined before the first request. */
  readonly at: number | undefined;
  readonly reachable: boolean | undefined;
  /** Why the last request failed (kind only, never a URL). */
  readonly failure: string | undefined;
  readonly key: KeyState;
}

export interface UpstreamObserver {
  answered(status: number): void;
  failed(kind: UpstreamFailure): void;
}

export class UpstreamHealth {
  #verdict: UpstreamVerdict = { at: undefined, reachable: undefined, failure: undefined, key: 'unknown' };
  readonly #now: () => number;
  #toolDoors: ToolDoorReport | undefined;

  /** Told every answer's status, or how a request failed (the metrics count them). */
  readonly #observer: UpstreamObserver | undefined;

  constructor(now: () => number = Date.now, observer?: UpstreamObserver) {
    this.#now = now;
    this.#observer = observer;
  }

  get verdict(): UpstreamVerdict {
    return this.#verdict;
  }

  /** How the MCP tool doors met the upstream's `tools/list` at the last listing; undefined before one. */
  get toolDoorReport(): ToolDoorReport | undefined {
    return this.#toolDoors;
  }

  toolDoors(report: ToolDoorReport): void {
    this.#toolDoors = report;
  }

  answered(path: string, status: number): void {
    const keyed = !path.startsWith('/health');
    let key = this.#verdict.key;
    if (keyed && status === 401) key = 'invalid';
    else if (keyed && status < 500 && status !== 429) key = 'valid';
    this.#verdict = { at: this.#now(), reachable: true, failure: undefined, key };
    this.#observer?.answered(status);
  }

  /** Another key is in use: what was said of the old one says nothing of it. */
  keyChanged(): void {
    this.#verdict = { ...this.#verdict, key: 'unknown' };
  }

  failed(err: unknown): void {
    const failure = err instanceof UpstreamError ? err.message : 'upstream request failed';
    this.#verdict = { ...this.#verdict, at: this.#now(), reachable: false, failure };
    this.#observer?.failed(err instanceof UpstreamError ? err.kind : 'unavailable');
  }
}

/** Route every request of `client` through `health` (the one place all upstream requests pass). */
export function observeUpstream(client: UpstreamClient, health: UpstreamHealth): void {
  const send = client.send.bind(client);
  client.send = async (method, pathAndQuery, jsonBody) => {
    try {
      const res = await send(method, pathAndQuery, jsonBody);
      health.answered(pathAndQuery, res.status);
      return res;
    } catch (err) {
      health.failed(err);
      throw err;
    }
  };
}
