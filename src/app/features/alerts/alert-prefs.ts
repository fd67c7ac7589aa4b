/** How the trader's own alerts reach them (persisted per browser); a fire is worth a sound by default. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DeliveryPrefs } from '../../ui/alert-delivery';

export const useTraderAlertPrefs = create<DeliveryPrefs & { set: (p: Partial<DeliveryPrefs>) => void }>()(
  persist((set) => ({ toast: true, sound: true, desktop: false, set: (p) => set(p) }), {
    name: 'oa-trader-alerts',
    version: 1,
  }),
);
