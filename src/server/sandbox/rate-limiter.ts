/**
 * Request limits of Document B: a fixed wall-clock-minute window and a UTC-day counter per identity
 * (a key, or `ip:<address>` for callers without a valid key). The counter is incremented before the
 * test, so a request answered 429 has consumed a slot on both counters.
 */
import { minuteStart, nextUtcMidnight, utcDay } from '../../api/time-windows';
import { secondsUntil, type SandboxLimits, type Tier } from './limits';

export interface RateHeaders {
  readonly limit: number;
  readonly remaining: number;
  /** Unix second at which the minute window rolls. */
  readonly reset: number;
}

export interface RateDecision {
  /** Which counter refused the request, or null when it may proceed. */
  readonly exceeded: 'minute' | 'day' | null;
  readonly headers: RateHeaders;
  /** Seconds until the refusing counter rolls (≥ 1); 0 when not exceeded. */
  readonly retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

interface DayCount {
  day: string;
  count: number;
}

export interface IdentityUsage {
  readonly minute: number;
  readonly day: number;
}

export class RateLimiter {
  private readonly minutes = new Map<string, Window>();
  private readonly days = new Map<string, DayCount>();

  constructor(
    private readonly limits: SandboxLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one request of `identity` and decide. */
  hit(identity: string, tier: Tier): RateDecision {
    const nowMs = this.now();
    const start = minuteStart(nowMs);
    const w = this.minutes.get(identity);
    const win = w && w.start === start ? w : { start, count: 0 };
    win.count += 1;
    this.minutes.set(identity, win);

    const day = utcDay(nowMs);
    const d = this.days.get(identity);
    const dc = d && d.day === day ? d : { day, count: 0 };
    dc.count += 1;
    this.days.set(identity, dc);

    const perMinute = this.limits.perMinute[tier];
    const headers: RateHeaders = {
      limit: perMinute,
      remaining: Math.max(0, perMinute - win.count),
      reset: (start + 60_000) / 1000,
    };
    if (win.count > perMinute) return { exceeded: 'minute', headers, retryAfter: secondsUntil(nowMs, start + 60_000) };
    if (dc.count > this.limits.perDay[tier]) {
      return { exceeded: 'day', headers, retryAfter: secondsUntil(nowMs, nextUtcMidnight(nowMs)) };
    }
    return { exceeded: null, headers, retryAfter: 0 };
  }

  /** Requests counted for an identity in the current minute and UTC day. */
  usage(identity: string): IdentityUsage {
    const nowMs = this.now();
    const w = this.minutes.get(identity);
    const d = this.days.get(identity);
    return {
      minute: w && w.start === minuteStart(nowMs) ? w.count : 0,
      day: d && d.day === utcDay(nowMs) ? d.count : 0,
    };
  }

  reset(): void {
    this.minutes.clear();
    this.days.clear();
  }
}
