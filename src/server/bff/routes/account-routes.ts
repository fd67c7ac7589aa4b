/**
 * The account's routes. `POST /api/v1/account/register` and `/confirm` go upstream with no key (the
 * reference: they need none); the BFF keeps the issued key (active-key.ts) and the browser gets its
 * masked form, never the key nor the confirmation code. BFF-own: `GET /api/account` (which key is in
 * use, masked, its tier and status) and `PUT /api/account/key` to switch keys without a restart.
 * `GET /api/v1/account/usage` stays with the proxy: it is the key's own usage, asked with the key.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { endpoint } from '../../../api/registry';
import { validateBody } from '../../../api/validate';
import { maskKey, type ActiveKey, type KeySource } from '../upstream/active-key';
import type { Tier } from '../config';
import { withShortInputs } from '../cache/plan-cache';
import { KEY_SOURCES } from '../upstream/registered-key-file';
import { UpstreamError, type UpstreamClient, type UpstreamResponse } from '../upstream/upstream-client';

export interface AccountOptions {
  readonly activeKey: ActiveKey;
  /** A client that sends no key; undefined when there is no upstream (the embedded sandbox failed). */
  readonly keyless: UpstreamClient | undefined;
  /** The tier of the key in use as the budget knows it, once learnt from the upstream. */
  readonly tierInUse: () => Promise<Tier>;
}

/** What the browser may know of the account: never a key, never a code. */
export interface AccountView {
  readonly source: KeySource;
  readonly key: string;
  readonly tier: Tier;
  readonly status: 'provisional' | 'confirmed' | 'built-in';
  readonly expires_at: string | null;
  readonly registered: {
    readonly key: string;
    readonly tier: Tier;
    readonly status: 'provisional' | 'confirmed';
    readonly expires_at: string | null;
  } | null;
  /** The keys a switch may choose. */
  readonly available: readonly KeySource[];
}

const switchSchema = z.object({ use: z.enum(KEY_SOURCES) });

const registrationSchema = z.object({
  api_key: z.string().min(1),
  tier: z.enum(['free', 'pro']).catch('free'),
  expires_at: z.string().nullable().catch(null),
});

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

function readJson(res: UpstreamResponse): unknown {
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

function upstreamFailure(reply: FastifyReply, err: unknown): FastifyReply {
  const timeout = err instanceof UpstreamError && err.kind === 'timeout';
  return reply
    .code(timeout ? 504 : 502)
    .headers(JSON_HEADERS)
    .send({
      error: timeout ? 'upstream_timeout' : 'upstream_unavailable',
      message: err instanceof UpstreamError ? err.message : 'upstream request failed',
    });
}

export async function accountPlugin(app: FastifyInstance, opts: AccountOptions): Promise<void> {
  const { activeKey } = opts;

  async function view(): Promise<AccountView> {
    const k = activeKey.current;
    const r = activeKey.registered;
    return {
      source: k.source,
      key: maskKey(k.key),
      tier: await opts.tierInUse(),
      status: k.status,
      expires_at: k.expiresAt,
      registered: r ? { key: maskKey(r.api_key), tier: r.tier, status: r.status, expires_at: r.expires_at } : null,
      available: KEY_SOURCES.filter((s) => activeKey.has(s)),
    };
  }

  /** Validate against the contract, then send with no key; the caller reads the answer. */
  async function keyless(
    id: 'account.register' | 'account.confirm',
    body: unknown,
    reply: FastifyReply,
  ): Promise<{ res: UpstreamResponse; json: unknown } | FastifyReply> {
    const spec = endpoint(id);
    const b = validateBody(spec, body);
    if (!b.ok) return reply.code(422).headers(JSON_HEADERS).send(withShortInputs(b.error));
    if (!opts.keyless) return upstreamFailure(reply, new UpstreamError('unavailable', 'upstream not started'));
    try {
      const res = await opts.keyless.send('POST', spec.path, b.value);
      return { res, json: readJson(res) };
    } catch (err) {
      return upstreamFailure(reply, err);
    }
  }

  app.post('/api/v1/account/register', async (req, reply) => {
    const sent = await keyless('account.register', req.body, reply);
    if (!('res' in sent)) return sent;
    const { res, json } = sent;
    if (res.status < 200 || res.status >= 300) return reply.code(res.status).headers(JSON_HEADERS).send(json);
    const issued = registrationSchema.safeParse(json);
    if (!issued.success) {
      return reply
        .code(502)
        .headers(JSON_HEADERS)
        .send({ error: 'upstream_drift', message: 'the registration answer carried no key' });
    }
    const { api_key, tier, expires_at } = issued.data;
    activeKey.keep({ api_key, tier, expires_at, status: 'provisional' });
    // The code goes to the person's e-mail; echoing it here would confirm without the mailbox.
    return reply
      .code(res.status)
      .headers(JSON_HEADERS)
      .send({ key: maskKey(api_key), tier, status: 'provisional', expires_at });
  });

  app.post('/api/v1/account/confirm', async (req, reply) => {
    const sent = await keyless('account.confirm', req.body, reply);
    if (!('res' in sent)) return sent;
    const { res, json } = sent;
    // The answer does not name the key it confirmed; the BFF holds one registration, so it is that one.
    if (res.status === 200) {
      const tier = (json as { tier?: unknown } | null)?.tier;
      activeKey.confirmed(tier === 'free' || tier === 'pro' ? tier : undefined);
    }
    const { api_key: _dropped, ...rest } = (typeof json === 'object' && json !== null ? json : {}) as Record<
      string,
      unknown
    >;
    return reply.code(res.status).headers(JSON_HEADERS).send(rest);
  });

  app.get('/api/account', async (_req, reply) => reply.headers(JSON_HEADERS).send(await view()));

  app.put('/api/account/key', async (req, reply) => {
    const parsed = switchSchema.safeParse(req.body);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => ({
        loc: ['body', ...i.path.map(String)],
        msg: i.message,
        type: i.code,
      }));
      return reply.code(422).headers(JSON_HEADERS).send({ detail });
    }
    const { use } = parsed.data;
    if (!activeKey.use(use)) {
      return reply
        .code(409)
        .headers(JSON_HEADERS)
        .send({ error: 'key_not_available', message: `there is no ${use} key to use` });
    }
    return reply.headers(JSON_HEADERS).send(await view());
  });
}
