import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import ApplicationForm, { type ApplicationFormProps } from '../../client/forms/ApplicationForm.island';
import { applicationFieldSpecs, resumeField, resumeRules } from '../submissions/application';
import { megabytesOf } from '../submissions/form-file';
import { number } from '../business/format';
import { href } from '../routes';
import { commonTexts, formIslandBase, useFormPost } from '../submissions/pages.server';

/** The fields with a label: all but the opening, which the page sets. */
const labelled = [...applicationFieldSpecs.map(({ name }) => name).filter((name) => name !== 'opening'), resumeField];

/**
 * The application form of one opening (`opening`: its job id, '' for a spontaneous application) at
 * its page's own path (`slug`): an island with its texts, and what a plain post left.
 */
export function ApplicationFormSection({ opening, slug }: { opening: string; slug: string }) {
  const { t, lang } = usePage();
  const state = useFormPost('application');
  return (
    <section aria-labelledby="application-form-title" className="application-form-slot">
      <Island name="ApplicationForm" when="interaction">
        <ApplicationForm
          {...formIslandBase('application', state, t, lang)}
          action={href('application', lang, { slug })}
          opening={opening}
          texts={{
            ...commonTexts(t, lang),
            title: t('forms:application.title'),
            submit: t('forms:application.submit'),
            labels: Object.fromEntries(labelled.map((name) => [name, t(dataKey(`forms:fields.${name}`))])) as ApplicationFormProps['texts']['labels'],
            resumeHint: t('forms:application.resumeHint', { size: number(lang, megabytesOf(resumeRules)) }),
            consent: { text: t('forms:application.consent'), link: t('forms:application.consentLink'), href: href('privacy', lang) },
            progress: t('forms:application.progress'),
            success: { title: t('forms:application.success.title'), description: t('forms:application.success.description') },
            failure: { title: t('forms:application.failure.title'), description: t('forms:application.failure.description') },
          }}
        />
      </Island>
    </section>
  );
}
