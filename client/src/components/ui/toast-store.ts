import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default is 5000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: number;
}

type Listener = () => void;

let nextId = 1;
/** Only one toast is shown at a time: a new one replaces the current one. */
let current: readonly ToastEntry[] = [];
const listeners = new Set<Listener>();

function emit(next: readonly ToastEntry[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, query callbacks); returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  emit([{ ...options, id }]);
  return id;
}

/** Removes the given toast, or whichever is showing. */
export function dismissToast(id?: number): void {
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
