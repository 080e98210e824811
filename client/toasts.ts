/**
 * The one way any island raises a toast. The Toaster island subscribes; toasts raised before it
 * is hydrated wait in a queue, so none is lost.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };

type Listener = (toast: ToastInput) => void;

const pending: ToastInput[] = [];
let listener: Listener | null = null;

export function showToast(toast: ToastInput): void {
  if (listener) listener(toast);
  else pending.push(toast);
}

/** Called once by the Toaster island; returns an unsubscribe function. */
export function onToast(next: Listener): () => void {
  listener = next;
  pending.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}
