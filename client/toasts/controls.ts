// Links and buttons that raise a toast (`data-toast`), answered by the entry script on the first
// click, tap or Enter, with or without React (docs/decisions/0022-first-tap-without-react.md).
import { carryToast, showToast, type ToastInput } from './toasts';

export function listenForToastControls(): void {
  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('[data-toast]');
    if (!control?.dataset.toast || event.defaultPrevented) return;
    const toast = JSON.parse(control.dataset.toast) as ToastInput;
    if (!(control instanceof HTMLAnchorElement)) return showToast(toast);
    // A click that opens another tab or window leaves this page as it is: nothing to carry.
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) carryToast(toast);
  });
}
