/**
 * The status bar's mute: while on, abnormal trades and flow alerts raise no toast, tone or desktop
 * notification (they are still counted and listed). A price or IV-rank alert the trader set fires once
 * and still comes through. Persisted per browser.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { clearMuteableToasts } from './toast-store';

interface AlertMute {
  muted: boolean;
  toggle: () => void;
}

export const useAlertMute = create<AlertMute>()(
  persist(
    (set, get) => ({
      muted: false,
      toggle: () => {
        const muted = !get().muted;
        if (muted) clearMuteableToasts();
        set({ muted });
      },
    }),
    { name: 'oa-alert-mute', version: 1, partialize: (s) => ({ muted: s.muted }) },
  ),
);
