import { usePage } from '../render/page-context';

/** Where the contact form goes (the forms issue fills it in). */
export function ContactFormSection() {
  const { t } = usePage();
  return <section aria-label={t('contact:hero.title')} className="contact-form-slot" data-slot="contact-form" />;
}
