// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An AudioContext that starts in `state` and resumes only when `allow()` is called (a gesture). */
function fakeAudio(state: AudioContextState) {
  const made: FakeContext[] = [];
  let release: (() => void) | null = null;
  class FakeContext extends EventTarget {
    state = state;
    currentTime = 0;
    destination = {};
    tones = 0;
    constructor() {
      super();
      made.push(this);
    }
    resume(): Promise<void> {
      return new Promise((r) => {
        release = () => {
          this.state = 'running';
          this.dispatchEvent(new Event('statechange'));
          r();
        };
      });
    }
    createOscillator() {
      this.tones += 1;
      return { frequency: {}, connect: (n: unknown) => n, start() {}, stop() {} };
    }
    createGain() {
      return {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (n: unknown) => n,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return { made, allow: () => release?.() };
}

async function load(activated: boolean) {
  vi.resetModules();
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: activated }, configurable: true });
  return import('./beep');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a tone the browser blocks', () => {
  it('before any gesture, counts the tone as unheard, and the first click lets sound play', async () => {
    fakeAudio('suspended');
    const { beep, useSoundGate } = await load(false);
    beep();
    beep();
    expect(useSoundGate.getState()).toMatchObject({ unheard: 2, activated: false });
    window.dispatchEvent(new Event('pointerdown'));
    expect(useSoundGate.getState()).toMatchObject({ unheard: 0, activated: true });
  });

  it('a context that stays suspended after a gesture counts as blocked, and clears once it runs', async () => {
    const audio = fakeAudio('suspended');
    const { beep, useSoundGate } = await load(true);
    beep();
    await vi.advanceTimersByTimeAsync(400);
    expect(useSoundGate.getState().unheard).toBe(1);
    expect(audio.made[0]!.tones).toBe(0);
    audio.allow();
    await vi.advanceTimersByTimeAsync(0);
    expect(useSoundGate.getState().unheard).toBe(0);
  });

  it('plays at once when the context runs', async () => {
    const audio = fakeAudio('running');
    const { beep, useSoundGate } = await load(true);
    beep();
    expect(audio.made[0]!.tones).toBe(1);
    expect(useSoundGate.getState().unheard).toBe(0);
  });
});
