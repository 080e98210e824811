import { usePage } from '../render/page-context';
import { href } from '../routes';
import { site } from '../site';
import { legalDates } from '../business/terms';
import { LegalDocument } from '../components/LegalDocument';
import { trackingSectionId, trackingSectionIndex } from '../business/consent-record';
import { oneLineAddress } from '../business/format';
import { rightsSectionId, rightsSectionIndex } from '../business/privacy-sections';

/** Privacy policy (Law 25: docs/decisions/0009-retention.md, 0010-consent-and-analytics.md); its back link goes home. */
export function PrivacyPage() {
  const { lang } = usePage();
  const { address } = site;
  return (
    <LegalDocument
      ns="privacy"
      updated={legalDates.privacyUpdated}
      back={href('home', lang)}
      vars={{
        name: site.name,
        privacyEmail: site.privacyEmail,
        mailboxProvider: site.mailboxProvider,
        address: oneLineAddress(address),
      }}
      links={{ [site.privacyEmail]: `mailto:${site.privacyEmail}` }}
      anchors={{ [trackingSectionIndex]: trackingSectionId, [rightsSectionIndex]: rightsSectionId }}
    />
  );
}
