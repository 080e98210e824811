import { usePage } from '../render/page-context';
import { href } from '../routes';
import { isServiceId } from '../content/services';
import { notFoundRoute } from '../content/analytics';
import { bannerActions, trackingSectionId } from '../content/consent';
import type { ConsentDialogProps } from '../../client/islands/ConsentDialog';

type BannerTexts = { label: string; title: string; text: string; policy: string; accept: string; decline: string; preferences: string };

/**
 * The cookie banner, as an inert template: the browser shows a copy only for a visitor who has not
 * chosen yet (client/consent-banner.ts), without React (docs/decisions/0017-when-javascript-loads.md).
 */
function BannerTemplate({ texts, policyHref }: { texts: BannerTexts; policyHref: string }) {
  return (
    <template data-consent-banner="">
      <section className="consent-banner" role="region" aria-label={texts.label} aria-describedby="consent-banner-text">
        <div className="consent-banner-body">
          <h2 className="consent-banner-title">{texts.title}</h2>
          <p id="consent-banner-text">{texts.text}</p>
          <p>
            <a href={policyHref}>{texts.policy}</a>
          </p>
        </div>
        <div className="consent-actions">
          <button type="button" className="consent-button" data-consent-action={bannerActions.accept}>
            {texts.accept}
          </button>
          <button type="button" className="consent-button" data-consent-action={bannerActions.decline}>
            {texts.decline}
          </button>
          <button type="button" className="consent-button consent-button-secondary" data-consent-action={bannerActions.preferences}>
            {texts.preferences}
          </button>
        </div>
      </section>
    </template>
  );
}

/**
 * The mount of the cookie banner and preferences dialog, with their texts translated here. The
 * browser shows the banner or renders the dialog into it only when needed (client/consent.ts); it
 * also tells analytics which route and language the page is.
 */
export function ConsentMount() {
  const { lang, t, route } = usePage();
  const known = route && (route.screen !== 'service' || isServiceId(route.params.slug ?? ''));
  const dialog: ConsentDialogProps = { texts: t('consent:dialog', { returnObjects: true }) as unknown as ConsentDialogProps['texts'] };
  return (
    <div id="cookie-consent" data-route={known ? route.screen : notFoundRoute} data-lang={lang} data-props={JSON.stringify(dialog)}>
      <BannerTemplate
        texts={t('consent:banner', { returnObjects: true }) as unknown as BannerTexts}
        policyHref={`${href('privacy', lang)}#${trackingSectionId}`}
      />
    </div>
  );
}
