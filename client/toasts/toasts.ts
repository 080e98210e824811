/**
 * The one way anything raises a toast. Toasts are drawn with plain DOM into the server's empty
 * region (src/components/ToastRegion.tsx), so none waits for React
 * (docs/decisions/0022-first-tap-without-react.md): at most `limit` at once, each closing after
 * its duration, dismissed by its button, by Escape or by a swipe to the right; F8 focuses the region.
 */
import { ui } from '../../src/business/ui';
import { drawToast, type ToastInput } from './view';

export type { ToastInput, ToastVariant } from './view';

const { limit, durationMs, hotkey } = ui.toast;
const shown: HTMLElement[] = [];

function dismiss(toast: HTMLElement) {
  const index = shown.indexOf(toast);
  if (index >= 0) shown.splice(index, 1);
  toast.remove();
}

export function showToast(input: ToastInput): void {
  const region = document.querySelector<HTMLElement>('[data-toaster]');
  const list = region?.querySelector<HTMLElement>(input.variant === 'destructive' ? '[role="alert"]' : '[role="status"]');
  if (!region || !list) return;
  const toast = drawToast(input, region.dataset.closeLabel ?? '', () => dismiss(toast));
  list.prepend(toast);
  shown.unshift(toast);
  shown.slice(limit).forEach(dismiss);
  setTimeout(() => dismiss(toast), input.duration ?? durationMs);
}

/** F8 moves focus to the region, where the toasts are. */
export function listenForToastHotkey(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== hotkey) return;
    event.preventDefault();
    document.querySelector<HTMLElement>('[data-toaster] [tabindex="-1"]')?.focus();
  });
}

const carryKey = 'toast:carry';

/**
 * Raises a toast on the next page: for links that navigate away (a full page load would lose a
 * toast shown here). The next page's entry script shows it once, then it is gone.
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
