import { usePage } from '../render/page-context';
import { href } from '../routes';
import { isServiceId } from '../content/services';
import { notFoundRoute } from '../content/analytics';
import { trackingSectionId } from '../content/consent';
import type { CookieConsentProps, CookieConsentTexts } from '../../client/islands/CookieConsent';

/**
 * The empty mount of the cookie banner and preferences dialog, with their texts translated here.
 * The browser renders into it only when needed (client/consent.ts); it also tells analytics which
 * route and language the page is.
 */
export function ConsentMount() {
  const { lang, t, route } = usePage();
  const known = route && (route.screen !== 'service' || isServiceId(route.params.slug ?? ''));
  const texts: CookieConsentTexts = {
    banner: t('consent:banner', { returnObjects: true }) as unknown as CookieConsentTexts['banner'],
    dialog: t('consent:dialog', { returnObjects: true }) as unknown as CookieConsentTexts['dialog'],
  };
  const props: CookieConsentProps = {
    texts,
    policyHref: `${href('privacy', lang)}#${trackingSectionId}`,
  };
  return (
    <div
      id="cookie-consent"
      data-route={known ? route.screen : notFoundRoute}
      data-lang={lang}
      data-props={JSON.stringify(props)}
    />
  );
}
