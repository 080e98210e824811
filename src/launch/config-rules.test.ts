import { describe, expect, it } from 'vitest';
import { realFacts } from './example-facts';
import { launchProblems } from './rules';

describe('the launch check of the deployed configuration', () => {
  it('refuses a production configuration that is not complete', () => {
    const facts = realFacts();
    facts.config = {
      vars: { SITE_URL: 'http://www.montroyalnumerique.ca', ADMIN_DEV_EMAIL: 'dev@montroyalnumerique.ca', NOTIFY_TO: 'equipe@example.org' },
      databaseIds: ['6f1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'],
      hasEmailBinding: false,
    };
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual([
      '[vars] SITE_URL',
      '[[send_email]] EMAIL',
      '[vars] NOTIFY_TO (notification recipient)',
      '[vars] ACCESS_TEAM_DOMAIN',
      '[vars] ACCESS_AUD',
      '[vars] ADMIN_DEV_EMAIL',
    ]);
  });

  it('refuses Stripe set up for testing: a test key, a key without its webhook secret, the SDK pointed at anything but Stripe (the local stand-in)', () => {
    const facts = realFacts();
    facts.config.stripe = { secretKey: 'sk_test_51Example', apiBase: 'http://127.0.0.1:12111' };
    expect(launchProblems(facts).map((problem) => `${problem.field}: ${problem.value}`)).toEqual([
      'STRIPE_SECRET_KEY: sk_test_…',
      'STRIPE_WEBHOOK_SECRET: (missing)',
      'STRIPE_API_BASE: http://127.0.0.1:12111',
    ]);
    facts.config.stripe = { secretKey: 'sk_live_51Example', webhookSecret: 'whsec_x', apiBase: 'https://api.stripe.com' };
    expect(launchProblems(facts)).toEqual([]);
    // No Stripe at all: the site offers the transfer instructions only.
    facts.config.stripe = {};
    expect(launchProblems(facts)).toEqual([]);
  });

  it('refuses a reply domain without the secret its addresses are derived under, or on a reserved domain (0057)', () => {
    const facts = realFacts();
    facts.config.vars = { ...facts.config.vars, REPLY_DOMAIN: 'reply.montroyalnumerique.ca' };
    const refused = launchProblems(facts);
    expect(refused.map((problem) => problem.field)).toEqual(['secret REPLY_ADDRESS_SECRET']);
    expect(refused[0].value).toContain('could not list the secrets');
    facts.config.secretNames = ['PROPOSAL_LINK_SECRET'];
    expect(launchProblems(facts)).toMatchObject([{ field: 'secret REPLY_ADDRESS_SECRET', value: '(missing)' }]);
    facts.config.secretNames = ['PROPOSAL_LINK_SECRET', 'REPLY_ADDRESS_SECRET'];
    expect(launchProblems(facts)).toEqual([]);
    facts.config.vars.REPLY_DOMAIN = 'reply.example.com';
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] REPLY_DOMAIN']);
    facts.config.vars.REPLY_DOMAIN = 'not a domain';
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] REPLY_DOMAIN']);
    // No reply domain: no reply address, no secret needed.
    facts.config.vars.REPLY_DOMAIN = '';
    facts.config.secretNames = null;
    expect(launchProblems(facts)).toEqual([]);
  });

  it('checks the Access variables whenever wrangler.toml declares them, even before the inbox is routed', () => {
    const facts = realFacts();
    facts.hasAdminScreen = false;
    facts.config.vars = { ...facts.config.vars, ACCESS_TEAM_DOMAIN: 'https://acme.cloudflareaccess.com', ACCESS_AUD: '' };
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] ACCESS_TEAM_DOMAIN', '[vars] ACCESS_AUD']);
    delete facts.config.vars.ACCESS_TEAM_DOMAIN;
    delete facts.config.vars.ACCESS_AUD;
    expect(launchProblems(facts)).toEqual([]);
  });
});
