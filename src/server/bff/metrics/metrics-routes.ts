/**
 * GET /api/metrics: the BFF's metrics in Prometheus' text format. An `/api` route like /api/health, so
 * the security plugin's rules hold for it (allowed Host, DASHBOARD_TOKEN session); METRICS_TOKEN, when
 * set, also admits a scraper that sends it as a bearer token (security/security-plugin.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BffMetrics } from './bff-metrics';

export const METRICS_ROUTE = '/api/metrics';

export async function metricsPlugin(app: FastifyInstance, opts: { readonly metrics: BffMetrics }): Promise<void> {
  app.get(METRICS_ROUTE, async (_req, reply) => {
    const { contentType, text } = await opts.metrics.exposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
