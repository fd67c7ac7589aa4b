/** A short tone through WebAudio, for alerts the trader asked to hear. Browsers allow it after a user gesture. */
let ctx: AudioContext | null = null;

export function beep(frequency = 880, ms = 160): void {
  if (typeof AudioContext === 'undefined') return;
  ctx ??= new AudioContext();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + ms / 1000);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + ms / 1000);
}
