import type { LaunchFacts } from './launch-facts';
import { emailProblem } from './contact-details';
import { isReservedHost } from '../text/reserved-hosts';
import { configFile, siteFile, type Problem } from './problem';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The production configuration: public origin, database, notifications, and the staff inbox's Access. */
export function configProblems(facts: LaunchFacts): Problem[] {
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
  problems.push(...replyProblems(facts.config));
  if (text(vars.ADMIN_DEV_EMAIL))
    problems.push({
      file: configFile,
      field: '[vars] ADMIN_DEV_EMAIL',
      value: text(vars.ADMIN_DEV_EMAIL),
      reason: 'the local staff identity must never be deployed',
    });
  return problems;
}

/**
 * The leads' reply domain (docs/decisions/0057-lead-conversation.md): a real domain, and the secret its
 * addresses are derived under. Without it the worker would derive them from the key in the source, so
 * the deployment is refused; an empty REPLY_DOMAIN (no reply address) needs none.
 */
function replyProblems({ vars, secretNames }: LaunchFacts['config']): Problem[] {
  const domain = text(vars.REPLY_DOMAIN).trim();
  if (!domain) return [];
  const field = '[vars] REPLY_DOMAIN';
  if (!/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i.test(domain))
    return [{ file: configFile, field, value: domain, reason: 'not a domain name (the reply subdomain, e.g. reply.<your domain>)' }];
  const problems: Problem[] = [];
  if (isReservedHost(domain)) problems.push({ file: configFile, field, value: domain, reason: 'a reserved example domain, not the site’s reply subdomain' });
  if (!secretNames?.includes('REPLY_ADDRESS_SECRET'))
    problems.push({
      file: configFile,
      field: 'secret REPLY_ADDRESS_SECRET',
      value: secretNames ? '(missing)' : '(could not list the secrets: run `npx wrangler login`)',
      reason: 'a reply domain needs the secret its addresses are derived under: `npx wrangler secret put REPLY_ADDRESS_SECRET`',
    });
  return problems;
}
