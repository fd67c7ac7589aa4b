/**
 * Several instances on one key share the budget, the answers, the streams, the alerts and the replay
 * records through Redis (REDIS_URL); whenever Redis is down each serves from memory. `app.redis` is the
 * link, undefined with one instance. Connected before the first upstream request (the tier probe), so
 * every request counts in the shared window.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RedisLink } from './redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    readonly redis: RedisLink | undefined;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, { url }: { readonly url: string | undefined }) => {
    const redis = url ? new RedisLink(url, app.log) : undefined;
    app.decorate('redis', redis);
    if (!redis) return;
    app.addHook('onClose', () => redis.close());
    await redis.connect();
    app.log.info(redis.health(), redis.up ? 'shared through redis' : 'redis is down: serving from memory');
  },
  { name: 'bff-redis', fastify: '5.x' },
);
