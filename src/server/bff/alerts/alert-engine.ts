/**
 * Evaluates the traders' alerts in the BFF, so they fire with no page open and no page polling:
 * - price crossings and flow conditions from the flow stream: the engine is the hub's watcher, its
 *   tickers join the upstream subscription (each streamed row costs flow-row budget, as a panel's would);
 *   the price is each order's `spot_price`, the only price the stream carries;
 * - IV rank from `/v1/volatility/{ticker}/iv-rank`, read through the BFF's own cache at background
 *   priority once per the endpoint's refresh interval, and only while the market is open (it changes
 *   with the session's IV; a closed market's rank does not move).
 * Price and IV-rank alerts are one-shot: they fire once and wait to be re-armed, so a price hovering on
 * a level does not fire on every print. A flow alert fires on every matching order.
 *
 * Several instances (REDIS_URL, shared/alert-sync.ts): every change is applied by all of them, and only
 * the instance holding the flow stream evaluates; the others follow the prices and deliver its fires.
 */
import { readServerMessage } from '../../../api/stream';
import {
  LEVEL_SOURCE_NAMES,
  type AlertFire,
  type AlertRule,
  type TraderAlert,
} from '../../../dashboard-api/trader-alerts';
import { placeFlowOrder } from '../../../api/stream-row-identity';
import type { InternalGet } from '../routes/proxy';
import type { AlertChange, AlertSync } from '../shared/alert-sync';
import type { AlertBook, StoredAlert } from './alert-book';
import { crossing, flowMatches } from './alert-evaluator';

export interface AlertEngineOptions {
  readonly book: AlertBook;
  /** The flow hub: the engine watches its rows and asks for its tickers (stream-hub.ts `watch`). */
  readonly hub: {
    watch(tickers: ReadonlySet<string>, onRow: (ticker: string, frame: string) => void): void;
    status(): { readonly rejected: readonly string[] };
  };
  readonly get: InternalGet;
  readonly now: () => number;
  /** On the market's clock (the sandbox's in sandbox mode). */
  readonly marketOpen: () => boolean;
  readonly ivEveryMs: number;
  readonly logger?: { warn(o: object, m?: string): void };
  /** Several instances: the shared set and its changes. */
  readonly sync?: AlertSync | undefined;
  /** Whether this instance evaluates (several instances: the one holding the flow stream). */
  readonly evaluates?: () => boolean;
}

type Listener = (f: AlertFire) => void;

const money = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** The rank on the 0–1 scale, read leniently: a service answering 0–100 says so in `rank_scale`. */
export function readIvRank(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const o = body as Record<string, unknown>;
  const rank = typeof o.rank === 'number' && Number.isFinite(o.rank) ? o.rank : null;
  if (rank === null) return null;
  return typeof o.rank_scale === 'string' && o.rank_scale.includes('100') ? rank / 100 : rank;
}

export class AlertEngine {
  readonly #options: AlertEngineOptions;
  #alerts: StoredAlert[];
  /** The last streamed price and the last IV rank read, by ticker: the "before" of a crossing. */
  readonly #spot = new Map<string, number>();
  readonly #ivRank = new Map<string, number>();
  readonly #listeners = new Set<Listener>();
  readonly #ivTimer: NodeJS.Timeout;

  constructor(options: AlertEngineOptions) {
    this.#options = options;
    this.#alerts = options.book.alerts();
    this.#rewatch();
    this.#ivTimer = setInterval(() => void this.pollIvRanks(), options.ivEveryMs);
    this.#ivTimer.unref();
  }

  /** Several instances: take the shared set, then follow every change made through any instance. */
  async joinShared(): Promise<void> {
    const sync = this.#options.sync;
    if (!sync) return;
    const shared = await sync.snapshot();
    if (shared && shared.alerts.length === 0 && this.#alerts.length > 0) {
      // The first instance on a new Redis brings the alerts it kept alone; they are not dropped.
      for (const alert of this.#alerts) sync.publish({ kind: 'alert', alert });
    } else if (shared) {
      this.#options.book.replaceAll(shared.alerts, shared.fires);
      this.#alerts = this.#options.book.alerts();
      this.#rewatch();
    }
    await sync.start((c) => this.#applyShared(c));
  }

  #applyShared(c: AlertChange): void {
    if (c.kind === 'fire') {
      this.#options.book.fire(c.fire, Date.parse(c.fire.fired_at), c.fire.id);
      for (const l of this.#listeners) l(c.fire);
      return;
    }
    if (c.kind === 'alert') this.#options.book.put(c.alert);
    else this.#options.book.remove(c.id);
    this.#alerts = this.#options.book.alerts();
    this.#rewatch();
  }

  get #evaluating(): boolean {
    return this.#options.evaluates?.() ?? true;
  }

  list(): TraderAlert[] {
    const refused = new Set(this.#options.hub.status().rejected);
    return this.#alerts.map((a) => {
      const t = a.rule.ticker;
      const value =
        a.rule.kind === 'iv_rank' ? (this.#ivRank.get(a.rule.ticker) ?? null) : t ? (this.#spot.get(t) ?? null) : null;
      let status: TraderAlert['status'] = value === null ? 'waiting' : 'watching';
      if (a.rule.kind !== 'iv_rank' && t && refused.has(t)) status = 'not_streamed';
      if (a.firedAt !== null) status = 'fired';
      return {
        id: a.id,
        rule: a.rule,
        note: a.note,
        created_at: new Date(a.createdAt).toISOString(),
        status,
        fired_at: a.firedAt === null ? null : new Date(a.firedAt).toISOString(),
        last_value: value,
      };
    });
  }

  fires(limit?: number): AlertFire[] {
    return this.#options.book.fires(limit);
  }

  firesAfter(id: number): AlertFire[] {
    return this.#options.book.firesAfter(id);
  }

  add(rule: AlertRule, note: string): StoredAlert {
    const a = this.#options.book.add(rule, note, this.#options.now());
    this.#options.sync?.publish({ kind: 'alert', alert: a });
    this.#alerts = [...this.#alerts, a];
    this.#rewatch();
    if (rule.kind === 'iv_rank') void this.#readIvRank(rule.ticker);
    return a;
  }

  remove(id: string): boolean {
    const removed = this.#options.book.remove(id);
    if (removed) this.#options.sync?.publish({ kind: 'removed', id });
    this.#alerts = this.#alerts.filter((a) => a.id !== id);
    this.#rewatch();
    return removed;
  }

  /** Watch again after a fire; false when there is no such alert. */
  rearm(id: string): boolean {
    if (!this.#options.book.setFiredAt(id, null)) return false;
    this.#alerts = this.#alerts.map((a) => (a.id === id ? { ...a, firedAt: null } : a));
    const a = this.#alerts.find((x) => x.id === id);
    if (a) this.#options.sync?.publish({ kind: 'alert', alert: a });
    return true;
  }

  onFire(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    this.#options.sync?.close();
    clearInterval(this.#ivTimer);
    this.#listeners.clear();
  }

  /** Read every IV-rank alert's ticker once (the timer's work; tests call it directly). */
  async pollIvRanks(): Promise<void> {
    if (!this.#options.marketOpen() || !this.#evaluating) return;
    const tickers = new Set(this.#armed('iv_rank').map((a) => a.rule.ticker));
    for (const t of tickers) await this.#readIvRank(t);
  }

  // ---- evaluation ----

  #armed<K extends AlertRule['kind']>(kind: K): (StoredAlert & { rule: Extract<AlertRule, { kind: K }> })[] {
    return this.#alerts.filter(
      (a): a is StoredAlert & { rule: Extract<AlertRule, { kind: K }> } => a.rule.kind === kind && a.firedAt === null,
    );
  }

  /** The stream tickers the alerts need: every price alert's and every flow alert's that names one. */
  #rewatch(): void {
    const tickers = new Set<string>();
    for (const a of this.#alerts) {
      if (a.rule.kind === 'iv_rank' || a.firedAt !== null) continue;
      const t = a.rule.ticker;
      if (t) tickers.add(t);
    }
    this.#options.hub.watch(tickers, (ticker, frame) => this.#onRow(ticker, frame));
  }

  #onRow(ticker: string, frame: string): void {
    const prices = this.#armed('price_cross').filter((a) => a.rule.ticker === ticker);
    const flows = this.#armed('flow').filter((a) => a.rule.ticker === null || a.rule.ticker === ticker);
    if (prices.length === 0 && flows.length === 0) return;
    const msg = readServerMessage(frame)?.message;
    if (msg?.type !== 'flow_order') return;
    // Read as the tape reads it: a field the frame gives in another form is null, never a thrown alert.
    const o = placeFlowOrder(msg.data, this.#options.now());
    const spot = o.order.spot_price;
    if (typeof spot === 'number' && Number.isFinite(spot)) {
      const prev = this.#spot.get(ticker) ?? null;
      this.#spot.set(ticker, spot);
      // Every instance follows the price (its list shows it, and it may hold the stream next).
      if (!this.#evaluating) return;
      for (const a of prices) {
        const c = crossing(a.rule.direction, a.rule.level, prev, spot);
        if (!c) continue;
        const what = `${LEVEL_SOURCE_NAMES[a.rule.source]} ${a.rule.level.toFixed(2)}`;
        this.#fire(a, `${ticker} crossed ${c} ${what} at ${spot.toFixed(2)}`, spot, o.event_id, true);
      }
    }
    for (const a of flows) {
      if (!flowMatches(a.rule, o)) continue;
      const b = o.order;
      const contract = `${b.strike ?? '—'} ${b.option_type ?? '—'} ${b.expiration ?? '—'}`;
      const premium = b.premium === null ? 'premium —' : `$${money.format(b.premium)} premium`;
      const message = `${o.ticker} ${b.direction ?? '—'} ${b.total_contracts ?? '—'} × ${contract}, ${premium}`;
      this.#fire(a, message, b.premium, o.event_id, false);
    }
  }

  async #readIvRank(ticker: string): Promise<void> {
    let rank: number | null = null;
    try {
      const res = await this.#options.get(`/api/v1/volatility/${encodeURIComponent(ticker)}/iv-rank`);
      if (res.status === 200) rank = readIvRank(res.body);
    } catch (err) {
      this.#options.logger?.warn({ ticker, err: String(err) }, 'iv-rank read for alerts failed');
    }
    if (rank === null) return;
    const prev = this.#ivRank.get(ticker) ?? null;
    this.#ivRank.set(ticker, rank);
    for (const a of this.#armed('iv_rank')) {
      if (a.rule.ticker !== ticker) continue;
      const c = crossing(a.rule.direction, a.rule.bound, prev, rank);
      if (c)
        this.#fire(
          a,
          `${ticker} IV rank crossed ${c} ${a.rule.bound.toFixed(2)}: ${rank.toFixed(2)}`,
          rank,
          null,
          true,
        );
    }
  }

  #fire(a: StoredAlert, message: string, value: number | null, eventId: string | null, oneShot: boolean): void {
    const now = this.#options.now();
    if (oneShot) {
      this.#options.book.setFiredAt(a.id, now);
      this.#alerts = this.#alerts.map((x) => (x.id === a.id ? { ...x, firedAt: now } : x));
      this.#options.sync?.publish({ kind: 'alert', alert: { ...a, firedAt: now } });
      this.#rewatch();
    }
    // Several instances number fires by time, so a new holder's numbers follow the old one's.
    const id = this.#options.sync ? Math.max(this.#options.book.lastFireId() + 1, Date.now()) : undefined;
    const f = this.#options.book.fire(
      { alert_id: a.id, message: a.note ? `${message} (${a.note})` : message, value, event_id: eventId },
      now,
      id,
    );
    this.#options.sync?.publish({ kind: 'fire', fire: f });
    for (const l of this.#listeners) l(f);
  }
}
