/** Short messages that appear in a corner (rollbacks, failures) and fade by themselves. */
import { create } from 'zustand';

export type ToastKind = 'info' | 'error' | 'success';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

interface ToastState {
  toasts: readonly Toast[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function toast(kind: ToastKind, text: string, ms = 6000): void {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts.slice(-4), { id, kind, text }] }));
  setTimeout(() => useToasts.getState().dismiss(id), ms);
}
