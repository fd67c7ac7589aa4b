/** `app.drift`: one drift log for every answer and frame the BFF reads (listed in /api/health). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DriftLog } from './drift';

declare module 'fastify' {
  interface FastifyInstance {
    readonly drift: DriftLog;
  }
}

export const driftPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('drift', new DriftLog({ logger: app.log }));
  },
  { name: 'bff-drift', fastify: '5.x' },
);
