import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import ContactForm from '../../client/forms/ContactForm.island';
import { contactFieldNames } from '../submissions/contact';
import { commonTexts, formIslandBase, useFormPost } from '../submissions/pages.server';

/** The contact form: an island with its texts, and what a plain post left (errors, values, success). */
export function ContactFormSection() {
  const { t, lang } = usePage();
  const state = useFormPost('contact');
  return (
    <section aria-label={t('contact:hero.title')} className="contact-form-slot" data-slot="contact-form">
      <Island name="ContactForm" when="interaction">
        <ContactForm
          {...formIslandBase('contact', state, t, lang)}
          texts={{
            ...commonTexts(t, lang),
            title: t('forms:contact.title'),
            submit: t('forms:contact.submit'),
            labels: Object.fromEntries(contactFieldNames.map((name) => [name, t(`forms:fields.${name}`)])) as Record<
              (typeof contactFieldNames)[number],
              string
            >,
            success: { title: t('forms:contact.success.title'), description: t('forms:contact.success.description') },
            failure: { title: t('forms:contact.failure.title'), description: t('forms:contact.failure.description') },
          }}
        />
      </Island>
    </section>
  );
}
