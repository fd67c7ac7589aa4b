/**
 * Short messages in the corner stack (rollbacks, failures, alerts) that fade by themselves. An alert's
 * toast has a key: a later arrival of the same burst updates it in place (and keeps it up longer)
 * instead of stacking another; one the trader dismissed stays dismissed.
 */
import { create } from 'zustand';
import { RecentMap } from '../data/recent-map';

export type ToastKind = 'info' | 'error' | 'success';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
  /** Names the toast for updates (an alert burst); unset for a one-off message. */
  readonly key?: string;
  /** Lines shown on request under the text (the trades of a group). */
  readonly detail?: readonly string[];
  /** A page that tells more ("/flow"). */
  readonly link?: { readonly to: string; readonly text: string };
  /** Raised by the market (abnormal trades, flow alerts): the status bar's mute silences it. */
  readonly muteable?: boolean;
}

export type ToastInput = Omit<Toast, 'id'>;

interface ToastState {
  toasts: readonly Toast[];
  dismiss: (id: number) => void;
}

/** The stack holds at most this many: a corner, not a column over the page. */
const MAX_SHOWN = 4;
let nextId = 1;
// Fade timers are handles, not state a component reads: one per toast shown (at most MAX_SHOWN), each
// dropped with its toast.
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** Alert bursts the trader dismissed; a burst's key is not reused, so the oldest can be forgotten. */
const dismissedKeys = new RecentMap<string, true>(200);

function remove(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

function expireIn(id: number, ms: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => remove(id), ms),
  );
}

export const useToasts = create<ToastState>(() => ({
  toasts: [],
  dismiss: (id) => {
    const key = useToasts.getState().toasts.find((t) => t.id === id)?.key;
    if (key !== undefined) {
      dismissedKeys.set(key, true);
    }
    remove(id);
  },
}));

/** Show a toast, or update the one with the same key in place; it fades `ms` after its last update. */
export function showToast(input: ToastInput, ms = 6000): void {
  if (input.key !== undefined && dismissedKeys.has(input.key)) return;
  const current = input.key === undefined ? undefined : useToasts.getState().toasts.find((t) => t.key === input.key);
  if (current) {
    useToasts.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === current.id ? { ...input, id: t.id } : t)) }));
    expireIn(current.id, ms);
    return;
  }
  const id = nextId++;
  const kept = useToasts.getState().toasts.slice(-(MAX_SHOWN - 1));
  for (const t of useToasts.getState().toasts)
    if (!kept.includes(t)) {
      clearTimeout(timers.get(t.id));
      timers.delete(t.id);
    }
  useToasts.setState({ toasts: [...kept, { ...input, id }] });
  expireIn(id, ms);
}

export function toast(kind: ToastKind, text: string, ms = 6000): void {
  showToast({ kind, text }, ms);
}

/** Take away the toasts the mute silences (when the trader mutes). */
export function clearMuteableToasts(): void {
  for (const t of useToasts.getState().toasts) if (t.muteable) remove(t.id);
}
