import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GO_TARGETS, isTyping } from './shortcuts';
import { useTheme } from './theme-store';

export function useHotkeys(openPalette: () => void, openHelp: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    let pendingG = 0;
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        openPalette();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.key === '/') {
        e.preventDefault();
        openPalette();
      } else if (e.key === '?') {
        e.preventDefault();
        openHelp();
      } else if (e.key === 't') {
        useTheme.getState().toggle();
      } else if (e.key === 'g') {
        pendingG = Date.now();
      } else if (Date.now() - pendingG < 1500 && GO_TARGETS[e.key]) {
        pendingG = 0;
        void navigate(GO_TARGETS[e.key]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, openPalette, openHelp]);
}
