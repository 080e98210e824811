// Every dictionary, by language and namespace (one JSON file each under locales/).
import frCommon from '../locales/fr/common.json';
import enCommon from '../locales/en/common.json';
import frHome from '../locales/fr/home.json';
import enHome from '../locales/en/home.json';
import frServices from '../locales/fr/services.json';
import enServices from '../locales/en/services.json';
import frProcess from '../locales/fr/process.json';
import enProcess from '../locales/en/process.json';
import frPricing from '../locales/fr/pricing.json';
import enPricing from '../locales/en/pricing.json';
import frAbout from '../locales/fr/about.json';
import enAbout from '../locales/en/about.json';
import frContact from '../locales/fr/contact.json';
import enContact from '../locales/en/contact.json';
import frQuote from '../locales/fr/quote.json';
import enQuote from '../locales/en/quote.json';
import frCareers from '../locales/fr/careers.json';
import enCareers from '../locales/en/careers.json';
import frPrivacy from '../locales/fr/privacy.json';
import enPrivacy from '../locales/en/privacy.json';
import frTerms from '../locales/fr/terms.json';
import enTerms from '../locales/en/terms.json';
import frForms from '../locales/fr/forms.json';
import enForms from '../locales/en/forms.json';
import frConsent from '../locales/fr/consent.json';
import enConsent from '../locales/en/consent.json';
import frMap from '../locales/fr/map.json';
import enMap from '../locales/en/map.json';
import frShared from '../locales/fr/shared.json';
import enShared from '../locales/en/shared.json';
import frAdmin from '../locales/fr/admin.json';
import enAdmin from '../locales/en/admin.json';
import frPublishing from '../locales/fr/publishing.json';
import enPublishing from '../locales/en/publishing.json';
import frProposal from '../locales/fr/proposal.json';
import enProposal from '../locales/en/proposal.json';
import frPayment from '../locales/fr/payment.json';
import enPayment from '../locales/en/payment.json';

export const resources = {
  fr: {
    common: frCommon,
    home: frHome,
    services: frServices,
    process: frProcess,
    pricing: frPricing,
    about: frAbout,
    contact: frContact,
    quote: frQuote,
    careers: frCareers,
    privacy: frPrivacy,
    terms: frTerms,
    forms: frForms,
    consent: frConsent,
    map: frMap,
    shared: frShared,
    admin: frAdmin,
    publishing: frPublishing,
    proposal: frProposal,
    payment: frPayment,
  },
  en: {
    common: enCommon,
    home: enHome,
    services: enServices,
    process: enProcess,
    pricing: enPricing,
    about: enAbout,
    contact: enContact,
    quote: enQuote,
    careers: enCareers,
    privacy: enPrivacy,
    terms: enTerms,
    forms: enForms,
    consent: enConsent,
    map: enMap,
    shared: enShared,
    admin: enAdmin,
    publishing: enPublishing,
    proposal: enProposal,
    payment: enPayment,
  },
};
