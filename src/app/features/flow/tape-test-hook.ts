/**
 * `window.__oaTape`: the tape store, its tickers and screen latencies, read by the browser tests and the
 * flow bench. Only a build made with VITE_TEST_HOOKS=1 has it: in the production build the condition is
 * the constant `undefined`, so every body below is dropped and traders' pages sample nothing.
 */
import { tapeStore } from './tape-session';

interface TapeHook {
  store: typeof tapeStore;
  tickers: readonly string[];
  /** Worker receive → the animation frame after the row was applied (ms). */
  screenLatencies: number[];
}

declare global {
  interface Window {
    __oaTape?: TapeHook;
  }
}

function hook(): TapeHook {
  window.__oaTape ??= { store: tapeStore, tickers: [], screenLatencies: [] };
  return window.__oaTape;
}

/** The tickers the tape streams, for the tests to compare with what arrives. */
export function exposeTapeTickers(tickers: readonly string[]): void {
  if (!import.meta.env.VITE_TEST_HOOKS) return;
  hook().tickers = tickers;
}

/** Samples, once per live batch, the time from the worker's receipt to the next frame. */
export function sampleScreenLatency(receivedAt: readonly number[]): void {
  if (!import.meta.env.VITE_TEST_HOOKS) return;
  const first = Math.min(...receivedAt.slice(0, 64));
  requestAnimationFrame(() => {
    const lat = hook().screenLatencies;
    if (lat.length >= 20_000) lat.splice(0, 10_000);
    lat.push(Date.now() - first);
  });
}
