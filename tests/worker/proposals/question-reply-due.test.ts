import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { replyDueAt } from '../../../src/business-hours/reply-clock';
import { atInstant, call } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { adminGet, adminPost, mockCerts, seedLead, tag } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/**
 * A client's question on a proposal, or its request for an updated one, starts the reply promise's clock
 * again after the lead was answered (docs/decisions/0052-proposals.md): in the inbox's due column, its
 * overdue filter and count, the lead's page and the dashboard's overdue leads, until staff answer it.
 */
afterEach(() => vi.restoreAllMocks());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const quote = (company: string, firstName: string) => ({
  services: ['conception-web'],
  plan: '',
  budget: '5k-15k',
  timeline: 'normal',
  firstName,
  lastName: 'Client',
  email: `${firstName.toLowerCase()}@example.com`,
  company,
  phone: '',
  projectDescription: 'Un site',
});
/** The client's post on its proposal's page, through the real route (no staff's Access mock in the way). */
const clientPost = async (token: string, fields: [string, string][]) => {
  vi.restoreAllMocks();
  const response = await call(formPost(proposalHref('fr', token), fields));
  mockCerts();
  return response;
};
const html = async (path: string) => (await adminGet(path)).text();
const listedNames = (page: string) => [...page.matchAll(/<th scope="row"><a [^>]*><bdi>([^<]*)<\/bdi><\/a>/g)].map((match) => match[1]);
/** Each listed lead's due column (its time and mark), by name. */
const marks = (page: string) =>
  Object.fromEntries(
    [
      ...page.matchAll(
        /<tr[^>]*><td>[^<]*<\/td><td><time dateTime="([^"]+)">[^<]*<\/time>(?: <span class="admin-due admin-due-(\w+)">[^<]*<\/span>)?<\/td><th scope="row"><a [^>]*><bdi>([^<]*)<\/bdi><\/a>/g,
      ),
    ].map((match) => [match[3], { due: match[1], mark: match[2] ?? null }]),
  );
const clientLineAt = async (lead: string, kind: string) =>
  (await env.DB.prepare('SELECT at FROM lead_history WHERE submission_id = ? AND kind = ?').bind(lead, kind).first<{ at: string }>())!.at;

/** A quote request received ten days ago, answered by staff (`answer`), with a proposal sent. */
async function answeredLead(name: string, answer: { note: string } | { status: string }, proposal: Parameters<typeof seedProposal>[1] = {}) {
  const company = tag();
  const lead = await seedLead({ form: 'quote', data: quote(company, name), createdAt: daysAgo(10) });
  mockCerts();
  const path = 'note' in answer ? `/admin/leads/${lead}/notes` : `/admin/leads/${lead}/status`;
  expect((await adminPost(path, answer)).status).toBe(303);
  const list = `/en/admin?q=${company}`;
  const page = await html(list);
  expect(marks(page)[`${name} Client`].mark).toBe('answered');
  expect(page).toContain('Overdue (0)');
  return { lead, list, proposal: await seedProposal(env.DB, { ...proposal, submissionId: lead }) };
}

describe("a client's question on a proposal of an answered lead", () => {
  it('makes the lead wait again from the question: due column, overdue filter and count, its page and the dashboard, until a staff note', async () => {
    const { lead, list, proposal } = await answeredLead('Asks', { note: 'Proposition envoyée.' });
    expect(
      (
        await clientPost(proposal.token, [
          ['action', 'question'],
          ['question', 'La formation peut-elle se faire en ligne?'],
        ])
      ).status,
    ).toBe(200);
    const due = replyDueAt(Date.parse(await clientLineAt(lead, 'question'))).toISOString();

    // Within its time: the list shows the question's due time, with no mark (waiting), and it is not overdue yet.
    let page = await html(list);
    expect(marks(page)['Asks Client']).toEqual({ due, mark: null });
    expect(page).toContain('Overdue (0)');
    expect(await html(`/en/admin/leads/${lead}`)).toContain(`<dt>Reply to the client&#x27;s question due</dt><dd><bdi><time dateTime="${due}">`);

    // A minute past its due time: overdue in the list, under the filter, in its count, on its page and the dashboard.
    const late = Date.parse(due) + 60_000;
    await atInstant(late, async () => {
      page = await html(list);
      expect(marks(page)['Asks Client']).toEqual({ due, mark: 'overdue' });
      expect(page).toContain('Overdue (1)');
      expect(listedNames(await html(`${list}&due=overdue`))).toEqual(['Asks Client']);
      expect(await html(`/en/admin/leads/${lead}`)).toMatch(
        /<dt>Reply to the client&#x27;s question due<\/dt><dd><bdi><time[^>]*>[^<]+<\/time> <span class="admin-due admin-due-overdue">Overdue<\/span>/,
      );
      expect(await html('/en/admin/dashboard')).toContain(`href="/en/admin/leads/${lead}"`);
    });

    // Staff answer it with a note: answered again everywhere.
    expect((await adminPost(`/admin/leads/${lead}/notes`, { note: 'Oui, en visioconférence.' })).status).toBe(303);
    await atInstant(late, async () => {
      page = await html(list);
      expect(marks(page)['Asks Client'].mark).toBe('answered');
      expect(page).toContain('Overdue (0)');
      expect(listedNames(await html(`${list}&due=overdue`))).toEqual([]);
      expect(await html(`/en/admin/leads/${lead}`)).not.toContain('Reply to the client&#x27;s question due');
      expect(await html('/en/admin/dashboard')).not.toContain(`href="/en/admin/leads/${lead}"`);
    });
  });

  it('waits from the earliest question staff have not answered, not the newest', async () => {
    const { lead, list, proposal } = await answeredLead('Twice', { note: 'Proposition envoyée.' });
    for (const question of ['Première question', 'Deuxième question'])
      await clientPost(proposal.token, [
        ['action', 'question'],
        ['question', question],
      ]);
    const { results } = await env.DB.prepare("SELECT at FROM lead_history WHERE submission_id = ? AND kind = 'question' ORDER BY at, id")
      .bind(lead)
      .all<{ at: string }>();
    expect(results).toHaveLength(2);
    expect(marks(await html(list))['Twice Client'].due).toBe(replyDueAt(Date.parse(results[0].at)).toISOString());
  });
});

describe("an expired proposal's request for an updated one", () => {
  it('is a client waiting too: overdue once past its due time, until a status change answers it', async () => {
    const { lead, list, proposal } = await answeredLead('Expired', { status: 'in_progress' }, { sentAt: Date.now() - 40 * 86_400_000, validityDays: 30 });
    expect((await clientPost(proposal.token, [['action', 'update']])).status).toBe(200);
    const due = replyDueAt(Date.parse(await clientLineAt(lead, 'update-requested'))).toISOString();
    expect(marks(await html(list))['Expired Client']).toEqual({ due, mark: null });
    expect(await html(`/en/admin/leads/${lead}`)).toContain(
      `<dt>Reply to the client&#x27;s request for an updated proposal due</dt><dd><bdi><time dateTime="${due}">`,
    );

    const late = Date.parse(due) + 60_000;
    await atInstant(late, async () => expect(listedNames(await html(`${list}&due=overdue`))).toEqual(['Expired Client']));
    expect((await adminPost(`/admin/leads/${lead}/status`, { status: 'answered' })).status).toBe(303);
    await atInstant(late, async () => {
      expect(listedNames(await html(`${list}&due=overdue`))).toEqual([]);
      expect(marks(await html(list))['Expired Client'].mark).toBe('answered');
    });
  });
});

describe('a question on a lead nobody answered yet', () => {
  it('leaves it waiting since its receipt, the earlier due time: overdue already, with no second due line on its page', async () => {
    const company = tag();
    const lead = await seedLead({ form: 'quote', data: quote(company, 'Unanswered'), createdAt: daysAgo(10) });
    const proposal = await seedProposal(env.DB, { submissionId: lead });
    await clientPost(proposal.token, [
      ['action', 'question'],
      ['question', 'Une question'],
    ]);
    const created = (await env.DB.prepare('SELECT created_at FROM submissions WHERE id = ?').bind(lead).first<{ created_at: string }>())!.created_at;
    const page = await html(`/en/admin?q=${company}`);
    expect(marks(page)['Unanswered Client']).toEqual({ due: replyDueAt(Date.parse(created)).toISOString(), mark: 'overdue' });
    expect(page).toContain('Overdue (1)');
    const detail = await html(`/en/admin/leads/${lead}`);
    expect(detail).toMatch(/<dt>Reply due by<\/dt><dd><bdi><time[^>]*>[^<]+<\/time> <span class="admin-due admin-due-overdue">Overdue<\/span>/);
    expect(detail).not.toContain('Reply to the client&#x27;s question due');
  });
});
