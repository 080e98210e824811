// The claims the site makes (docs/decisions/0025-claims-and-sources.md): each statistic with its
// source, each testimonial with its recorded consent, and no sample fact left marked.
import type { LaunchFacts } from './launch-facts';
import { companyFile, siteFile, type Problem } from './problem';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function isDate(value: string): boolean {
  return isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Each figure shown as a statistic needs its source, and the source must add up to the figure. */
export function statProblems(facts: LaunchFacts): Problem[] {
  const thisYear = Number(facts.today.slice(0, 4));
  return facts.stats.flatMap(({ file, list, stats }) =>
    stats.flatMap((stat): Problem[] => {
      const field = `${list} › ${stat.id}.source`;
      const { source } = stat;
      if (!source) return [{ file, field, value: 'null', reason: 'a statistic without its source (survey size and year, or count date)' }];
      if (source.kind !== 'fact' && source.sample) {
        return [{ file, field, value: JSON.stringify(source), reason: 'a sample source: record the company’s own survey or count, then remove `sample`' }];
      }
      if (source.kind === 'fact' && (stat.suffix === 'plus' || stat.suffix === 'percent')) {
        return [{ file, field, value: JSON.stringify(source), reason: 'a count or a percentage needs a survey or a dated count as its source' }];
      }
      if (source.kind === 'survey') {
        const { respondents, satisfied, year } = source;
        const value = JSON.stringify(source);
        if (!(respondents > 0) || !(satisfied >= 0) || satisfied > respondents) return [{ file, field, value, reason: 'the survey’s counts are not possible' }];
        if (year < facts.site.foundingYear || year > thisYear)
          return [{ file, field, value, reason: `the survey year is outside ${facts.site.foundingYear}–${thisYear}` }];
        if (stat.suffix === 'percent' && Math.round((satisfied / respondents) * 100) !== stat.value) {
          return [{ file, field, value, reason: `${satisfied} of ${respondents} is not ${stat.value} %` }];
        }
        return [];
      }
      if (source.kind === 'count') {
        const founded = `${facts.site.foundingYear}-01-01`;
        if (!isDate(source.countedOn) || source.countedOn > facts.today || source.countedOn < founded) {
          return [{ file, field, value: source.countedOn, reason: `the count date must be a date between ${founded} and today` }];
        }
      }
      return [];
    }),
  );
}

/** A testimonial is shown only with the written consent of the person quoted, recorded. */
export function testimonialProblems(facts: LaunchFacts): Problem[] {
  return facts.testimonials.flatMap(({ id, consent }, index): Problem[] => {
    const field = `testimonials[${index}].consent (${id})`;
    if (!consent) return [{ file: companyFile, field, value: 'null', reason: 'a testimonial without a recorded written consent (name, company, date)' }];
    const problems: Problem[] = [];
    if (!consent.name.trim() || !consent.company.trim())
      problems.push({ file: companyFile, field, value: JSON.stringify(consent), reason: 'the consent names no person or company' });
    if (!isDate(consent.consentedOn) || consent.consentedOn > facts.today)
      problems.push({ file: companyFile, field, value: consent.consentedOn, reason: 'the consent date is not a past date' });
    for (const [lang, texts] of Object.entries(facts.testimonialTexts)) {
      const shown = texts[id];
      if (!shown || shown.name !== consent.name || !shown.company.startsWith(consent.company)) {
        problems.push({
          file: `locales/${lang}/home.json`,
          field: `testimonials.items.${id}`,
          value: shown ? `${shown.name}, ${shown.company}` : '(missing)',
          reason: `is not who consented (${consent.name}, ${consent.company})`,
        });
      }
    }
    return problems;
  });
}

/** Sample facts the repository ships (an address, tax numbers, a mailbox provider, openings, a history) are refused while marked. */
export function sampleProblems(facts: LaunchFacts): Problem[] {
  const reason = 'sample data: record the company’s own, then remove `sample`';
  const { address, taxNumbers, mailboxProvider, sample } = facts.site;
  return [
    ...(address.sample ? [{ file: 'src/business/company-facts.ts', field: 'address', value: address.street, reason }] : []),
    ...(taxNumbers.sample
      ? [
          {
            file: 'src/business/company-facts.ts',
            field: 'taxNumbers (GST and QST registration numbers, printed on every proposal)',
            value: `${taxNumbers.gst} / ${taxNumbers.qst}`,
            reason,
          },
        ]
      : []),
    ...(sample?.mailboxProvider
      ? [{ file: siteFile, field: 'mailboxProvider (named by the privacy policy and the forms)', value: mailboxProvider, reason }]
      : []),
    ...facts.jobs.flatMap((job, index) =>
      job.sample
        ? [
            {
              file: 'src/business/careers.ts',
              field: `jobs[${index}] (${job.id})`,
              value: job.id,
              reason: 'a sample job opening: publish only the company’s real openings',
            },
          ]
        : [],
    ),
    ...(facts.aboutHistory.sample
      ? [
          {
            file: 'src/business/company-figures.ts',
            field: 'aboutHistory (texts: locales/*/about.json history)',
            value: 'sample story',
            reason: 'a sample company history: write the company’s own, then remove `sample`',
          },
        ]
      : []),
  ];
}
