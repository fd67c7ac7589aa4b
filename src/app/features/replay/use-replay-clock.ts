/**
 * The replay's moving moment. While playing, each animation frame advances the moment by the wall time
 * elapsed × the speed; the URL's `t` follows once a second and at every pause or scrub (replaced, not
 * pushed: the back button leaves the replay, it does not step through it), so a copied link opens at
 * the moment on screen. Playing stops at the close.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sessionHours } from '../../../api/calendar';
import { advance, clampToSession, clockParam, type Speed } from './replay-timeline';

const URL_EVERY_MS = 1000;

export interface ReplayClock {
  readonly atMs: number;
  readonly playing: boolean;
  play(): void;
  pause(): void;
  seek(ms: number): void;
}

/**
 * `opening`: where the session opens (replay-opening.ts), null while it cannot be told yet; the clock
 * moves there once it is known, unless the trader has already played or scrubbed.
 */
export function useReplayClock(session: string, opening: number | null, speed: Speed): ReplayClock {
  const [, setParams] = useSearchParams();
  const [atMs, setAtMs] = useState(() => opening ?? sessionHours(session).openMs);
  // Whether this session's moment has been placed (at its opening, or by the trader).
  const placed = useRef(opening !== null);
  const [playing, setPlaying] = useState(false);
  // The moment as the last frame computed it. A frame's setAtMs may not have rendered yet when Pause is
  // clicked, so the ref (not the rendered state) is what pause writes to the URL.
  const at = useRef(atMs);
  const running = useRef(false);
  const moveTo = useCallback((ms: number) => {
    at.current = ms;
    setAtMs(ms);
  }, []);

  const writeUrl = useCallback(
    (ms: number) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('t', clockParam(ms));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Another session (the picker): start at its opening, or at the open until the opening is known.
  const shownSession = useRef(session);
  useEffect(() => {
    if (shownSession.current === session) return;
    shownSession.current = session;
    setPlaying(false);
    placed.current = opening !== null;
    moveTo(opening ?? sessionHours(session).openMs);
    // Only the session change resets the moment; `opening` follows our own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  // The opening became known (the bars that name the busiest moment answered): go there once.
  useEffect(() => {
    if (placed.current || opening === null) return;
    placed.current = true;
    moveTo(opening);
  }, [opening, moveTo]);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let lastUrl = last;
    running.current = true;
    let frame = requestAnimationFrame(function tick(now) {
      // Pause stops the frames at once, before its state change renders.
      if (!running.current) return;
      const next = advance(session, at.current, now - last, speed);
      last = now;
      moveTo(next);
      if (now - lastUrl >= URL_EVERY_MS) {
        lastUrl = now;
        writeUrl(next);
      }
      if (next >= sessionHours(session).closeMs) {
        setPlaying(false);
        writeUrl(next);
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => {
      running.current = false;
      cancelAnimationFrame(frame);
    };
  }, [playing, session, speed, writeUrl, moveTo]);

  const pause = useCallback(() => {
    placed.current = true;
    running.current = false;
    setPlaying(false);
    writeUrl(at.current);
  }, [writeUrl]);
  const play = useCallback(() => {
    // From the close, play again from the open.
    placed.current = true;
    if (at.current >= sessionHours(session).closeMs) moveTo(sessionHours(session).openMs);
    setPlaying(true);
  }, [session, moveTo]);
  const seek = useCallback(
    (ms: number) => {
      placed.current = true;
      const next = clampToSession(session, ms);
      moveTo(next);
      writeUrl(next);
    },
    [session, writeUrl, moveTo],
  );
  return { atMs, playing, play, pause, seek };
}
