/**
 * The launch check (docs/decisions/0026-launch-check.md): what must be true before the site goes
 * to production. It reads the company facts, the claims of src/content and the deployed
 * configuration, and lists every placeholder or unconfirmed claim with the file and field to change.
 * Pure: the command (scripts/launch-check.mjs) and the tests hand it the facts.
 */
import type { Stat, TestimonialConsent } from '../content/company';
import { entryProblems, type EntryFacts } from './entries';

import type { Problem } from './problem';
export type { Problem };

/** What the check reads. `config` is the deployed configuration: wrangler.toml's vars and bindings. */
export type LaunchFacts = {
  site: {
    email: string;
    privacyEmail: string;
    formsSender: string;
    phone: { e164: string; display: string };
    neq: string;
    social: readonly { id: string; url: string }[];
    foundingYear: number;
    address: { street: string; sample?: boolean };
    mailboxProvider: string;
    sample?: { mailboxProvider?: boolean };
  };
  /** The job openings, by id; a sample one is marked. */
  jobs: readonly { id: string; sample?: boolean }[];
  /** The about page's history; marked while it is the sample story. */
  aboutHistory: { sample?: boolean };
  stats: { file: string; list: string; stats: readonly Stat[] }[];
  testimonials: readonly { id: string; consent: TestimonialConsent }[];
  /** The name and company each testimonial shows, by language (from the dictionaries). */
  testimonialTexts: Record<string, Record<string, { name: string; company: string }>>;
  config: {
    vars: Record<string, unknown>;
    databaseIds: string[];
    hasEmailBinding: boolean;
  };
  /** The posts and case studies of content/, as the build reads them. */
  entries: readonly EntryFacts[];
  /** Whether the route table has a staff screen (the inbox behind Cloudflare Access). */
  hasAdminScreen: boolean;
  /** Today, `YYYY-MM-DD`: no consent or count can be dated after it. */
  today: string;
  /** The last year of Québec's holidays the reply clock knows (src/content/quebec-holidays.json). */
  holidaysKnownThrough: number;
};

const siteFile = 'src/site.ts';
const configFile = 'wrangler.toml';
const companyFile = 'src/content/company.ts';

/** Domains kept for documentation and tests (RFC 2606, RFC 6761): never a real company's. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    /(^|\.)(example|test|invalid|localhost|local)$/.test(name) ||
    name === 'localhost' ||
    /^(127\.|0\.0\.0\.0$|\[?::1\]?$)/.test(name)
  );
}

function emailProblem(file: string, field: string, value: string): Problem | null {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(value);
  if (!match) return { file, field, value, reason: 'not an e-mail address' };
  if (isReservedHost(match[1])) return { file, field, value, reason: 'an e-mail address on a reserved example domain' };
  return null;
}

/** North American numbers whose exchange is 555 are fiction (555-0100 to 0199) or unassigned. */
function phoneProblems(phone: LaunchFacts['site']['phone']): Problem[] {
  const problems: Problem[] = [];
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.e164);
  if (!/^\+\d{8,15}$/.test(phone.e164))
    problems.push({ file: siteFile, field: 'phone.e164', value: phone.e164, reason: 'not an international (E.164) number' });
  else if (nanp && nanp[2] === '555') problems.push({ file: siteFile, field: 'phone.e164', value: phone.e164, reason: 'a 555 number, reserved for fiction' });
  const shown = phone.display.replace(/\D/g, '');
  if (!phone.e164.replace(/\D/g, '').endsWith(shown) || shown.length < 7) {
    problems.push({ file: siteFile, field: 'phone.display', value: phone.display, reason: `does not match phone.e164 (${phone.e164})` });
  }
  return problems;
}

/** A Québec enterprise number has ten digits; the sample one ends in a run of zeros. */
function neqProblem(neq: string): Problem | null {
  if (!/^\d{10}$/.test(neq)) return { file: siteFile, field: 'neq', value: neq, reason: 'a NEQ has ten digits' };
  if (/0{6,}$/.test(neq) || /^(\d)\1+$/.test(neq)) return { file: siteFile, field: 'neq', value: neq, reason: 'the sample NEQ, not the company’s' };
  return null;
}

function socialProblems(social: LaunchFacts['site']['social']): Problem[] {
  return social.flatMap((link, index) => {
    const field = `social[${index}].url (${link.id})`;
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      return [{ file: siteFile, field, value: link.url, reason: 'not a URL' }];
    }
    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((part) => part.toLowerCase());
    if (isReservedHost(url.hostname) || segments.some((part) => ['example', 'your-company', 'yourcompany', 'company-name'].includes(part))) {
      return [{ file: siteFile, field, value: link.url, reason: 'an example link, not the company’s page' }];
    }
    if (url.protocol !== 'https:') return [{ file: siteFile, field, value: link.url, reason: 'not https' }];
    return [];
  });
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function isDate(value: string): boolean {
  return isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** Each figure shown as a statistic needs its source, and the source must add up to the figure. */
function statProblems(facts: LaunchFacts): Problem[] {
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
function testimonialProblems(facts: LaunchFacts): Problem[] {
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

/** Sample facts the repository ships (an address, a mailbox provider, openings, a history) are refused while marked. */
function sampleProblems(facts: LaunchFacts): Problem[] {
  const reason = 'sample data: record the company’s own, then remove `sample`';
  const { address, mailboxProvider, sample } = facts.site;
  return [
    ...(address.sample ? [{ file: 'src/content/company-facts.ts', field: 'address', value: address.street, reason }] : []),
    ...(sample?.mailboxProvider
      ? [{ file: siteFile, field: 'mailboxProvider (named by the privacy policy and the forms)', value: mailboxProvider, reason }]
      : []),
    ...facts.jobs.flatMap((job, index) =>
      job.sample
        ? [
            {
              file: 'src/content/careers.ts',
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
            file: 'src/content/company.ts',
            field: 'aboutHistory (texts: locales/*/about.json history)',
            value: 'sample story',
            reason: 'a sample company history: write the company’s own, then remove `sample`',
          },
        ]
      : []),
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The reply clock must know next year's holidays, or due times would count them as working days. */
function holidayProblems(facts: LaunchFacts): Problem[] {
  const nextYear = Number(facts.today.slice(0, 4)) + 1;
  if (facts.holidaysKnownThrough >= nextYear) return [];
  return [
    {
      file: 'src/content/quebec-holidays.ts',
      field: 'quebecHolidays',
      value: `through ${facts.holidaysKnownThrough}`,
      reason: `the holiday table must cover ${nextYear}: raise its last year in scripts/holidays.mjs and run it`,
    },
  ];
}

/** The production configuration: public origin, database, notifications, and the staff inbox's Access. */
function configProblems(facts: LaunchFacts): Problem[] {
  const { vars, databaseIds, hasEmailBinding } = facts.config;
  const problems: Problem[] = [];
  const siteUrl = text(vars.SITE_URL);
  let origin: URL | null = null;
  try {
    origin = new URL(siteUrl);
  } catch {
    /* reported below */
  }
  if (origin?.protocol !== 'https:')
    problems.push({ file: configFile, field: '[vars] SITE_URL', value: siteUrl || '(missing)', reason: 'the public origin must be an https URL' });
  else if (isReservedHost(origin.hostname))
    problems.push({ file: configFile, field: '[vars] SITE_URL', value: siteUrl, reason: 'a reserved example domain, not the site’s' });

  databaseIds.forEach((id, index) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || /^[0-]+$/.test(id)) {
      problems.push({ file: configFile, field: `[[d1_databases]][${index}] database_id`, value: id, reason: 'not the id of a real D1 database' });
    }
  });

  if (!hasEmailBinding)
    problems.push({ file: configFile, field: '[[send_email]] EMAIL', value: '(missing)', reason: 'form notifications need the e-mail binding' });
  const sender = text(vars.NOTIFY_FROM)
    ? emailProblem(configFile, '[vars] NOTIFY_FROM (notification sender)', text(vars.NOTIFY_FROM))
    : emailProblem(siteFile, 'formsSender (notification sender; or NOTIFY_FROM in wrangler.toml)', facts.site.formsSender);
  // Without NOTIFY_TO the recipient is site.email, checked with the company facts.
  const recipient = text(vars.NOTIFY_TO) ? emailProblem(configFile, '[vars] NOTIFY_TO (notification recipient)', text(vars.NOTIFY_TO)) : null;
  problems.push(...[sender, recipient].filter((problem) => problem !== null));

  const accessDeclared = 'ACCESS_TEAM_DOMAIN' in vars || 'ACCESS_AUD' in vars;
  if (accessDeclared || facts.hasAdminScreen) {
    const team = text(vars.ACCESS_TEAM_DOMAIN);
    const teamHost = /^https:\/\/([a-z0-9-]+)\.cloudflareaccess\.com\/?$/i.exec(team);
    if (!teamHost || ['example', 'acme', 'your-team', 'yourteam', 'team'].includes(teamHost[1].toLowerCase())) {
      problems.push({
        file: configFile,
        field: '[vars] ACCESS_TEAM_DOMAIN',
        value: team || '(missing)',
        reason: 'the staff inbox needs the team’s Access domain, https://<team>.cloudflareaccess.com',
      });
    }
    const aud = text(vars.ACCESS_AUD);
    if (!/^[0-9a-f]{64}$/i.test(aud) || /^0+$/.test(aud)) {
      problems.push({
        file: configFile,
        field: '[vars] ACCESS_AUD',
        value: aud || '(missing)',
        reason: 'the staff inbox needs the Access application’s audience tag (64 hex characters)',
      });
    }
  }
  if (text(vars.ADMIN_DEV_EMAIL))
    problems.push({
      file: configFile,
      field: '[vars] ADMIN_DEV_EMAIL',
      value: text(vars.ADMIN_DEV_EMAIL),
      reason: 'the local staff identity must never be deployed',
    });
  return problems;
}

/** Every placeholder or unconfirmed claim, in the order of the files to edit. */
export function launchProblems(facts: LaunchFacts): Problem[] {
  const { site } = facts;
  const problems = [
    emailProblem(siteFile, 'email (shown on every page; the notification recipient unless NOTIFY_TO is set)', site.email),
    emailProblem(siteFile, 'privacyEmail', site.privacyEmail),
    ...phoneProblems(site.phone),
    neqProblem(site.neq),
    ...socialProblems(site.social),
    ...sampleProblems(facts),
    ...statProblems(facts),
    ...testimonialProblems(facts),
    ...holidayProblems(facts),
    ...entryProblems(facts.entries, facts.today),
    ...configProblems(facts),
  ];
  return problems.filter((problem): problem is Problem => problem !== null);
}

/** The list as the command prints it: one line per field to change. */
export function formatProblems(problems: Problem[]): string {
  return problems.map((problem) => `  ${problem.file}  ${problem.field}\n      ${problem.value}: ${problem.reason}`).join('\n');
}
