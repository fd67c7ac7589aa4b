/**
 * The traders' alerts shared by every instance (REDIS_URL). Each instance keeps its own copy in its
 * alert book (SQLite), so reads stay local and synchronous; Redis holds the shared set and the newest
 * fires, and a channel tells every instance each change as it is made:
 * - an alert set, re-armed, fired (one-shot) or deleted through any instance is applied by all;
 * - only the instance holding the flow stream evaluates (so an alert fires once, not once per
 *   instance); its fires are numbered by time, so the numbers stay in order when the holder changes,
 *   and every instance delivers them to its own clients and keeps them for `Last-Event-ID`.
 * A starting instance takes the shared set and fires in place of its own copy.
 */
import type { AlertFire } from '../../../dashboard-api/trader-alerts';
import type { StoredAlert } from '../alerts/alert-book';
import type { RedisLink } from './redis-link';

export type AlertChange =
  | { readonly kind: 'alert'; readonly alert: StoredAlert }
  | { readonly kind: 'removed'; readonly id: string }
  | { readonly kind: 'fire'; readonly fire: AlertFire };

const FIRES_SHARED = 500;

export class AlertSync {
  readonly #link: RedisLink;
  readonly #alertsKey: string;
  readonly #firesKey: string;
  readonly #channel: string;
  #onMessage: ((channel: string, message: string) => void) | undefined;

  constructor(link: RedisLink, scope: string) {
    this.#link = link;
    const k = `oa:{${scope}}`;
    this.#alertsKey = `${k}:alerts`;
    this.#firesKey = `${k}:alert-fires`;
    this.#channel = `${k}:alerts-changed`;
  }

  /** The shared set and the newest fires (oldest first); undefined when Redis cannot answer. */
  async snapshot(): Promise<{ alerts: StoredAlert[]; fires: AlertFire[] } | undefined> {
    const r = await this.#link.run(
      async (c) => [await c.hgetall(this.#alertsKey), await c.lrange(this.#firesKey, 0, -1)] as const,
    );
    if (!r) return undefined;
    const alerts = Object.values(r[0]).map((v) => JSON.parse(v) as StoredAlert);
    const fires = r[1].map((v) => JSON.parse(v) as AlertFire).reverse();
    return { alerts, fires };
  }

  async start(apply: (c: AlertChange) => void): Promise<void> {
    this.#onMessage = (channel, message) => {
      if (channel !== this.#channel) return;
      const m = JSON.parse(message) as AlertChange & { from: string };
      if (m.from !== this.#link.instance) apply(m);
    };
    this.#link.subscriber.on('message', this.#onMessage);
    await this.#link.subscriber.subscribe(this.#channel).catch(() => undefined);
  }

  publish(c: AlertChange): void {
    const message = JSON.stringify({ ...c, from: this.#link.instance });
    void this.#link.run((r) => {
      const m = r.multi();
      if (c.kind === 'alert') m.hset(this.#alertsKey, c.alert.id, JSON.stringify(c.alert));
      if (c.kind === 'removed') m.hdel(this.#alertsKey, c.id);
      if (c.kind === 'fire') m.lpush(this.#firesKey, JSON.stringify(c.fire)).ltrim(this.#firesKey, 0, FIRES_SHARED - 1);
      return m.publish(this.#channel, message).exec();
    });
  }

  close(): void {
    if (this.#onMessage) this.#link.subscriber.off('message', this.#onMessage);
  }
}
