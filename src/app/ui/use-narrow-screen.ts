/** Whether the window is phone-narrow (Tailwind's `sm` breakpoint, 640 px): wide tables drop to their compact form. */
import { create } from 'zustand';

const QUERY = '(max-width: 639px)';

// One listener for the tab, whichever tables are mounted: the width is state every table shares.
const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null;
const useViewport = create<{ narrow: boolean }>(() => ({ narrow: media?.matches ?? false }));
media?.addEventListener('change', (e) => useViewport.setState({ narrow: e.matches }));

export function useNarrowScreen(): boolean {
  return useViewport((s) => s.narrow);
}
