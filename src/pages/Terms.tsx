import { usePage } from '../render/page-context';
import { href } from '../routes';
import { site } from '../site';
import { legalDates } from '../business/terms';
import { LegalDocument } from '../components/LegalDocument';
import { oneLineAddress } from '../business/format';

/** Terms of use with the business terms of src/business/terms.ts; the contact section gives the address and phone (a distance contract's seller). */
export function TermsPage() {
  const { lang } = usePage();
  return (
    <LegalDocument
      ns="terms"
      updated={legalDates.termsUpdated}
      back={href('home', lang)}
      vars={{ name: site.name, email: site.email, phone: site.phone.display, address: oneLineAddress(site.address) }}
      links={{ [site.email]: `mailto:${site.email}`, [site.phone.display]: `tel:${site.phone.e164}` }}
    />
  );
}
