import { usePage } from '../render/page-context';
import { href } from '../routes';
import { site } from '../site';
import { legalDates } from '../content/terms';
import { LegalDocument } from '../components/LegalDocument';

/** Terms of use with the business terms of src/content/terms.ts; its back link goes to the privacy policy. */
export function TermsPage() {
  const { lang } = usePage();
  return (
    <LegalDocument
      ns="terms"
      updated={legalDates.termsUpdated}
      back={href('privacy', lang)}
      vars={{ name: site.name, email: site.email }}
      links={{ [site.email]: `mailto:${site.email}` }}
    />
  );
}
