/**
 * The sandbox's MCP face: GET/POST /mcp (API-key profile, SDK Streamable HTTP: legacy sessions
 * and stateless 2026-07-28 requests, mcp-sessions.ts), the OAuth profiles /mcp/connect and /mcp/assistant-apps (401 + WWW-Authenticate without
 * credentials: the sandbox runs no authorization server), and the /.well-known metadata routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxState } from '../state';
import { mcpDescriptor, protectedResourceMetadata } from './descriptor';
import { McpSessions } from './mcp-sessions';

const OAUTH_PROFILES = ['/mcp/connect', '/mcp/assistant-apps'];

function baseUrlOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? req.hostname}`;
}

export interface McpRoutesOptions {
  readonly state: SandboxState;
}

export async function mcpRoutes(app: FastifyInstance, opts: McpRoutesOptions): Promise<void> {
  const { state } = opts;
  app.get('/mcp', async (req) => mcpDescriptor(baseUrlOf(req), state.realNow()));

  const sessions = new McpSessions(app, state);
  app.addHook('onClose', async () => sessions.closeAll());
  app.post('/mcp', async (req, reply) => {
    reply.hijack();
    await sessions.handle(req, reply.raw);
  });
  app.delete('/mcp', async (req, reply) => {
    reply.hijack();
    await sessions.handle(req, reply.raw);
  });

  for (const path of OAUTH_PROFILES) {
    app.route({
      method: ['GET', 'POST'],
      url: path,
      handler: async (req, reply) => {
        const metadata = `${baseUrlOf(req)}/.well-known/oauth-protected-resource${path}`;
        return reply
          .code(401)
          .header('www-authenticate', `Bearer resource_metadata="${metadata}"`)
          .send({ error: 'unauthorized', message: 'Sign in with OAuth to use this MCP profile.' });
      },
    });
  }

  for (const suffix of ['', '/mcp', ...OAUTH_PROFILES]) {
    app.get(`/.well-known/oauth-protected-resource${suffix}`, async (req) =>
      protectedResourceMetadata(baseUrlOf(req), suffix || '/mcp'),
    );
  }
  // Connector claims are unset in the sandbox: the reference answers 404 then.
  app.get('/.well-known/:claim', async (_req, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'No connector claim is set.' }),
  );
}
