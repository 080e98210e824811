import type { Lang } from '../languages';
import { companyFacts } from './company-facts';
import { aboutStats } from './company-figures';
import { plans } from './pricing';
import { clockTime, money, number, percent, quantity, weekday, withinBusinessDays } from './format';
import { replyPromise } from './reply-promise';
import { businessTerms, retention } from './terms';

const clients = aboutStats.find((stat) => stat.id === 'clients')!.value;
const openDays = companyFacts.hours.days;

/**
 * Every figure a text may name, formatted for its language by format.ts, so a dictionary never
 * types one itself (docs/decisions/0003-languages.md): `{{replyPromise}}` is the one reply promise (« d'ici un jour ouvrable »),
 * `{{warranty}}` the warranty, and so on. i18next hands them to every string as default variables
 * (src/i18n.ts). The `…Count` forms are bare numbers, for English compounds ("a 3-month warranty").
 */
export function textFigures(lang: Lang) {
  const terms = businessTerms;
  const days = (value: number) => quantity(lang, value, 'day');
  const months = (value: number) => quantity(lang, value, 'month');
  return {
    replyPromise: withinBusinessDays(lang, replyPromise.businessDays),
    quoteValidity: days(terms.quoteValidityDays),
    paymentTerm: days(terms.paymentDays),
    depositMin: percent(lang, terms.depositPercent.min),
    depositMax: percent(lang, terms.depositPercent.max),
    latePenalty: percent(lang, terms.latePenaltyPercentPerMonth),
    latePenaltyYearly: percent(lang, terms.latePenaltyPercentPerMonth * 12),
    notice: days(terms.terminationNoticeDays),
    noticeCount: number(lang, terms.terminationNoticeDays),
    warranty: months(terms.warrantyMonths),
    warrantyCount: number(lang, terms.warrantyMonths),
    satisfaction: days(terms.satisfactionGuaranteeDays),
    satisfactionCount: number(lang, terms.satisfactionGuaranteeDays),
    privacyReply: days(terms.privacyReplyDays),
    submissionsRetention: months(retention.submissionsMonths),
    analyticsRetention: months(retention.analyticsMonths),
    applicationsRetention: months(retention.applicationsMonths),
    reviewPileRetention: days(retention.reviewPileDays),
    logsRetention: days(retention.technicalLogsDays),
    contractRetention: quantity(lang, retention.contractRecordsYears, 'year'),
    plansFrom: money(lang, Math.min(...plans.map((plan) => plan.price))),
    firstWeekday: weekday(lang, openDays[0]),
    lastWeekday: weekday(lang, openDays[openDays.length - 1]),
    opensAt: clockTime(lang, companyFacts.hours.opens),
    closesAt: clockTime(lang, companyFacts.hours.closes),
    foundingYear: String(companyFacts.foundingYear),
    clientCount: number(lang, clients),
    legalName: companyFacts.legalName,
    neq: companyFacts.neq,
  };
}
