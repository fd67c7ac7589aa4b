/**
 * The built SPA (dist/): hashed assets cached for a year, index.html never cached, and index.html
 * for any other non-/api GET so that deep links and reloads land on the right view.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const PLACEHOLDER = `<!doctype html><html><head><meta charset="utf-8"><title>Options analytics</title></head>
<body><p>The dashboard is not built yet: run <code>npm run build</code> (npm start does it for you).</p></body></html>`;

export async function staticPlugin(app: FastifyInstance, opts: { readonly root: string }): Promise<void> {
  const index = path.join(opts.root, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(opts.root, filePath).split(path.sep).join('/');
        reply.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The directory itself would be a 403 from @fastify/static: the root is the SPA's index.
  app.get('/', async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(built ? await fs.promises.readFile(index) : PLACEHOLDER);
  });

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (has an extension) is a real 404, not an SPA route.
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ error: 'not_found', message: `no route ${req.method} ${pathname}` });
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!built) return reply.send(PLACEHOLDER);
    return reply.send(await fs.promises.readFile(index));
  });
}
