/**
 * `app.metrics`, made before the parts it counts so each can count its events as they happen. What the
 * BFF already keeps (the budget of the key in use, the streams, drift, Redis) is read from the app's
 * parts at scrape time, by which time all of them exist.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BffMetrics } from './bff-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    readonly metrics: BffMetrics;
  }
}

export const metricsServicePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'metrics',
      new BffMetrics({
        budget: () => app.keyScope().governor.snapshot(),
        streams: () => Object.values(app.hubs),
        drift: () => app.drift.list(),
        sharedStore: () => app.redis?.health(),
      }),
    );
  },
  { name: 'bff-metrics', fastify: '5.x', dependencies: ['bff-redis'] },
);
