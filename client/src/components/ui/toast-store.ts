import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default is 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /**
   * Milliseconds during which no other toast replaces this one: a notice announcing what happens
   * next (a redirect) outranks the failures that follow from the same cause. Dismissing it ends
   * the hold.
   */
  holdMs?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
}

type Listener = () => void;

let nextId = 1;
/** Only one toast is shown at a time: a new one replaces the current one, unless it is held. */
let current: readonly ToastEntry[] = [];
let held: { id: number; until: number } | undefined;
const listeners = new Set<Listener>();

function emit(next: readonly ToastEntry[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, query callbacks); returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const now = Date.now();
  if (held && now < held.until) return id;
  held = options.holdMs ? { id, until: now + options.holdMs } : undefined;
  emit([{ ...options, id }]);
  return id;
}

/** Removes the given toast, or whichever is showing. */
export function dismissToast(id?: number): void {
  if (held && (id === undefined || id === held.id)) held = undefined;
  emit(id === undefined ? [] : current.filter((entry) => entry.id !== id));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): readonly ToastEntry[] => current;

export function useToast(): {
  toasts: readonly ToastEntry[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}

/**
 * Where toasts appear. `bottom`: above the bottom bar on a phone, bottom right from tablet width.
 * `top-on-small-screens`: at the top below the `lg` width, where a screen stacks its panes and its
 * form's buttons sit at the bottom; bottom right from `lg` up.
 */
export type ToastPlacement = 'bottom' | 'top-on-small-screens';
let placement: ToastPlacement = 'bottom';

function place(next: ToastPlacement): void {
  placement = next;
  for (const listener of listeners) listener();
}

/** While the calling screen is shown, toasts appear where `next` says. */
export function useToastPlacement(next: ToastPlacement): void {
  useEffect(() => {
    place(next);
    return () => place('bottom');
  }, [next]);
}

const getPlacement = (): ToastPlacement => placement;

/** Where toasts appear now (for the viewport). */
export function useCurrentToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribe, getPlacement, getPlacement);
}
