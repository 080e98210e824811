// One toast's markup and its gestures: the close button, Escape, and a swipe to the right.
import { ui } from '../../src/business/ui';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function drawToast(input: ToastInput, closeLabel: string, dismiss: () => void): HTMLElement {
  const toast = element('div', `toast toast-${input.variant ?? 'default'}`);
  const body = element('div', 'toast-body');
  body.append(element('p', 'toast-title', input.title));
  if (input.description) body.append(element('p', 'toast-description', input.description));
  const close = element('button', 'toast-close');
  close.type = 'button';
  close.setAttribute('aria-label', closeLabel);
  const cross = document.createElement('span');
  cross.textContent = '×';
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  close.addEventListener('click', dismiss);
  toast.append(body, close);
  toast.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });

  let start: number | null = null;
  let offset = 0;
  toast.addEventListener('pointerdown', (event) => (start = event.clientX));
  toast.addEventListener('pointermove', (event) => {
    if (start === null) return;
    offset = Math.max(0, event.clientX - start);
    toast.style.transform = offset ? `translateX(${offset}px)` : '';
  });
  const release = () => {
    if (offset > ui.toast.swipeThresholdPx) dismiss();
    start = null;
    offset = 0;
    toast.style.transform = '';
  };
  toast.addEventListener('pointerup', release);
  toast.addEventListener('pointercancel', release);
  return toast;
}
