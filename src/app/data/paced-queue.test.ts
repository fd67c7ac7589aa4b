import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { MinuteWindowNow } from './minute-eta';
import { PacedQueue, retryWaitOf } from './paced-queue';

/** A fake server window: each answered request spends one request of the minute, which rolls over. */
class FakeWindow {
  limit = 60;
  used = 0;
  resetAt = 60_000;
  sent: number[] = [];
  now(): MinuteWindowNow {
    const t = Date.now();
    if (t >= this.resetAt) {
      this.used = 0;
      this.resetAt = Math.floor(t / 60_000) * 60_000 + 60_000;
    }
    return { limit: this.limit, left: this.limit - this.used, resetAt: this.resetAt };
  }
  /** A request answered after `ms`, which then counts against the window (as its headers would say). */
  request(ms = 200): Promise<string> {
    this.sent.push(Date.now());
    return new Promise((resolve) =>
      setTimeout(() => {
        this.now();
        this.used++;
        resolve('ok');
      }, ms),
    );
  }
}

function rateLimited(retryAfterMs: number | null): ApiError {
  return new ApiError({ status: 429, code: 'budget_wait_too_long', message: 'wait', retryAfterMs });
}

describe('PacedQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('sends a few at a time and no more than the window keeps above its reserve, the rest after it rolls over', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), reserve: 15, concurrency: 3, now: () => Date.now() });
    const done: number[] = [];
    const all = Array.from({ length: 60 }, (_, i) =>
      q.run(`c${i}`, () => w.request()).then(() => done.push(Date.now())),
    );
    // Never more than three on their way at once.
    expect(w.sent.length).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    // 60 − 15 kept for the page: 45 in the first minute.
    expect(done.length).toBe(45);
    expect(w.sent.filter((t) => t < 60_000).length).toBe(45);
    await vi.advanceTimersByTimeAsync(40_000);
    await Promise.all(all);
    expect(done.length).toBe(60);
    expect(w.sent.filter((t) => t >= 60_000).length).toBe(15);
  });

  it('tells a subscriber of its states each step a request takes, so a component re-renders on each', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), concurrency: 1, now: () => Date.now() });
    const steps: (string | undefined)[] = [];
    q.states.subscribe((s) => steps.push(s.byId.get('b')));
    const both = Promise.all([q.run('a', () => w.request()), q.run('b', () => w.request())]);
    await vi.advanceTimersByTimeAsync(1_000);
    await both;
    expect(steps.filter((s, i) => s !== steps[i - 1])).toEqual(['queued', 'sending', 'answered']);
  });

  it('waits out a 429 for its Retry-After, holding every request, and asks the refused one again', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), concurrency: 1, now: () => Date.now() });
    let refusals = 1;
    const sent: { id: string; at: number }[] = [];
    const task = (id: string) => (): Promise<string> => {
      sent.push({ id, at: Date.now() });
      if (id === 'a' && refusals-- > 0) return Promise.reject(rateLimited(7_000));
      return w.request(100);
    };
    const a = q.run('a', task('a'));
    const b = q.run('b', task('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(q.stateOf('a')).toBe('retry-wait');
    expect(q.stateOf('b')).toBe('queued');
    await vi.advanceTimersByTimeAsync(6_900);
    // Nothing goes while the Retry-After runs, not even another request.
    expect(sent.map((s) => s.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(500);
    await expect(a).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(200);
    await expect(b).resolves.toBe('ok');
    expect(sent.map((s) => s.id)).toEqual(['a', 'a', 'b']);
    expect(sent[1]!.at).toBeGreaterThanOrEqual(7_000);
    expect(q.stateOf('a')).toBe('answered');
  });

  it('counts a request answered only once it has an answer: refused, waiting and sending are not', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), concurrency: 2, now: () => Date.now() });
    let refused = false;
    const ids = ['a', 'b', 'c', 'd'];
    const runs = ids.map((id) =>
      q.run(id, () => {
        if (id === 'b' && !refused) {
          refused = true;
          return Promise.reject(rateLimited(2_000));
        }
        return w.request(500);
      }),
    );
    const answered = (): number => ids.filter((id) => q.stateOf(id) === 'answered').length;
    await vi.advanceTimersByTimeAsync(0);
    expect(ids.map((id) => q.stateOf(id))).toEqual(['sending', 'retry-wait', 'queued', 'queued']);
    expect(answered()).toBe(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(answered()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all(runs);
    expect(answered()).toBe(4);
  });

  it('after a Retry-After, probes one at a time while the last reading of the window is the refusal\'s "0 left"', async () => {
    // The refusal said 0 left and carried no reset; nothing newer is read (no other request of the page is
    // due). Waiting for a better reading would wait for good: once the Retry-After is over, one goes at a time.
    let window: MinuteWindowNow = { limit: 60, left: 60, resetAt: null, readAt: 0 };
    const q = new PacedQueue({ window: () => window, concurrency: 3, now: () => Date.now() });
    let refusals = 1;
    let inFlight = 0;
    let mostInFlight = 0;
    const task = (): Promise<string> => {
      if (refusals-- > 0) {
        window = { limit: 60, left: 0, resetAt: null, readAt: Date.now() };
        return Promise.reject(rateLimited(3_000));
      }
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise((resolve) =>
        setTimeout(() => {
          inFlight--;
          resolve('ok');
        }, 100),
      );
    };
    const runs = ['a', 'b', 'c', 'd', 'e'].map((id) => q.run(id, task));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(['a', 'b', 'c', 'd', 'e'].filter((id) => q.stateOf(id) === 'answered').length).toBeLessThan(5);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(Promise.all(runs)).resolves.toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    // Before the refusal two went out together; after it, one at a time.
    expect(mostInFlight).toBeLessThanOrEqual(2);
  });

  it('fails a request a retry cannot help, and says so', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), now: () => Date.now() });
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'no such contract' });
    const r = q.run('x', () => Promise.reject(missing));
    await expect(r).rejects.toBe(missing);
    expect(q.stateOf('x')).toBe('failed');
  });

  it('drops a queued request that is no longer wanted', async () => {
    const w = new FakeWindow();
    const q = new PacedQueue({ window: () => w.now(), concurrency: 1, now: () => Date.now() });
    const first = q.run('a', () => w.request(1_000));
    const ctl = new AbortController();
    const second = q.run('b', () => w.request(), ctl.signal);
    ctl.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(2_000);
    await first;
    expect(w.sent.length).toBe(1);
    expect(q.stateOf('b')).toBeUndefined();
  });

  it('estimates the time left from the window: the rest of this minute, then the next', () => {
    const w = new FakeWindow();
    w.used = 40;
    vi.setSystemTime(20_000);
    const q = new PacedQueue({ window: () => w.now(), reserve: 15, concurrency: 3, now: () => Date.now() });
    // 5 go now (20 left − 15 kept), 30 more wait for the window at 60 s: about 40 s.
    const eta = q.etaMs(35);
    expect(eta).toBeGreaterThanOrEqual(40_000);
    expect(eta).toBeLessThan(50_000);
    // Within what the window has left: a few answers' time.
    expect(q.etaMs(3)).toBeLessThan(5_000);
  });
});

describe('retryWaitOf', () => {
  it('waits the Retry-After of a 429, and never for a budget that resets at midnight or a 404', () => {
    expect(retryWaitOf(rateLimited(12_000))).toBe(12_000);
    expect(
      retryWaitOf(new ApiError({ status: 429, code: 'flow_row_budget_exhausted', message: '', retryAfterMs: 9 })),
    ).toBeNull();
    expect(retryWaitOf(new ApiError({ status: 404, code: 'not_found', message: '' }))).toBeNull();
    expect(retryWaitOf(new Error('x'))).toBeNull();
  });
});
