// The cookie banner without React: a copy of the server's template, shown to a visitor who has
// not chosen yet. Only the preferences dialog needs React (docs/decisions/0017-when-javascript-loads.md).
import { bannerActions, type ConsentPreferences } from '../../src/business/consent-record';
import { readConsent, saveConsent } from './store';

const allOn: ConsentPreferences = { analytics: true, marketing: true };
const allOff: ConsentPreferences = { analytics: false, marketing: false };

let returnFocus: HTMLElement | null = null;

const bannerOf = (mount: HTMLElement) => mount.querySelector<HTMLElement>('.consent-banner');

/** Focus goes back where it was; if that element is gone (the banner closed), to the main content. */
export function restoreFocus(target: HTMLElement | null = returnFocus) {
  returnFocus = null;
  const element = target?.isConnected ? target : document.getElementById('main');
  requestAnimationFrame(() => element?.focus({ preventScroll: element.id === 'main' }));
}

/** Where focus goes when the dialog closes: the control that opened it. */
export function rememberFocus(trigger: HTMLElement | null) {
  returnFocus = trigger;
}

/** Saves the visitor's choice and closes the banner; focus that was inside it moves to the content. */
export function choose(mount: HTMLElement, accepted: boolean, preferences: ConsentPreferences) {
  saveConsent(accepted, preferences);
  const banner = bannerOf(mount);
  const focusWasInside = banner?.contains(document.activeElement) ?? false;
  banner?.remove();
  if (focusWasInside || returnFocus) restoreFocus();
}

export function showBanner(mount: HTMLElement, openPreferences: (trigger: HTMLElement) => void) {
  if (readConsent().record || bannerOf(mount)) return;
  const template = mount.querySelector<HTMLTemplateElement>('template[data-consent-banner]');
  const banner = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!banner) return;
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]');
    switch (button?.dataset.consentAction) {
      case bannerActions.accept:
        return choose(mount, true, allOn);
      case bannerActions.decline:
        return choose(mount, false, allOff);
      case bannerActions.preferences:
        return openPreferences(button);
    }
  });
  mount.append(banner);
}
