// The header's menus in plain DOM, live as soon as the entry script runs: the first tap never
// waits for React (docs/decisions/0022-first-tap-without-react.md). The services dropdown opens
// on mouse hover and on its button; the language menu closes 150 ms after focus leaves it; the
// mobile menu swaps its icon and label. Escape closes any of them and puts focus on its button.
import { ui } from '../../src/business/ui';

type Menu = { button: HTMLButtonElement; setOpen: (open: boolean) => void; isOpen: () => boolean };

function menu(button: HTMLButtonElement, holder: HTMLElement, onChange?: (open: boolean) => void): Menu {
  const setOpen = (open: boolean) => {
    if (holder.hasAttribute('data-open') === open) return;
    holder.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
    onChange?.(open);
  };
  button.addEventListener('click', () => setOpen(!holder.hasAttribute('data-open')));
  return { button, setOpen, isOpen: () => holder.hasAttribute('data-open') };
}

function closeOnEscape(area: HTMLElement, { button, setOpen, isOpen }: Menu) {
  area.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
}

/** Closes when focus moves out of `area` (after `delayMs`, cancelled if focus comes back). */
function closeWhenFocusLeaves(area: HTMLElement, { setOpen }: Menu, delayMs = 0) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  area.addEventListener('focusout', (event) => {
    if (area.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timer);
    if (delayMs) timer = setTimeout(() => setOpen(false), delayMs);
    else setOpen(false);
  });
  area.addEventListener('focusin', () => clearTimeout(timer));
}

function servicesDropdown(dropdown: HTMLElement) {
  const button = dropdown.querySelector<HTMLButtonElement>(':scope > button');
  if (!button) return;
  const services = menu(button, dropdown);
  // Hover is a mouse's: a touch would open it on its way to the button, whose click then closes it.
  dropdown.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && services.setOpen(true));
  dropdown.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && services.setOpen(false));
  closeWhenFocusLeaves(dropdown, services);
  closeOnEscape(dropdown, services);
}

function languageMenu(switcher: HTMLElement) {
  const button = switcher.querySelector<HTMLButtonElement>(':scope > button');
  if (!button) return;
  const language = menu(button, switcher);
  switcher.addEventListener('click', (event) => (event.target as Element).closest('a') && language.setOpen(false));
  closeWhenFocusLeaves(switcher, language, ui.languageBlurCloseMs);
  closeOnEscape(switcher, language);
}

function mobileMenu(button: HTMLButtonElement, panel: HTMLElement) {
  const [icon, label] = button.querySelectorAll('span');
  const mobile = menu(button, panel, (open) => {
    icon.className = open ? 'icon-close' : 'icon-menu';
    label.textContent = (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '';
  });
  closeOnEscape(panel, mobile);
  closeOnEscape(button, mobile);
}

export function startHeaderMenus(header: HTMLElement) {
  const services = header.querySelector<HTMLElement>('.desktop-nav .dropdown');
  const language = header.querySelector<HTMLElement>('.language-switcher');
  const menuButton = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const panel = header.querySelector<HTMLElement>('.mobile-panel');
  if (services) servicesDropdown(services);
  if (language) languageMenu(language);
  if (menuButton && panel) mobileMenu(menuButton, panel);
  // From here the menus follow data-open, no longer CSS hover and focus (header.css).
  header.setAttribute('data-menus', '');
}
