// The consent banner's chunk: React renders the banner and the dialog into the server's empty mount.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import CookieConsent, { type CookieConsentProps } from './islands/CookieConsent';
import { defaultPreferences, type ConsentPreferences } from '../src/content/consent';
import { readConsent, saveConsent } from './consent-store';

let root: Root | null = null;
let props: CookieConsentProps | null = null;
const state = { bannerVisible: false, dialogOpen: false };
let returnFocus: HTMLElement | null = null;
let initialPreferences: ConsentPreferences = defaultPreferences;

function render(mount: HTMLElement) {
  props ??= JSON.parse(mount.dataset.props ?? '{}') as CookieConsentProps;
  root ??= createRoot(mount);
  root.render(
    createElement(CookieConsent, {
      ...props,
      ...state,
      initialPreferences,
      onAccept: () => choose(mount, true, { analytics: true, marketing: true }),
      onDecline: () => choose(mount, false, { analytics: false, marketing: false }),
      onOpenPreferences: () => openPreferences(mount, document.activeElement as HTMLElement | null),
      onCancel: () => closeDialog(mount),
      onSave: (preferences) => choose(mount, true, preferences),
    }),
  );
}

/** Focus goes back where it was; if that element is gone (the banner closed), to the main content. */
function restoreFocus() {
  const target = returnFocus && returnFocus.isConnected ? returnFocus : document.getElementById('main');
  returnFocus = null;
  requestAnimationFrame(() => target?.focus({ preventScroll: target.id === 'main' }));
}

function choose(mount: HTMLElement, accepted: boolean, preferences: ConsentPreferences) {
  saveConsent(accepted, preferences);
  const focusWasInside = mount.contains(document.activeElement);
  state.bannerVisible = false;
  state.dialogOpen = false;
  render(mount);
  if (focusWasInside || returnFocus) restoreFocus();
}

function closeDialog(mount: HTMLElement) {
  state.dialogOpen = false;
  render(mount);
  restoreFocus();
}

export function showBanner(mount: HTMLElement) {
  if (readConsent().record) return;
  state.bannerVisible = true;
  render(mount);
}

export function openPreferences(mount: HTMLElement, trigger: HTMLElement | null) {
  returnFocus = trigger;
  initialPreferences = readConsent().record?.preferences ?? defaultPreferences;
  state.dialogOpen = true;
  render(mount);
}
