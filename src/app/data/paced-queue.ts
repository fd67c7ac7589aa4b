/**
 * A queue for background requests asked for in bulk (the OI receipts' contract histories): a few at a
 * time, only while the minute's window keeps its reserve for the page the user opens next, the rest
 * when the window rolls over. A 429 is waited out for its Retry-After (the whole queue waits: the
 * window is spent for everyone) and the request asked again; it is never counted as answered.
 *
 * Why not React Query's retry or p-queue: both pace by their own clock (a fixed delay, a fixed
 * interval), while the budget is the server's window, read from its headers, and its Retry-After.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError } from './api-error';
import { MINUTE_RESERVE } from './budget-store';
import { headerWindow, minuteEtaMs, type MinuteWindowNow } from './minute-eta';

export type PacedState = 'queued' | 'sending' | 'retry-wait' | 'answered' | 'failed';

/** What became of each request, by id: a zustand store, so components re-render when one moves on. */
export interface PacedStates {
  readonly byId: ReadonlyMap<string, PacedState>;
}

export interface PacedQueueOptions {
  /** The minute's window as the last answers told it. */
  readonly window: () => MinuteWindowNow;
  readonly reserve?: number;
  readonly concurrency?: number;
  readonly now?: () => number;
  /** Times a request refused with 429 is asked again before it counts as failed. */
  readonly maxRetries?: number;
}

interface Job {
  readonly id: string;
  readonly task: () => Promise<unknown>;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: unknown) => void;
  attempts: number;
  abandoned: boolean;
  /** Not asked again before this (a Retry-After), epoch ms. */
  notBefore: number;
}

/** Wait after a 429 that names no Retry-After, or after a lost connection or a 5xx. */
const FALLBACK_WAIT_MS = 5_000;
/** The first guess of one answer's time, before any was measured. */
const FIRST_LATENCY_MS = 800;

/** How long to wait before asking again, or null when asking again cannot help. */
export function retryWaitOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  if (error.status === 429) {
    // A spent row budget resets at midnight UTC: waiting it out in a queue is not a retry.
    if (error.code === 'flow_row_budget_exhausted' || error.code === 'day_budget_exhausted') return null;
    return Math.max(250, error.retryAfterMs ?? FALLBACK_WAIT_MS);
  }
  if (error.status === 0 || error.status >= 500) return Math.max(250, error.retryAfterMs ?? FALLBACK_WAIT_MS);
  return null;
}

function abortError(): DOMException {
  return new DOMException('The request was no longer wanted', 'AbortError');
}

export class PacedQueue {
  readonly #options: PacedQueueOptions;
  readonly #now: () => number;
  readonly #reserve: number;
  readonly #concurrency: number;
  readonly #maxRetries: number;
  readonly #queue: Job[] = [];
  /** Read with zustand's `useStore(queue.states)`. */
  readonly states: StoreApi<PacedStates> = createStore<PacedStates>(() => ({ byId: new Map() }));
  #running = 0;
  #blockedUntil = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #latencyMs = FIRST_LATENCY_MS;

  constructor(opts: PacedQueueOptions) {
    this.#options = opts;
    this.#now = opts.now ?? Date.now;
    this.#reserve = opts.reserve ?? MINUTE_RESERVE;
    this.#concurrency = opts.concurrency ?? 3;
    this.#maxRetries = opts.maxRetries ?? 8;
  }

  /** Run `task` when the budget allows; `id` names it in `stateOf` (one id, one request at a time). */
  run<T>(id: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        id,
        task,
        resolve: resolve as (v: unknown) => void,
        reject,
        attempts: 0,
        abandoned: false,
        notBefore: 0,
      };
      signal?.addEventListener('abort', () => this.#abandon(job), { once: true });
      this.#queue.push(job);
      this.#set(id, 'queued');
      this.#pump();
    });
  }

  /** What became of the request named `id`; undefined when it was never asked here. */
  stateOf(id: string): PacedState | undefined {
    return this.states.getState().byId.get(id);
  }

  /** Until when a 429 holds the queue, epoch ms (0: not held). */
  get blockedUntil(): number {
    return this.#blockedUntil;
  }

  /** How long `requests` still to answer will take at the minute's rate. */
  etaMs(requests: number): number {
    return minuteEtaMs({
      requests,
      window: this.#options.window(),
      reserve: this.#reserve,
      concurrency: this.#concurrency,
      latencyMs: this.#latencyMs,
      now: this.#now(),
      blockedUntil: this.#blockedUntil,
    });
  }

  #set(id: string, state: PacedState): void {
    this.states.setState((s) => ({ byId: new Map(s.byId).set(id, state) }));
  }

  #forget(id: string): void {
    this.states.setState((s) => {
      const byId = new Map(s.byId);
      byId.delete(id);
      return { byId };
    });
  }

  #abandon(job: Job): void {
    if (job.abandoned) return;
    job.abandoned = true;
    const i = this.#queue.indexOf(job);
    if (i >= 0) {
      this.#queue.splice(i, 1);
      this.#forget(job.id);
      job.reject(abortError());
    }
  }

  /** Requests the window lets go now, above the reserve, less those already on their way. */
  #allowance(t: number): number {
    if (t < this.#blockedUntil) return 0;
    const w = this.#options.window();
    // Unknown budget: one request at a time until an answer tells it. So too once a Retry-After is over
    // while the window was last read before its end (the refusal's own "0 left"): nothing newer says
    // the window is still spent, and waiting for a reading that only an answer can bring would wait forever.
    const outOfDate = this.#blockedUntil > 0 && (w.readAt ?? 0) <= this.#blockedUntil;
    if (w.left === null || (outOfDate && w.left <= this.#reserve)) return this.#running === 0 ? 1 : 0;
    return w.left - this.#reserve - this.#running;
  }

  #pump(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const t = this.#now();
    const allowance = this.#allowance(t);
    let free = Math.min(this.#concurrency - this.#running, allowance);
    for (let i = 0; free > 0 && i < this.#queue.length;) {
      const job = this.#queue[i]!;
      if (job.notBefore > t) {
        i++;
        continue;
      }
      this.#queue.splice(i, 1);
      this.#start(job);
      free--;
    }
    if (this.#queue.length === 0 || this.#running >= this.#concurrency) return;
    // Out of budget or waiting out a Retry-After: look again when the window opens or the wait ends.
    const w = this.#options.window();
    const windowOpens =
      t < this.#blockedUntil
        ? this.#blockedUntil
        : allowance > 0
          ? t
          : w.resetAt !== null && w.resetAt > t
            ? w.resetAt + 250
            : t + FALLBACK_WAIT_MS;
    const firstDue = Math.min(...this.#queue.map((j) => j.notBefore));
    const at = Math.max(windowOpens, firstDue);
    this.#timer = setTimeout(() => this.#pump(), Math.max(50, at - t));
  }

  #start(job: Job): void {
    this.#running++;
    job.attempts++;
    this.#set(job.id, 'sending');
    const sentAt = this.#now();
    job.task().then(
      (value) => {
        this.#latencyMs = (this.#latencyMs + (this.#now() - sentAt)) / 2;
        this.#finish();
        if (job.abandoned) return;
        this.#set(job.id, 'answered');
        job.resolve(value);
      },
      (error: unknown) => {
        const wait = job.abandoned ? null : retryWaitOf(error);
        const retry = wait !== null && job.attempts <= this.#maxRetries;
        // A 429 holds every request (the window is spent), decided before the freed slot is used.
        if (retry && isApiError(error) && error.status === 429)
          this.#blockedUntil = Math.max(this.#blockedUntil, this.#now() + wait);
        if (retry) {
          // First in line again, once the wait is over.
          job.notBefore = this.#now() + wait;
          this.#queue.unshift(job);
          this.#set(job.id, 'retry-wait');
          this.#finish();
          return;
        }
        this.#finish();
        if (job.abandoned) this.#forget(job.id);
        else this.#set(job.id, 'failed');
        job.reject(error);
      },
    );
  }

  #finish(): void {
    this.#running--;
    this.#pump();
  }
}

/** The one queue of the tab's bulk reads (receipts of every panel): they share the minute with the rest of the page. */
export const bulkReadQueue = new PacedQueue({ window: () => headerWindow() });
