/**
 * The account's budget counted in Redis, so that several BFF instances on one key spend it as one
 * client: the minute window, the day's requests and the day's flow rows. Every change is one atomic
 * script. Keys carry the scope in a hash tag (`{scope}`), so a Redis Cluster keeps one key's counters
 * in one slot and the scripts stay atomic there too.
 *
 * - Minute: a counter per wall-clock minute (the upstream's window), taken only while below the cap.
 *   Requests still in flight from an earlier minute may reach the upstream in this one: they count
 *   here until they are answered, and in the minute they are answered in from then on. A request sent
 *   in the last second of a minute is also counted in the next (clocks differ by that much).
 * - Day: a counter per UTC day, kept a day past its reset for the status page.
 * - Blocked: the instant an upstream Retry-After reopens the window, for every instance.
 * - Flow rows: the remaining rows as the upstream last reported them, less the rows streamed since.
 */
import { MINUTE_MS, nextUtcMidnight } from '../../../api/time-windows';
import type { RedisLink } from './redis-link';

/** A request this close to the minute's end may be counted by the upstream in the next minute. */
export const MINUTE_EDGE_MS = 1000;
/** An in-flight entry older than this belongs to a request that was never answered (its instance died). */
const IN_FLIGHT_STALE_MS = 30_000;

const TAKE = `
local blocked = tonumber(redis.call('GET', KEYS[4]) or '0')
local day = tonumber(redis.call('GET', KEYS[3]) or '0')
if blocked > tonumber(ARGV[2]) then return {-2, blocked, day} end
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', ARGV[8])
local carried = redis.call('ZCOUNT', KEYS[5], '-inf', '(' .. ARGV[7])
local used = tonumber(redis.call('GET', KEYS[1]) or '0') + carried
if used >= tonumber(ARGV[1]) then return {-1, used, day} end
used = redis.call('INCR', KEYS[1]) + carried
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ARGV[3] == '1' then
  redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
end
redis.call('ZADD', KEYS[5], ARGV[2], ARGV[6])
day = redis.call('INCR', KEYS[3])
redis.call('EXPIRE', KEYS[3], ARGV[5])
return {used, 0, day}
`;

/**
 * A request is answered. Finished in a later minute than it was sent in, it may have reached the
 * upstream in that later minute: it is counted there (while in flight, the in-flight set counted it).
 */
const FINISH = `
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
if removed == 1 and ARGV[2] ~= ARGV[3] then
  redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
end
return removed
`;

/** Raise a counter to at least ARGV[1] (what the upstream's headers say was used). */
const RAISE = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1
`;

/** Take n from the remaining rows, never below 0; nothing when no report is known yet. */
const CHARGE = `
local v = redis.call('GET', KEYS[1])
if not v then return -1 end
local left = math.max(0, tonumber(v) - tonumber(ARGV[1]))
redis.call('SET', KEYS[1], left, 'KEEPTTL')
return left
`;

export type SharedClaim =
  | { readonly ok: true; readonly minuteUsed: number; readonly dayUsed: number; readonly id: string }
  | { readonly ok: false; readonly reason: 'full' | 'blocked'; readonly until: number; readonly dayUsed: number };

export interface SharedCounts {
  readonly dayUsed: number;
  readonly minuteUsed: number;
  readonly blockedUntil: number;
  /** Null until an upstream answer has reported the day's rows. */
  readonly flowRemaining: number | null;
}

export class SharedBudget {
  readonly #link: RedisLink;
  readonly #k: string;
  #seq = 0;

  constructor(link: RedisLink, scope: string) {
    this.#link = link;
    this.#k = `oa:{${scope}}`;
  }

  get available(): boolean {
    return this.#link.up;
  }

  #minuteKey(windowEnd: number): string {
    return `${this.#k}:minute:${windowEnd}`;
  }
  #dayKey(day: string): string {
    return `${this.#k}:day:${day}`;
  }
  #rowsKey(day: string): string {
    return `${this.#k}:rows:${day}`;
  }
  get #blockedKey(): string {
    return `${this.#k}:blocked`;
  }
  get #inFlightKey(): string {
    return `${this.#k}:in-flight`;
  }

  /**
   * Take one request of the minute ending at `windowEnd` if fewer than `cap` are used (and the window
   * is not blocked), and count it in the day. Undefined when Redis cannot answer.
   */
  async claim(a: { windowEnd: number; cap: number; day: string; now: number }): Promise<SharedClaim | undefined> {
    const edge = a.windowEnd - a.now <= MINUTE_EDGE_MS ? '1' : '0';
    const dayTtlSec = Math.ceil((nextUtcMidnight(a.now) - a.now) / 1000) + 86_400;
    const id = `${this.#link.instance}:${++this.#seq}`;
    const r = await this.#link.run(
      (c) =>
        c.eval(
          TAKE,
          5,
          this.#minuteKey(a.windowEnd),
          this.#minuteKey(a.windowEnd + MINUTE_MS),
          this.#dayKey(a.day),
          this.#blockedKey,
          this.#inFlightKey,
          String(Math.max(0, a.cap)),
          String(a.now),
          edge,
          String(3 * MINUTE_MS),
          String(dayTtlSec),
          id,
          String(a.windowEnd - MINUTE_MS),
          String(a.now - IN_FLIGHT_STALE_MS),
        ) as Promise<[number, number, number]>,
    );
    if (!r) return undefined;
    const [used, until, dayUsed] = r.map(Number) as [number, number, number];
    if (used === -2) return { ok: false, reason: 'blocked', until, dayUsed };
    if (used === -1) return { ok: false, reason: 'full', until: a.windowEnd, dayUsed };
    return { ok: true, minuteUsed: used, dayUsed, id };
  }

  /** The request `id`, sent in the minute ending at `sentWindowEnd`, was answered at `now`. */
  finish(id: string, sentWindowEnd: number, now: number): void {
    const nowWindowEnd = Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    void this.#link.run((c) =>
      c.eval(
        FINISH,
        2,
        this.#inFlightKey,
        this.#minuteKey(nowWindowEnd),
        id,
        String(sentWindowEnd),
        String(nowWindowEnd),
        String(3 * MINUTE_MS),
      ),
    );
  }

  /** The upstream's headers said `used` of the window ending at `windowEnd` are spent. */
  noteMinuteUsed(windowEnd: number, used: number): void {
    void this.#link.run((c) => c.eval(RAISE, 1, this.#minuteKey(windowEnd), String(used), String(3 * MINUTE_MS)));
  }

  /** A 429's Retry-After: no instance sends before `until`. */
  blockUntil(until: number, now: number): void {
    void this.#link.run((c) => c.eval(RAISE, 1, this.#blockedKey, String(until), String(Math.max(1, until - now))));
  }

  /** The upstream reported the rows left today. */
  setFlowRemaining(day: string, remaining: number, resetMs: number, now: number): void {
    void this.#link.run((c) => c.set(this.#rowsKey(day), String(remaining), 'PX', Math.max(1000, resetMs - now)));
  }

  /** Rows streamed (one socket for every instance): taken from the remaining rows. */
  chargeFlowRows(day: string, n: number): void {
    void this.#link.run((c) => c.eval(CHARGE, 1, this.#rowsKey(day), String(n)));
  }

  /** The counts every instance shares, for the pacer, the headers and the status page. */
  async read(day: string, windowEnd: number): Promise<SharedCounts | undefined> {
    const r = await this.#link.run((c) =>
      c.mget(this.#dayKey(day), this.#minuteKey(windowEnd), this.#blockedKey, this.#rowsKey(day)),
    );
    if (!r) return undefined;
    const [d, m, b, f] = r;
    return {
      dayUsed: Number(d ?? 0),
      minuteUsed: Number(m ?? 0),
      blockedUntil: Number(b ?? 0),
      flowRemaining: f === null || f === undefined ? null : Number(f),
    };
  }
}
