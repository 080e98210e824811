import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { call } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { freshStorage } from '../fresh-storage';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/** The dashboard's proposals (docs/decisions/0052-proposals.md), counted from real rows. */
// The figures count site-wide: from empty storage (docs/decisions/0021-test-suite.md).
beforeEach(async () => {
  await freshStorage();
  mockCerts();
});

const day = 86_400_000;
const accept = (token: string, option: string) =>
  call(
    formPost(proposalHref('fr', token), [
      ['action', 'accept'],
      ['option', option],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]),
  );

describe('the dashboard', () => {
  it('counts the period’s proposals: sent, accepted, the rate, the value, the median time to accept, the decline reasons', async () => {
    const now = Date.now();
    const first = await seedProposal(env.DB, { sentAt: now - 2 * day });
    const second = await seedProposal(env.DB, { sentAt: now - 4 * day });
    const declined = await seedProposal(env.DB, { sentAt: now - day });
    await seedProposal(env.DB, { sentAt: now - day });
    // Left out: one replaced by a revision, one sent before the period.
    await seedProposal(env.DB, { sentAt: now - day, status: 'replaced' });
    await seedProposal(env.DB, { sentAt: now - 100 * day, validityDays: 200 });
    expect((await accept(first.token, 'care-basic')).status).toBe(200);
    expect((await accept(second.token, 'care-plus')).status).toBe(200);
    expect(
      (
        await call(
          formPost(proposalHref('fr', declined.token), [
            ['action', 'decline'],
            ['reason', 'competitor'],
          ]),
        )
      ).status,
    ).toBe(200);

    const page = await (await adminGet('/en/admin/dashboard?days=7')).text();
    const facts = (term: string) => new RegExp(`<dt>${term}</dt><dd><bdi>([^<]*)</bdi></dd>`).exec(page)?.[1];
    expect(facts('Proposals sent')).toBe('4');
    expect(facts('Accepted')).toBe('2');
    expect(facts('Acceptance rate \\(accepted ÷ sent\\)')).toBe('50%');
    // 5,110.00 + 5,410.00, taxes included.
    expect(facts('Value accepted \\(taxes included\\)')).toBe('$10,520.00');
    expect(facts('Median time to accept')).toBe('3 days');
    expect(page).toContain('Decline reasons');
    expect(page).toMatch(/I chose another company<\/th><td>1<\/td>/);
  });

  it('says so when no proposal was sent in the period', async () => {
    const page = await (await adminGet('/admin/dashboard?days=7')).text();
    expect(page).toContain('Aucune proposition envoyée dans cette période.');
  });
});
