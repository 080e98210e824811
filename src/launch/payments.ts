import type { LaunchFacts } from './launch-facts';
import type { Problem } from './problem';
import { apiBaseOf, isStandIn, keyIsLive } from '../payments/stripe-config.server';

/** Where Stripe's secrets are set for the deployed site. */
const secretsFile = 'secrets (wrangler secret put)';

/** A secret shown only by its kind, never its value. */
const masked = (secret: string) => `${secret.slice(0, 8)}…`;

/**
 * The deposit's payment (docs/decisions/0055-deposits-and-payments.md): the off-site instructions must be
 * the company's own; Stripe, when set, must be live, verifiable and Stripe itself. Without a key the site
 * offers only the transfer instructions, which is allowed.
 */
export function paymentProblems(facts: LaunchFacts): Problem[] {
  const problems: Problem[] = [];
  const { offsitePayment } = facts.site;
  if (offsitePayment.sample) {
    problems.push({
      file: 'src/business/company-facts.ts',
      field: 'offsitePayment (the e-Transfer address and bank account clients pay a deposit to)',
      value: `${offsitePayment.interacEmail} / ${offsitePayment.bank.name} ${offsitePayment.bank.transit}-${offsitePayment.bank.institution}-${offsitePayment.bank.account}`,
      reason: 'sample data: record the company’s own, then remove `sample`',
    });
  }
  const { secretKey = '', webhookSecret = '', apiBase = '' } = facts.config.stripe ?? {};
  if (secretKey && !keyIsLive(secretKey))
    problems.push({
      file: secretsFile,
      field: 'STRIPE_SECRET_KEY',
      value: masked(secretKey),
      reason: 'a test key: the deployed site takes real payments with a live key (sk_live_…)',
    });
  if (secretKey && !webhookSecret)
    problems.push({
      file: secretsFile,
      field: 'STRIPE_WEBHOOK_SECRET',
      value: '(missing)',
      reason: 'with a key but no webhook secret, no payment could ever be marked paid (docs/guides/settings-and-secrets.md)',
    });
  if (apiBase) {
    const base = apiBaseOf(apiBase);
    if ('problem' in base || isStandIn(base.url))
      problems.push({
        file: secretsFile,
        field: 'STRIPE_API_BASE',
        value: apiBase,
        reason: 'the deployed site talks to Stripe only: remove STRIPE_API_BASE (it is for the local stand-in)',
      });
  }
  return problems;
}
