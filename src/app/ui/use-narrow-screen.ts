/** Whether the window is phone-narrow (Tailwind's `sm` breakpoint, 640 px): wide tables drop to their compact form. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 639px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

const narrowNow = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
