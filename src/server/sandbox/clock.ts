/**
 * The market clock of the sandbox (SandboxClock of handler.ts). Rate limits and budgets never use it.
 *  - `replay` (default): always inside a session, so a demo at any hour streams: the session is
 *    calendar.currentSession(real now), market time = its open + (real time since 00:00 ET modulo the
 *    session's length);
 *  - `real`: the real clock with US Eastern hours (closed at night, weekends and holidays);
 *  - an ISO instant: starts there and runs at 1x;
 *  - `frozen:<ISO>`: stands still (determinism tests).
 */
import { currentSession, easternToEpochMs, sessionHours, toEastern } from '../../api/calendar';
import type { SandboxClock } from './handler';

export type ClockSpec =
  | { readonly mode: 'replay' }
  | { readonly mode: 'real' }
  | { readonly mode: 'iso'; readonly startMs: number }
  | { readonly mode: 'frozen'; readonly atMs: number };

export function parseClockSpec(text: string | undefined): ClockSpec {
  const s = (text ?? '').trim();
  if (s === '' || s === 'replay') return { mode: 'replay' };
  if (s === 'real') return { mode: 'real' };
  if (s.startsWith('frozen:')) {
    const at = Date.parse(s.slice('frozen:'.length));
    if (Number.isNaN(at)) throw new Error(`invalid frozen clock time: ${s}`);
    return { mode: 'frozen', atMs: at };
  }
  const start = Date.parse(s);
  if (Number.isNaN(start)) throw new Error(`invalid clock: ${s} (replay, real, an ISO time or frozen:<ISO>)`);
  return { mode: 'iso', startMs: start };
}

/** Market time of the replay clock at a real instant. */
export function replayTime(realMs: number): number {
  const hours = sessionHours(currentSession(realMs));
  const midnight = easternToEpochMs(toEastern(realMs).day, 0);
  const length = hours.closeMs - hours.openMs;
  const offset = (((realMs - midnight) % length) + length) % length;
  return hours.openMs + offset;
}

export class MarketClock implements SandboxClock {
  private spec: ClockSpec;
  private setAtReal: number;

  constructor(
    spec: string | ClockSpec | undefined,
    private readonly realNow: () => number = Date.now,
  ) {
    this.spec = typeof spec === 'object' ? spec : parseClockSpec(spec);
    this.setAtReal = realNow();
  }

  get mode(): ClockSpec['mode'] {
    return this.spec.mode;
  }

  /** Change the clock (admin route); an ISO clock starts running from now. */
  set(spec: string | ClockSpec): void {
    this.spec = typeof spec === 'object' ? spec : parseClockSpec(spec);
    this.setAtReal = this.realNow();
  }

  now(): number {
    const real = this.realNow();
    switch (this.spec.mode) {
      case 'replay':
        return replayTime(real);
      case 'real':
        return real;
      case 'iso':
        return this.spec.startMs + (real - this.setAtReal);
      case 'frozen':
        return this.spec.atMs;
    }
  }

  currentSession(): string {
    return currentSession(this.now());
  }

  describe(): { mode: ClockSpec['mode']; now: string; session: string } {
    const now = this.now();
    return { mode: this.spec.mode, now: new Date(now).toISOString(), session: currentSession(now) };
  }
}
