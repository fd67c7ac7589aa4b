/**
 * A short tone through WebAudio, for alerts the trader asked to hear. Browsers let a page make sound
 * only after a user gesture (autoplay policy): before the first click or key the AudioContext stays
 * 'suspended' and a tone would be lost without a word. So a tone that cannot play is counted as
 * unheard, the page says sound is blocked until a click (`useSoundGate`), and the first gesture resumes
 * the context.
 */
import { create } from 'zustand';

interface SoundGate {
  /** Tones asked for while the browser blocked sound (0 once it plays again). */
  unheard: number;
  /** The page has had a user gesture, so the browser lets it make sound. */
  activated: boolean;
}

function hasBeenActive(): boolean {
  // Where the browser does not say, assume activation: nothing is claimed blocked without reason.
  return typeof navigator === 'undefined' || (navigator.userActivation?.hasBeenActive ?? true);
}

export const useSoundGate = create<SoundGate>(() => ({ unheard: 0, activated: hasBeenActive() }));

/** How long a suspended context gets to resume before the tone counts as blocked. */
const RESUME_WAIT_MS = 300;
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;
let ctx: AudioContext | null = null;

function onGesture(): void {
  // A context that exists says when it runs (statechange); with none yet, the next tone will play.
  if (ctx) void ctx.resume();
  useSoundGate.setState(ctx ? { activated: true } : { activated: true, unheard: 0 });
  for (const g of GESTURES) window.removeEventListener(g, onGesture, true);
}

if (typeof window !== 'undefined' && !useSoundGate.getState().activated)
  for (const g of GESTURES) window.addEventListener(g, onGesture, true);

function context(): AudioContext {
  if (ctx) return ctx;
  const c = new AudioContext();
  c.addEventListener('statechange', () => {
    if (c.state === 'running') useSoundGate.setState({ unheard: 0, activated: true });
  });
  ctx = c;
  return c;
}

function play(c: AudioContext, frequency: number, ms: number): void {
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, c.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, c.currentTime + ms / 1000);
  osc.connect(gain).connect(c.destination);
  osc.start();
  osc.stop(c.currentTime + ms / 1000);
}

function blocked(): void {
  useSoundGate.setState((s) => ({ unheard: s.unheard + 1 }));
}

export function beep(frequency = 880, ms = 160): void {
  if (typeof AudioContext === 'undefined') return;
  // Before any gesture the context cannot start: count the tone now rather than wait for a refusal.
  if (!useSoundGate.getState().activated && !hasBeenActive()) return blocked();
  const c = context();
  if (c.state === 'running') return play(c, frequency, ms);
  const resumed = c.resume().then(
    () => true,
    () => false,
  );
  const waited = new Promise<boolean>((r) => setTimeout(() => r(false), RESUME_WAIT_MS));
  void Promise.race([resumed, waited]).then((ok) => (ok && c.state === 'running' ? play(c, frequency, ms) : blocked()));
}
