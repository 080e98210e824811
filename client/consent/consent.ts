// Consent bootstrap, part of the main bundle and kept tiny: the banner and the preferences dialog
// are copies of the server's templates, without React; analytics only after consent.
import { ui } from '../../src/business/ui';
import { analyticsAllowed, consentChangeEvent } from './store';
import { showBanner } from './banner';
import { openPreferences } from './dialog';
import { whenIdle } from '../idle';

const mount = document.getElementById('cookie-consent');

function startAnalyticsIfAllowed() {
  if (!mount || !analyticsAllowed()) return;
  const { route = '', lang = '' } = mount.dataset;
  void import('./analytics').then(({ startAnalytics }) => startAnalytics({ route, lang, path: location.pathname }));
}

/** The footer's "cookie preferences" link (to the privacy policy without JS) becomes a real button. */
function upgradeFooterControls() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-consent-open]')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${link.className} consent-open-button`.trim();
    button.dataset.consentOpen = '';
    button.textContent = link.textContent;
    link.replaceWith(button);
  }
}

/** A tap on the preferences control opens the dialog. */
function listenForPreferenceControls() {
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-open]');
    if (!trigger || !mount) return;
    event.preventDefault();
    openPreferences(mount, trigger);
  });
}

// The footer control becomes a button at once (a phone-sized target from the first paint on). The
// first read of localStorage costs a few milliseconds on a phone, so the stored choice is read when
// the banner is due or the page is idle.
if (mount) {
  upgradeFooterControls();
  listenForPreferenceControls();
  setTimeout(() => showBanner(mount, (trigger) => openPreferences(mount, trigger)), ui.cookieBannerDelayMs);
  whenIdle(startAnalyticsIfAllowed);
  window.addEventListener(consentChangeEvent, startAnalyticsIfAllowed);
}
