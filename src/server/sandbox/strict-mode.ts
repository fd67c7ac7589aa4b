/**
 * Unpublished paths (registry entries whose door is not a published REST route: doors.ts): counted
 * always, and in strict mode (SANDBOX_STRICT=1) refused with 404 as the real service may. A published
 * path whose parameters alone are assumed keeps its REST door and is answered. MCP tools reach those handlers
 * internally with a per-process token, since the tools themselves are published.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { doorOf } from '../../api/doors';
import { matchRoute } from '../../api/match';
import { isLoopbackAddress } from './admin-routes';
import type { KeyStore } from './key-store';

/** Header carried by the MCP tool runner's internal requests. */
export const INTERNAL_HEADER = 'x-sandbox-internal';
export const INTERNAL_TOKEN = randomBytes(16).toString('hex');

export interface StrictModeOptions {
  readonly strict: boolean;
  readonly keys: KeyStore;
}

/** Adds the root hook and the loopback-only GET /sandbox/stats and /sandbox/accounts/outbox. */
export function installStrictMode(app: FastifyInstance, opts: StrictModeOptions): void {
  let unpublished = 0;
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers[INTERNAL_HEADER] === INTERNAL_TOKEN) return;
    const pathname = req.url.split('?')[0] ?? '/';
    if (!pathname.startsWith('/v1/')) return;
    const match = matchRoute(req.method === 'HEAD' ? 'GET' : req.method, pathname);
    if (match.kind !== 'found' || doorOf(match.spec).kind === 'rest') return;
    unpublished += 1;
    if (opts.strict) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${req.method} ${pathname}.` });
    }
  });

  const loopbackOnly = { onRequest: loopbackGuard };
  app.get('/sandbox/stats', loopbackOnly, async () => ({ strict: opts.strict, unpublished_requests: unpublished }));
  // Stands in for the confirmation e-mail: tests read the code here.
  app.get('/sandbox/accounts/outbox', loopbackOnly, async () => ({ messages: opts.keys.outbox() }));
}

async function loopbackGuard(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    await reply.code(403).send({ error: 'forbidden', message: 'Sandbox admin routes answer loopback clients only.' });
  }
}
