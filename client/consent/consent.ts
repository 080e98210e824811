// Consent bootstrap, part of the main bundle and kept tiny: the banner and the preferences dialog
// are copies of the server's templates, without React; analytics only after consent.
import { ui } from '../../src/business/ui';
import { analyticsAllowed, consentChangeEvent, readConsent } from './store';
import { showBanner } from './banner';
import { openPreferences } from './dialog';

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
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-open]');
    if (!trigger || !mount) return;
    event.preventDefault();
    openPreferences(mount, trigger);
  });
}

if (mount) {
  upgradeFooterControls();
  if (!readConsent().record) setTimeout(() => showBanner(mount, (trigger) => openPreferences(mount, trigger)), ui.cookieBannerDelayMs);
  startAnalyticsIfAllowed();
  window.addEventListener(consentChangeEvent, startAnalyticsIfAllowed);
}
