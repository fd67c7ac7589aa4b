/**
 * The traders' alerts, BFF-own routes (nothing here goes upstream by itself):
 * - `GET /api/alerts`: the alerts with what each can see, and the newest fires;
 * - `POST /api/alerts` `{rule, note}`: a new alert (422 naming the field when the rule is not one);
 * - `DELETE /api/alerts/{id}`, `POST /api/alerts/{id}/rearm`;
 * - `GET /api/alerts/events`: fires as server-sent events (`id` = the fire's number, so a reconnecting
 *   EventSource gets what it missed through `Last-Event-ID`). The page's stream worker holds the one
 *   connection for every tab, as it holds the sockets.
 * State-changing routes pass the security plugin's Origin check like every other.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ALERT_FIRE_EVENT,
  newAlertSchema,
  type AlertFire,
  type AlertsAnswer,
} from '../../../dashboard-api/trader-alerts';
import type { HTTPValidationError } from '../../../api/validate';
import type { AlertEngine } from './alert-engine';

export interface AlertRoutesOptions {
  readonly engine: AlertEngine;
  /** Comment lines that keep an idle event stream open through proxies. */
  readonly keepAliveMs?: number;
}

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
const FIRES_SHOWN = 100;

function validationError(error: z.core.$ZodError): HTTPValidationError {
  return {
    detail: error.issues.map((i) => ({
      loc: ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: i.message,
      type: i.code,
    })),
  };
}

function eventText(f: AlertFire): string {
  return `id: ${f.id}\nevent: ${ALERT_FIRE_EVENT}\ndata: ${JSON.stringify(f)}\n\n`;
}

export async function alertRoutesPlugin(app: FastifyInstance, opts: AlertRoutesOptions): Promise<void> {
  const { engine } = opts;
  // Open event streams never go idle: ended here, or the server's close would wait for them.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });

  app.get('/api/alerts', async (_req, reply) => {
    const body: AlertsAnswer = { alerts: engine.list(), fired: engine.fires(FIRES_SHOWN) };
    return reply.headers(JSON_HEADERS).send(body);
  });

  app.post('/api/alerts', async (req, reply) => {
    const parsed = newAlertSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(422).headers(JSON_HEADERS).send(validationError(parsed.error));
    const a = engine.add(parsed.data.rule, parsed.data.note);
    const created = engine.list().find((x) => x.id === a.id);
    return reply.code(201).headers(JSON_HEADERS).send(created);
  });

  app.delete<{ Params: { id: string } }>('/api/alerts/:id', async (req, reply) => {
    if (!engine.remove(req.params.id))
      return reply.code(404).headers(JSON_HEADERS).send({ error: 'not_found', message: 'no such alert' });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/alerts/:id/rearm', async (req, reply) => {
    if (!engine.rearm(req.params.id))
      return reply.code(404).headers(JSON_HEADERS).send({ error: 'not_found', message: 'no such alert' });
    return reply.headers(JSON_HEADERS).send(engine.list().find((x) => x.id === req.params.id));
  });

  app.get<{ Querystring: { after?: string } }>('/api/alerts/events', (req, reply) => {
    const lastSeen = Number(req.headers['last-event-id'] ?? req.query.after ?? NaN);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    // Tell the client how soon to come back after a drop, then what it missed.
    res.write('retry: 3000\n\n');
    if (Number.isInteger(lastSeen) && lastSeen >= 0)
      for (const f of engine.firesAfter(lastSeen)) res.write(eventText(f));
    const off = engine.onFire((f) => res.write(eventText(f)));
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), opts.keepAliveMs ?? 25_000);
    keepAlive.unref();
    open.add(res);
    const end = (): void => {
      off();
      clearInterval(keepAlive);
      open.delete(res);
    };
    req.raw.on('close', end);
    res.on('error', end);
  });
}
