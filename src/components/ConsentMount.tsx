import { usePage } from '../render/page-context';
import { href } from '../routes';
import { isServiceId } from '../business/services';
import { notFoundRoute } from '../business/measurement';
import { bannerActions, trackingSectionId } from '../business/consent-record';

type BannerTexts = { label: string; title: string; text: string; policy: string; accept: string; decline: string; preferences: string };
type DialogTexts = {
  title: string;
  intro: string;
  essential: { title: string; text: string; status: string };
  analytics: { title: string; text: string };
  marketing: { title: string; text: string };
  cancel: string;
  save: string;
};

/**
 * The cookie banner, as an inert template: the browser shows a copy only for a visitor who has not
 * chosen yet (client/consent/banner.ts), without React (docs/decisions/0017-when-javascript-loads.md).
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
 * The cookie preferences dialog, as an inert template: the browser opens a copy at the first tap on
 * a preferences control and sets its switches from the stored choice (client/consent/dialog.ts).
 */
function DialogTemplate({ texts }: { texts: DialogTexts }) {
  return (
    <template data-consent-dialog="">
      <dialog className="consent-dialog" aria-labelledby="consent-dialog-title" aria-describedby="consent-dialog-intro">
        <form method="dialog" className="consent-dialog-body">
          <h2 id="consent-dialog-title">{texts.title}</h2>
          <p id="consent-dialog-intro">{texts.intro}</p>
          <div className="consent-category">
            <div>
              <h3>{texts.essential.title}</h3>
              <p>{texts.essential.text}</p>
            </div>
            <span className="consent-always">{texts.essential.status}</span>
          </div>
          {(['analytics', 'marketing'] as const).map((key) => (
            <div className="consent-category" key={key}>
              <div>
                <h3 id={`consent-${key}-title`}>{texts[key].title}</h3>
                <p id={`consent-${key}-text`}>{texts[key].text}</p>
              </div>
              <input
                type="checkbox"
                role="switch"
                className="consent-switch"
                name={key}
                aria-labelledby={`consent-${key}-title`}
                aria-describedby={`consent-${key}-text`}
              />
            </div>
          ))}
          <div className="consent-actions">
            <button type="button" className="consent-button consent-button-secondary" data-consent-cancel="">
              {texts.cancel}
            </button>
            <button type="submit" className="consent-button">
              {texts.save}
            </button>
          </div>
        </form>
      </dialog>
    </template>
  );
}

/**
 * The mount of the cookie banner and preferences dialog, with their texts translated here. The
 * browser shows a copy of either only when needed (client/consent/consent.ts); the mount also tells
 * analytics which route and language the page is.
 */
export function ConsentMount() {
  const { lang, t, route } = usePage();
  const known = route && (route.screen !== 'service' || isServiceId(route.params.slug ?? ''));
  return (
    <div id="cookie-consent" data-route={known ? route.screen : notFoundRoute} data-lang={lang}>
      <BannerTemplate texts={t('consent:banner', { returnObjects: true })} policyHref={`${href('privacy', lang)}#${trackingSectionId}`} />
      <DialogTemplate texts={t('consent:dialog', { returnObjects: true })} />
    </div>
  );
}
