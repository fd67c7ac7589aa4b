/**
 * The BFF's Prometheus metrics: one `prom-client` Registry per BFF (tests start many in one process, so
 * never the global one). Events are counted where they happen (a served request, an upstream answer, an
 * alert fire); everything the BFF already keeps (the budget, the streams, drift, Redis) is read at
 * scrape time by state-families.ts, so a scrape shows it as it is now and nothing is counted twice.
 *
 * Labels stay few and bounded: endpoint ids of the contract registry, stream names, status codes,
 * alert kinds. Never a URL, a ticker or anything that carries a key.
 */
import { Counter, Registry } from 'prom-client';
import type { CacheStatus } from '../cache/answer-cache';
import type { UpstreamObserver } from '../upstream/upstream-health';
import { registerStateFamilies, type StateSources } from './state-families';

export class BffMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'endpoint' | 'cache'>;
  readonly #upstreamAnswers: Counter<'code'>;
  readonly #upstreamFailures: Counter<'kind'>;
  readonly #alertFires: Counter<'kind'>;

  constructor(sources: StateSources) {
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'oa_bff_requests_total',
      help: 'Requests for a contract endpoint answered by the BFF, by endpoint id and cache outcome (X-Cache)',
      labelNames: ['endpoint', 'cache'],
      registers,
    });
    this.#upstreamAnswers = new Counter({
      name: 'oa_bff_upstream_responses_total',
      help: 'Answers of the upstream API (REST, MCP tool doors, health probes, tape read-backs) by HTTP status code',
      labelNames: ['code'],
      registers,
    });
    this.#upstreamFailures = new Counter({
      name: 'oa_bff_upstream_failures_total',
      help: 'Upstream requests that got no answer, by kind (timeout, unavailable)',
      labelNames: ['kind'],
      registers,
    });
    this.#alertFires = new Counter({
      name: 'oa_bff_alert_fires_total',
      help: "Traders' alert fires delivered by this instance, by rule kind (price_cross, flow, iv_rank)",
      labelNames: ['kind'],
      registers,
    });
    registerStateFamilies(this.registry, sources);
  }

  /** A request for `endpointId` (registry id) was answered with this cache outcome. */
  served(endpointId: string, cache: CacheStatus): void {
    this.#requests.inc({ endpoint: endpointId, cache });
  }

  /** Told of every upstream request by UpstreamHealth, the one place they all pass. */
  readonly upstream: UpstreamObserver = {
    answered: (status) => this.#upstreamAnswers.inc({ code: String(status) }),
    failed: (kind) => this.#upstreamFailures.inc({ kind }),
  };

  alertFired(kind: string): void {
    this.#alertFires.inc({ kind });
  }

  /** The exposition text (Prometheus text format 0.0.4) and its content type. */
  async exposition(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
