// The cookie preferences dialog without React: a copy of the server's <dialog> template, opened
// at the first tap (docs/decisions/0022-first-tap-without-react.md). The platform's modal dialog
// gives focus, inertness and Escape; these lines add the backdrop click, the Tab cycle and saving.
import { defaultPreferences, type ConsentPreferences } from '../../src/business/consent-record';
import { readConsent } from './store';
import { choose, rememberFocus, restoreFocus } from './banner';

const toggles = ['analytics', 'marketing'] as const;
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

let dialog: HTMLDialogElement | null = null;

const switchOf = (element: HTMLElement, key: keyof ConsentPreferences) => element.querySelector<HTMLInputElement>(`input[name="${key}"]`);

/** Tab and Shift+Tab cycle inside the dialog, never out to the page or the browser. */
function trapTab(event: KeyboardEvent) {
  const element = event.currentTarget as HTMLElement;
  if (event.key !== 'Tab') return;
  const items = [...element.querySelectorAll<HTMLElement>(focusable)];
  const [first, last] = [items[0], items[items.length - 1]];
  const active = document.activeElement;
  if (!first) return;
  if (event.shiftKey ? active === first || !element.contains(active) : active === last || !element.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

function create(mount: HTMLElement): HTMLDialogElement | null {
  const template = mount.querySelector<HTMLTemplateElement>('template[data-consent-dialog]');
  const element = template?.content.firstElementChild?.cloneNode(true) as HTMLDialogElement | undefined;
  if (!element) return null;
  const cancel = () => {
    element.close();
    restoreFocus();
  };
  element.addEventListener('cancel', (event) => {
    event.preventDefault();
    cancel();
  });
  // A click on the backdrop lands on the dialog element itself (its content fills the box).
  element.addEventListener('click', (event) => {
    if (event.target === element) cancel();
  });
  element.addEventListener('keydown', trapTab);
  element.querySelector('[data-consent-cancel]')?.addEventListener('click', cancel);
  element.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    const preferences = Object.fromEntries(toggles.map((key) => [key, switchOf(element, key)?.checked === true])) as ConsentPreferences;
    element.close();
    choose(mount, true, preferences);
  });
  mount.append(element);
  return element;
}

/** Opens the dialog with the stored choice (else both off, Law 25); focus returns to `trigger` on close. */
export function openPreferences(mount: HTMLElement, trigger: HTMLElement | null) {
  dialog ??= create(mount);
  if (!dialog || dialog.open) return;
  rememberFocus(trigger);
  const preferences = readConsent().record?.preferences ?? defaultPreferences;
  for (const key of toggles) {
    const input = switchOf(dialog, key);
    if (input) input.checked = preferences[key];
  }
  dialog.showModal();
}
