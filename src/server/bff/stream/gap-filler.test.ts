// The gap filler on its own, against a scripted tape: what a closed filler still says and no longer does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GapFiller } from './gap-filler';
import { LATE_ENRICHMENT_MARGIN_MS, type TapeGet } from './tape-backfill';

const T = Date.parse('2026-11-20T14:50:00Z');

/** A tape whose answers wait until the test releases them; counts the requests. */
function heldTape(): { get: TapeGet; asked: () => number; release: () => void } {
  let asked = 0;
  const waiting: (() => void)[] = [];
  const get: TapeGet = () => {
    asked++;
    return new Promise((resolve) =>
      waiting.push(() => resolve({ status: 200, body: { data: [], as_of: new Date(T).toISOString() } })),
    );
  };
  return { get, asked: () => asked, release: () => waiting.splice(0).forEach((r) => r()) };
}

describe('GapFiller', () => {
  afterEach(() => vi.useRealTimers());

  it('still names the start of an unread gap once closed, and reads no further', async () => {
    vi.useFakeTimers();
    const tape = heldTape();
    const gaps = new GapFiller({ get: tape.get, deliver: () => undefined, maxPassIntervalMs: 1 });
    gaps.open(T + 10_000);
    gaps.fill(['NVDA'], '2026-11-20', T + 80_000); // a pass starts and waits on the tape
    expect(tape.asked()).toBe(1);

    // The instance shuts down mid-pass: the next holder must still learn where its rows end.
    gaps.close();
    expect(gaps.from).toBe(T + 10_000 - LATE_ENRICHMENT_MARGIN_MS);
    tape.release();
    await vi.runAllTimersAsync(); // an open filler would pass again here
    gaps.fill(['NVDA'], '2026-11-20', T + 90_000);
    expect(tape.asked()).toBe(1);
  });
});
