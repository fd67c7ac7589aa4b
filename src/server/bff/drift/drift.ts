/**
 * The contract-drift log: where an upstream answer or stream frame did not match what the reference
 * fixes. The BFF still forwards what it can (a difference is shown, never dropped); each
 * (endpoint, field path) is logged once, counted, and listed in `/api/health` under `drift`.
 */
import type { DriftIssue } from '../../../api/drift';

export interface DriftEntry {
  /** Endpoint id from the registry (`gex.levels`) or stream (`ws.flow`). */
  readonly endpoint: string;
  readonly path: string;
  readonly problem: string;
  readonly count: number;
  readonly first_seen: string;
  readonly last_seen: string;
}

export interface DriftLogger {
  warn(obj: object, msg?: string): void;
}

/** Most distinct (endpoint, path) pairs kept: a service that drifts everywhere must not grow memory. */
const MAX_ENTRIES = 500;

export class DriftLog {
  readonly #entries = new Map<
    string,
    { endpoint: string; path: string; problem: string; count: number; first: number; last: number }
  >();
  readonly #logger: DriftLogger | undefined;
  readonly #now: () => number;

  constructor(opts: { logger?: DriftLogger; now?: () => number } = {}) {
    this.#logger = opts.logger;
    this.#now = opts.now ?? Date.now;
  }

  /** Record the issues of one answer or frame; the first sighting of each field is logged. */
  record(endpoint: string, issues: readonly DriftIssue[]): void {
    const t = this.#now();
    for (const i of issues) {
      const k = `${endpoint}\n${i.path}`;
      const e = this.#entries.get(k);
      if (e) {
        e.count++;
        e.last = t;
        e.problem = i.problem;
        continue;
      }
      if (this.#entries.size >= MAX_ENTRIES) continue;
      this.#entries.set(k, { endpoint, path: i.path, problem: i.problem, count: 1, first: t, last: t });
      this.#logger?.warn({ endpoint, field: i.path, problem: i.problem }, 'contract drift');
    }
  }

  list(): DriftEntry[] {
    return [...this.#entries.values()].map((e) => ({
      endpoint: e.endpoint,
      path: e.path,
      problem: e.problem,
      count: e.count,
      first_seen: new Date(e.first).toISOString(),
      last_seen: new Date(e.last).toISOString(),
    }));
  }

  get size(): number {
    return this.#entries.size;
  }
}
