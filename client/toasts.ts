/**
 * The one way any island raises a toast. The Toaster island subscribes; toasts raised before it
 * is hydrated wait in a queue, so none is lost.
 */
import { hasSessionItem } from './session-storage';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };

type Listener = (toast: ToastInput) => void;

const pending: ToastInput[] = [];
let listener: Listener | null = null;
let firstRaised: (() => void) | null = null;

export function showToast(toast: ToastInput): void {
  if (listener) return listener(toast);
  pending.push(toast);
  const wake = firstRaised;
  firstRaised = null;
  wake?.();
}

/** Runs `wake` once, when the first toast waits for the Toaster (at once if one already does or was carried here). */
export function whenToastRaised(wake: () => void): void {
  if (pending.length > 0 || hasSessionItem(carryKey)) wake();
  else firstRaised = wake;
}

/** Called once by the Toaster island; returns an unsubscribe function. */
export function onToast(next: Listener): () => void {
  listener = next;
  const carried = takeCarriedToast();
  if (carried) pending.unshift(carried);
  pending.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}

const carryKey = 'toast:carry';

/**
 * Raises a toast on the next page: for links that navigate away (a full page load would lose a
 * toast shown here). The next page's Toaster shows it once, then it is gone.
 */
export function carryToast(toast: ToastInput): void {
  try {
    sessionStorage.setItem(carryKey, JSON.stringify(toast));
  } catch {
    // No storage (private mode, blocked): the link still navigates, without the toast.
  }
}

/** The toast carried from the previous page, if any (read once). */
export function takeCarriedToast(): ToastInput | null {
  try {
    const stored = sessionStorage.getItem(carryKey);
    if (!stored) return null;
    sessionStorage.removeItem(carryKey);
    return JSON.parse(stored) as ToastInput;
  } catch {
    return null;
  }
}
