import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessEnv, adminGet, mockCerts, seedLead, token } from './admin-helpers';
import { call, fakeEmail, runCron } from './forms-helpers';
import { origin } from './helpers';
import type { Bindings } from '../../src/env';
import { montrealDay } from '../../src/business-hours/reply-clock';
import { sha256Hex } from '../../src/proposals/snapshot';
import { proposalToken } from '../../src/proposals/link.server';
import { lastValidDay } from '../../src/proposals/validity';
import { sendProposal } from '../../src/proposals/send.server';
import { composeProposalMail } from '../../src/proposals/mail.server';
import type { ProposalDraft } from '../../src/proposals/document';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Row = Record<string, unknown> & { id: string; status: string; draft: string; number: string | null };

/** A staff member's form post to the inbox, with the mail binding the test gives. */
async function staffPost(path: string, fields: Record<string, string> | URLSearchParams, overrides: Partial<Bindings> = {}) {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return call(
    new Request(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'cf-access-jwt-assertion': await token() },
      body: body.toString(),
      redirect: 'manual',
    }),
    { ...accessEnv, ...overrides },
  );
}

const proposal = (id: string) => env.DB.prepare('SELECT * FROM proposals WHERE id = ?').bind(id).first<Row>();
const draftOf = async (id: string) => JSON.parse((await proposal(id))!.draft) as ProposalDraft;
const historyKinds = async (id: string) =>
  (await env.DB.prepare('SELECT kind FROM proposal_history WHERE proposal_id = ? ORDER BY id').bind(id).all<{ kind: string }>()).results.map((row) => row.kind);
const mailOf = (id: string) => env.DB.prepare('SELECT * FROM proposal_mail WHERE proposal_id = ?').bind(id).all<Record<string, unknown>>();

/** Everything a proposal's change could touch, to compare before and after a refused request. */
async function proposalTables(): Promise<string> {
  const parts = await Promise.all(
    ['proposals', 'proposal_history', 'proposal_mail'].map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)
        .all()
        .then((result) => JSON.stringify(result.results)),
    ),
  );
  return parts.join('\n');
}

const quoteLead = () =>
  seedLead({
    form: 'quote',
    data: {
      services: ['conception-web', 'mobile'],
      plan: 'professional',
      budget: '5k-15k',
      timeline: 'normal',
      firstName: 'Jeanne',
      lastName: 'Roy',
      email: 'jeanne.roy@example.com',
      company: 'Roy et fils',
      phone: '',
      projectDescription: 'Une appli',
    },
  });

/** "Prepare a proposal" on a lead's page: the new draft's id. */
async function prepare(lead: string, lang: 'fr' | 'en' = 'fr') {
  const response = await staffPost(lang === 'fr' ? '/admin/proposals/new' : '/en/admin/proposals/new', { lead });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  const id = /\/proposals\/([0-9a-f-]{36})\?done=created/.exec(location)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/** The editor's fields as its page shows them: every input, select and textarea of the form, with their values. */
async function editorFields(id: string, lang: 'fr' | 'en' = 'fr'): Promise<URLSearchParams> {
  const html = await (await adminGet(`${lang === 'fr' ? '' : '/en'}/admin/proposals/${id}`)).text();
  const start = html.lastIndexOf('<form', html.indexOf('class="admin-editor"'));
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields = new URLSearchParams();
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  for (const match of form.matchAll(/<input ([^>]*)>/g)) {
    const attributes = match[1];
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(attributes)) {
      if (/checked=""/.test(attributes)) fields.set(name, 'on');
      continue;
    }
    fields.set(name, decode(/value="([^"]*)"/.exec(attributes)?.[1] ?? ''));
  }
  for (const match of form.matchAll(/<select [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected=""/.exec(match[2])?.[1] ?? /<option value="([^"]*)"/.exec(match[2])?.[1] ?? '';
    fields.set(match[1], selected);
  }
  for (const match of form.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields.set(match[1], decode(match[2]));
  return fields;
}

const year = Number(montrealDay(Date.now()).slice(0, 4));

describe('a proposal from a quote request', () => {
  // Some thirty requests, one after the other: more than Vitest's 5 s on a busy machine.
  it('prepares, recalculates, sends P-<year>-0001 with its hash, link and e-mail, then freezes it and revises it', { timeout: 30_000 }, async () => {
    const lead = await quoteLead();
    const leadPage = await (await adminGet(`/admin/leads/${lead}`)).text();
    expect(leadPage).toContain('action="/admin/proposals/new"');
    expect(leadPage).toContain('Préparer une proposition');

    // A line per chosen service, and the plan, at the catalogue's prices; the terms' deposit, payment and validity.
    const id = await prepare(lead);
    const draft = await draftOf(id);
    expect(draft.lines.map((line) => [line.source, line.name.fr, line.name.en, line.unitPriceCents, line.quantityHundredths])).toEqual([
      [{ kind: 'service', id: 'conception-web' }, 'Conception web', 'Web design', 250000, 100],
      [{ kind: 'service', id: 'mobile' }, 'Applications mobiles', 'Mobile apps', 800000, 100],
      [{ kind: 'plan', id: 'professional' }, 'Professionnel', 'Professional', 39900, 100],
    ]);
    expect(draft.client).toEqual({ name: 'Jeanne Roy', company: 'Roy et fils', email: 'jeanne.roy@example.com', lang: 'fr' });
    expect(draft.deposit).toEqual({ kind: 'percent', basisPoints: 3000 });
    expect([draft.paymentDays, draft.validityDays]).toEqual([30, 30]);
    expect(draft.schedule.fr).toContain('Normal');
    expect(draft.schedule.fr).toContain('mois');
    expect(draft.schedule.en).toContain('month');

    let page = await (await adminGet(`/admin/proposals/${id}`)).text();
    // The client's budget, for staff, beside the total: 2 500 + 8 000 + 399 $.
    expect(page).toContain('Projet moyen');
    expect(page).toContain('10\u00a0899,00\u00a0$');

    // Add a catalogue line, then make it an option and change a price: the server's figures.
    let fields = await editorFields(id);
    fields.set('catalogue', 'addon:audit');
    fields.set('action', 'add');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    expect((await draftOf(id)).lines.at(-1)).toMatchObject({ id: 'l4', source: { kind: 'addon', id: 'audit' }, unitPriceCents: 50000 });
    fields = await editorFields(id);
    fields.set('l1.price', '3 000,00');
    fields.set('l4.optional', 'on');
    fields.set('action', 'recalculate');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    const saved = await draftOf(id);
    expect(saved.lines[0].unitPriceCents).toBe(300000);
    expect(saved.lines[3].optional).toBe(true);
    page = await (await adminGet(`/admin/proposals/${id}?done=saved`)).text();
    // 3 000 + 8 000 + 399 $ (the option left out): 9 914,33 $ + GST 495,72 $ + QST 988,95 $; deposit 30 %: 3 419,70 $ of which 148,71 $ and 296,69 $.
    for (const figure of [
      '11\u00a0399,00\u00a0$',
      '9\u00a0914,33\u00a0$',
      '495,72\u00a0$',
      '988,95\u00a0$',
      '3\u00a0419,70\u00a0$',
      '148,71\u00a0$',
      '296,69\u00a0$',
      '7\u00a0979,30\u00a0$',
    ]) {
      expect(page).toContain(figure);
    }
    expect(page).toContain('TVQ (9,975\u00a0%)');
    expect(page).toContain('TPS (5\u00a0%)');

    // Send: the number, the frozen snapshot and its SHA-256, the link's hash, the last day, the e-mail.
    const mail = fakeEmail();
    const sentAt = Date.now();
    fields = await editorFields(id);
    fields.set('action', 'send');
    const sendAnswer = await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: mail.binding });
    expect(sendAnswer.status).toBe(303);
    const sent = (await proposal(id))!;
    expect(sent).toMatchObject({ status: 'sent', number: `P-${year}-0001`, revision: 1, series_year: year, series_number: 1 });
    expect(sent.snapshot_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.snapshot_sha256).toBe(await sha256Hex(String(sent.snapshot)));
    const linkToken = await proposalToken(env as unknown as Bindings, id);
    expect(linkToken.length).toBeGreaterThanOrEqual(43);
    expect(sent.token_sha256).toBe(await sha256Hex(linkToken));
    expect(JSON.stringify(sent)).not.toContain(linkToken);
    expect(sent.valid_until).toBe(lastValidDay(sentAt, 30));
    const snapshot = JSON.parse(String(sent.snapshot));
    expect(snapshot).toMatchObject({
      number: `P-${year}-0001`,
      company: { gstNumber: expect.any(String), qstNumber: expect.any(String), neq: expect.any(String) },
    });
    expect(JSON.stringify(snapshot.request)).not.toContain('5k-15k');
    expect(JSON.stringify(snapshot.request)).not.toContain('Projet moyen');
    expect(await historyKinds(id)).toEqual(['created', 'sent']);
    expect((await mailOf(id)).results).toEqual([expect.objectContaining({ kind: 'sent', attempts: 1, error: null, sent_at: expect.any(String) })]);
    // The e-mail, sent at once in the client's language: the number, the total, the last day, the private link from the configured origin.
    expect(mail.sent).toHaveLength(1);
    const message = mail.sent[0] as { to: string; subject: string; text: string };
    expect(message.to).toBe('jeanne.roy@example.com');
    expect(message.subject).toBe(`Proposition P-${year}-0001 de Mont-Royal Numérique`);
    expect(message.text).toContain(`${env.SITE_URL}/proposition/${linkToken}`);
    expect(message.text).toContain('11\u00a0399,00\u00a0$');
    expect(message.text).toContain('23\u00a0h\u00a059');

    // The lead's page lists it, sent, with its e-mail.
    const leadAfter = await (await adminGet(`/admin/leads/${lead}`)).text();
    expect(leadAfter).toContain(`P-${year}-0001`);
    expect(leadAfter).toMatch(/admin-proposal-sent">Envoyée/);
    expect(leadAfter).toContain('Courriel «\u00a0envoi\u00a0»');

    // Sent: editing is refused and changes nothing.
    const frozen = await proposalTables();
    fields.set('l1.price', '1');
    fields.set('action', 'recalculate');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(409);
    expect(await proposalTables()).toBe(frozen);

    // A revision: a new draft, R2 of the same series; sending it replaces R1.
    const revise = await staffPost(`/admin/proposals/${id}/revise`, {});
    expect(revise.status).toBe(303);
    const r2 = /\/proposals\/([0-9a-f-]{36})\?/.exec(revise.headers.get('location') ?? '')?.[1] as string;
    expect(await proposal(r2)).toMatchObject({ status: 'draft', revision: 2, replaces_id: id, series_number: 1, number: null });
    // Revising again leads to the same draft.
    expect((await staffPost(`/admin/proposals/${id}/revise`, {})).headers.get('location')).toContain(r2);
    const r2Fields = await editorFields(r2);
    r2Fields.set('l2.price', '7 500');
    r2Fields.set('action', 'send');
    expect((await staffPost(`/admin/proposals/${r2}`, r2Fields, { EMAIL: fakeEmail().binding })).status).toBe(303);
    expect(await proposal(r2)).toMatchObject({ status: 'sent', number: `P-${year}-0001-R2` });
    expect((await proposal(r2))!.token_sha256).not.toBe(sent.token_sha256);
    expect(await proposal(id)).toMatchObject({ status: 'replaced', number: `P-${year}-0001` });
    expect(await historyKinds(id)).toEqual(['created', 'sent', 'revised', 'replaced']);

    // The Proposals view, by state, each row to its page.
    const replacedList = await (await adminGet('/admin/proposals?status=replaced')).text();
    expect(replacedList).toContain(`href="/admin/proposals/${id}">P-${year}-0001</a>`);
    expect(replacedList).not.toContain(`P-${year}-0001-R2`);
    const sentList = await (await adminGet('/en/admin/proposals?status=sent')).text();
    expect(sentList).toContain(`href="/en/admin/proposals/${r2}">P-${year}-0001-R2</a>`);
    expect(sentList).toMatch(/aria-current="page"[^>]*>Proposals</);
    const r1Page = await (await adminGet(`/admin/proposals/${id}`)).text();
    expect(r1Page).toContain(`Remplacée par P-${year}-0001-R2`);
  });

  it("refuses bad input beside its field, in the staff member's language, and saves nothing", { timeout: 30_000 }, async () => {
    const id = await prepare(await quoteLead());
    // Bad input: refused beside its field, in the staff member's language, and nothing saved.
    const before = await proposalTables();
    for (const [field, typed, message] of [
      ['l2.price', '-5', 'Le nombre ne peut pas être négatif.'],
      ['l2.price', 'beaucoup', 'Indiquez un nombre'],
      ['l2.price', '10000000,01', '10\u00a0000\u00a0000,00\u00a0$ au maximum.'],
      ['l2.quantity', '10001', '10000 au maximum.'],
      ['l2.discount', '120', 'Un rabais de 0 à 100\u00a0%.'],
      ['deposit.percent', '60', 'Entre 30 et 50\u00a0%.'],
      ['validityDays', '-1', 'Un nombre entier de jours'],
    ] as const) {
      const bad = await editorFields(id);
      bad.set(field, typed);
      bad.set('action', 'recalculate');
      const response = await staffPost(`/admin/proposals/${id}`, bad);
      expect(response.status, `${field}=${typed}`).toBe(400);
      const html = await response.text();
      const fieldId = `f-${field.replace(/\./g, '-')}`;
      expect(html).toMatch(new RegExp(`<p id="${fieldId}-error" class="admin-error">[^<]*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(html).toMatch(new RegExp(`id="${fieldId}"[^>]*aria-describedby="[^"]*${fieldId}-error"[^>]*aria-invalid="true"`));
      expect(html).toContain(`value="${typed}"`);
    }
    // Many lines whose total passes 10 000 000 $.
    const huge = await editorFields(id);
    huge.set('l2.price', '9000000');
    huge.set('l1.price', '2000000');
    huge.set('action', 'send');
    const hugeAnswer = await staffPost(`/admin/proposals/${id}`, huge);
    expect(hugeAnswer.status).toBe(400);
    expect(await hugeAnswer.text()).toContain('Le total ne peut pas dépasser 10\u00a0000\u00a0000,00\u00a0$.');
    // In English for an English-speaking staff member.
    const english = await editorFields(id, 'en');
    english.set('l2.price', '-5');
    english.set('action', 'recalculate');
    const englishAnswer = await staffPost(`/en/admin/proposals/${id}`, english);
    expect(englishAnswer.status).toBe(400);
    expect(await englishAnswer.text()).toContain('The number cannot be negative.');
    expect(await proposalTables()).toBe(before);
  });

  it("starts an empty draft from a contact message, with the client's facts", async () => {
    const lead = await seedLead({
      form: 'contact',
      lang: 'en',
      data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', company: 'Lee Inc.', subject: 'Site', message: 'Hello' },
    });
    const id = await prepare(lead, 'en');
    const draft = await draftOf(id);
    expect(draft.lines).toEqual([]);
    expect(draft.client).toEqual({ name: 'Ann Lee', company: 'Lee Inc.', email: 'ann@example.com', lang: 'en' });
    // Nothing to send yet.
    const fields = await editorFields(id, 'en');
    fields.set('action', 'send');
    const answer = await staffPost(`/en/admin/proposals/${id}`, fields);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Add at least one line before sending the proposal.');
    expect((await proposal(id))!.status).toBe('draft');
  });

  it('adds lines of free text, removes one (its refused fields with it) and keeps the others in order', async () => {
    const id = await prepare(await quoteLead());
    let fields = await editorFields(id);
    fields.set('catalogue', 'free');
    fields.set('action', 'add');
    await staffPost(`/admin/proposals/${id}`, fields);
    expect((await draftOf(id)).lines.map((line) => [line.id, line.source.kind, line.name.fr])).toEqual([
      ['l1', 'service', 'Conception web'],
      ['l2', 'service', 'Applications mobiles'],
      ['l3', 'plan', 'Professionnel'],
      ['l4', 'free', ''],
    ]);
    // The new line's empty name is refused by "Recalculate"; removing the line instead saves the rest.
    fields = await editorFields(id);
    fields.set('action', 'recalculate');
    const refused = await staffPost(`/admin/proposals/${id}`, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/id="f-l4-nameFr-error" class="admin-error">Ce champ est requis\./);
    fields.set('l2.discount', '10');
    fields.set('action', 'remove:l4');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    const draft = await draftOf(id);
    expect(draft.lines.map((line) => line.id)).toEqual(['l1', 'l2', 'l3']);
    expect(draft.lines[1].discountBasisPoints).toBe(1000);
    fields = await editorFields(id);
    fields.set('action', 'remove:l1');
    await staffPost(`/admin/proposals/${id}`, fields);
    expect((await draftOf(id)).lines.map((line) => line.id)).toEqual(['l2', 'l3']);
  });

  it('withdraws and extends a sent proposal, the history saying so', async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const { valid_until: before } = (await proposal(id))!;
    expect((await staffPost(`/admin/proposals/${id}/extend`, { days: 'dix' })).status).toBe(400);
    expect((await staffPost(`/admin/proposals/${id}/extend`, { days: '10' })).status).toBe(303);
    const after = (await proposal(id))!.valid_until as string;
    expect(Date.parse(after) - Date.parse(String(before))).toBe(10 * 86_400_000);
    const detail = await env.DB.prepare("SELECT detail FROM proposal_history WHERE proposal_id = ? AND kind = 'extended'").bind(id).first<{ detail: string }>();
    expect(JSON.parse(detail!.detail)).toEqual({ from: before, to: after });
    expect((await staffPost(`/admin/proposals/${id}/withdraw`, {})).status).toBe(303);
    expect((await proposal(id))!.status).toBe('withdrawn');
    expect(await historyKinds(id)).toEqual(['created', 'sent', 'extended', 'withdrawn']);
    // Withdrawn: no more extension, revision or second withdrawal.
    for (const action of ['extend', 'revise', 'withdraw']) expect((await staffPost(`/admin/proposals/${id}/${action}`, { days: '5' })).status).toBe(409);
  });

  for (const status of ['accepted', 'declined'] as const) {
    it(`refuses every change to a proposal once ${status}`, async () => {
      const id = await prepare(await quoteLead());
      const fields = await editorFields(id);
      fields.set('action', 'send');
      await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
      await env.DB.prepare('UPDATE proposals SET status = ? WHERE id = ?').bind(status, id).run();
      const { snapshot_sha256: hash } = (await proposal(id))!;
      if (status === 'accepted') {
        // The evidence the client's page records (its own tests check how).
        await env.DB.prepare(
          "INSERT INTO proposal_acceptances (proposal_id, name, at, ip, user_agent, lang, chosen, totals, snapshot_sha256) VALUES (?, 'Jeanne Roy', ?, '203.0.113.7', 'Firefox', 'fr', '[]', '{}', ?)",
        )
          .bind(id, new Date().toISOString(), hash)
          .run();
      }
      const before = await proposalTables();
      const edit = new URLSearchParams(fields);
      edit.set('action', 'recalculate');
      expect((await staffPost(`/admin/proposals/${id}`, edit)).status, 'edit').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}`, fields)).status, 'send').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/withdraw`, {})).status, 'withdraw').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/extend`, { days: '10' })).status, 'extend').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/revise`, {})).status, 'revise').toBe(409);
      expect(await proposalTables()).toBe(before);
      const page = await (await adminGet(`/admin/proposals/${id}`)).text();
      expect(page).not.toContain('/withdraw"');
      if (status === 'accepted') {
        // The certificate as staff read it: the name typed, the address, the total recomputed, the hash accepted.
        expect(page).toMatch(/<h2 id="acceptance-title">Certificat d(&#x27;|')acceptation<\/h2>/);
        expect(page).toContain('Jeanne Roy');
        expect(page).toContain('203.0.113.7');
        expect(page).toContain('10\u00a0899,00\u00a0$');
        expect(page).toContain(String(hash));
      }
    });
  }

  it('gives two sends that race two numbers, one after the other', async () => {
    const lead = await quoteLead();
    const ids = [await prepare(lead), await prepare(lead), await prepare(lead)];
    const sent = await Promise.all(ids.map((id) => sendProposal(env as unknown as Bindings, id, 'agent@example.com')));
    const numbers = sent.map((result) => (typeof result === 'object' ? result.number : result)).sort();
    // This file's earlier tests sent some already: these are the next three, each once.
    const latest = Number(numbers[0].slice(7, 11));
    expect(numbers).toEqual([0, 1, 2].map((step) => `P-${year}-${String(latest + step).padStart(4, '0')}`));
  });

  it('keeps a failed e-mail queued and the cron sends it later; the lead page says how it went', async () => {
    const lead = await quoteLead();
    const id = await prepare(lead);
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail(true).binding });
    expect((await mailOf(id)).results[0]).toMatchObject({ attempts: 1, error: 'simulated send failure', sent_at: null });
    expect(await (await adminGet(`/admin/leads/${lead}`)).text()).toContain('simulated send failure');
    // As if the pause and the request's minute had gone by.
    await env.DB.prepare(
      "UPDATE proposal_mail SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second'), queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE proposal_id = ?",
    )
      .bind(id)
      .run();
    const mail = fakeEmail();
    await runCron({ EMAIL: mail.binding });
    expect((await mailOf(id)).results[0]).toMatchObject({ attempts: 2, error: null, sent_at: expect.any(String) });
    expect(mail.sent.map((message) => (message as { to: string }).to)).toEqual(['jeanne.roy@example.com']);
  });
  it('sends no e-mail of a proposal withdrawn before it went, and its lead page says why', async () => {
    const lead = await quoteLead();
    const id = await prepare(lead);
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail(true).binding });
    await staffPost(`/admin/proposals/${id}/withdraw`, {});
    await env.DB.prepare(
      "UPDATE proposal_mail SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second'), queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE proposal_id = ?",
    )
      .bind(id)
      .run();
    const mail = fakeEmail();
    await runCron({ EMAIL: mail.binding });
    expect(mail.sent).toEqual([]);
    expect((await mailOf(id)).results[0]).toMatchObject({ skipped: 'withdrawn', sent_at: null });
    expect(await (await adminGet(`/admin/leads/${lead}`)).text()).toContain('Non envoyé\u00a0: la proposition a été retirée avant');
  });

  it('lists proposals by state, opened and expired read from their dates, and shows every kind of history', async () => {
    const lead = await quoteLead();
    const [opened, expired] = [await prepare(lead), await prepare(lead)];
    for (const id of [opened, expired]) {
      const fields = await editorFields(id);
      fields.set('action', 'send');
      await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    }
    await env.DB.prepare("UPDATE proposals SET first_opened_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(opened).run();
    await env.DB.prepare("UPDATE proposals SET valid_until = '2020-01-31' WHERE id = ?").bind(expired).run();
    const numbers = async (state: string) =>
      [...(await (await adminGet(`/admin/proposals?status=${state}`)).text()).matchAll(/href="\/admin\/proposals\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(await numbers('opened')).toContain(opened);
    expect(await numbers('opened')).not.toContain(expired);
    expect(await numbers('expired')).toEqual([expired]);
    expect(await numbers('sent')).not.toContain(opened);
    expect(await numbers('sent')).not.toContain(expired);

    // What the client does lands in the history (written by the client's page); staff read every kind.
    const client = [
      ['opened', null],
      ['language', { lang: 'en' }],
      ['question', { text: 'Le délai est-il ferme?' }],
      ['update-requested', {}],
      ['reminded', null],
      ['declined', { reason: 'price', words: 'Trop cher pour nous' }],
      ['accepted', { name: 'Jeanne Roy' }],
    ] as const;
    await env.DB.batch(
      client.map(([kind, detail]) =>
        env.DB.prepare("INSERT INTO proposal_history (proposal_id, actor, kind, detail) VALUES (?, 'client', ?, ?)").bind(
          opened,
          kind,
          detail ? JSON.stringify(detail) : null,
        ),
      ),
    );
    const page = await (await adminGet(`/admin/proposals/${opened}`)).text();
    for (const words of [
      'Le client a ouvert la proposition pour la première fois',
      'Le client lit la proposition en anglais',
      'Le délai est-il ferme?',
      'Le client demande une proposition à jour',
      'Rappel envoyé au client',
      'Le client a refusé la proposition\u00a0: le prix',
      'Trop cher pour nous',
      'Jeanne Roy a accepté la proposition',
    ]) {
      expect(page, words).toContain(words);
    }
    expect(page).not.toContain('proposals.history');
  });

  it('refuses to send a revision once the client answered the proposal it revises', async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const revise = await staffPost(`/admin/proposals/${id}/revise`, {});
    const r2 = /\/proposals\/([0-9a-f-]{36})\?/.exec(revise.headers.get('location') ?? '')?.[1] as string;
    await env.DB.prepare("UPDATE proposals SET status = 'accepted' WHERE id = ?").bind(id).run();
    const r2Fields = await editorFields(r2);
    r2Fields.set('action', 'send');
    expect((await staffPost(`/admin/proposals/${r2}`, r2Fields, { EMAIL: fakeEmail().binding })).status).toBe(409);
    expect(await proposal(id)).toMatchObject({ status: 'accepted' });
    expect(await proposal(r2)).toMatchObject({ status: 'draft', number: null, snapshot: null });
    expect((await mailOf(r2)).results).toEqual([]);
  });

  it("takes an editor post with long texts in both languages, beyond the inbox's usual 16 KiB", async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    for (const name of ['schedule.fr', 'schedule.en', 'notes.fr', 'notes.en', 'terms.fr', 'terms.en']) fields.set(name, 'é'.repeat(4000));
    fields.set('action', 'recalculate');
    expect(fields.toString().length).toBeGreaterThan(16 * 1024);
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    expect((await draftOf(id)).terms.en).toHaveLength(4000);
    fields.set('terms.en', 'é'.repeat(4001));
    const refused = await staffPost(`/admin/proposals/${id}`, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('4000 caractères au maximum.');
    // Past the editor's own bound, the guard refuses the post before reading it.
    fields.set('notes.fr', 'x'.repeat(1024 * 1024));
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(413);
  });

  it('composes the reminder in the client language, with the number, the last day and the private link', async () => {
    const lead = await seedLead({
      form: 'quote',
      lang: 'en',
      data: {
        services: ['automatisation'],
        plan: '',
        budget: '< 5k',
        timeline: 'urgent',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        company: '',
        phone: '',
        projectDescription: '',
      },
    });
    const id = await prepare(lead, 'en');
    const fields = await editorFields(id, 'en');
    fields.set('action', 'send');
    await staffPost(`/en/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const row = (await proposal(id))! as unknown as Parameters<typeof composeProposalMail>[1];
    const reminder = await composeProposalMail('reminder', row, env as unknown as Bindings);
    expect(reminder?.to).toBe('ann@example.com');
    expect(reminder?.subject).toMatch(new RegExp(`^Reminder: our proposal P-${year}-\\d{4} expires on [A-Z][a-z]+ \\d{1,2}, (${year}|${year + 1})$`));
    expect(reminder?.text).toContain(`${env.SITE_URL}/en/proposal/${await proposalToken(env as unknown as Bindings, id)}`);
    expect(reminder?.text).toContain('$1,500.00');
  });
});
