import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { fakeEmail } from '../submissions/forms-helpers';
import type { Bindings } from '../../../src/env';
import { sha256Hex } from '../../../src/proposals/snapshot';
import { proposalToken } from '../../../src/proposals/link.server';
import { lastValidDay } from '../../../src/proposals/validity';
import { draftOf, editorFields, historyKinds, mailOf, prepare, proposal, proposalTables, quoteLead, staffPost, year } from './staff-helpers';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

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
    // A draft's page alone loads the entry script, for its figures island (docs/decisions/0024-lead-inbox.md, addendum).
    expect(page.match(/<script type="module" src="\/build\/main-[\w-]+\.js"><\/script>/g)).toHaveLength(1);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('data-island="ProposalFigures"');
    // Its notice in the staff member's language, carried in the island's props.
    expect(page).toContain('Un champ est à corriger\u00a0: les montants restent ceux du dernier calcul possible.');
    expect(await (await adminGet(`/en/admin/proposals/${id}`)).text()).toContain('A field needs correcting: the amounts stay as last calculated.');
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
    // A figure posted beside the fields is no figure: the server computes every one.
    fields.set('total', '1,00');
    fields.set('deposit', '1,00');
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
    // A sent proposal's record has no island: no script.
    expect(await (await adminGet(`/admin/proposals/${id}`)).text()).not.toContain('<script');
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
});

describe('a refused proposal', () => {
  it('lists each field in error at the top as a link to it, named by its label, in the order the page shows them', { timeout: 30_000 }, async () => {
    const id = await prepare(await quoteLead());
    const before = await proposalTables();
    for (const [lang, prefix, title, links] of [
      [
        'fr',
        '',
        "Certains champs sont à corriger\u00a0: rien n'a été enregistré.",
        [
          '#f-client-name">Nom\u00a0: Ce champ est requis.',
          '#f-l2-price">Ligne 2, Prix unitaire, taxes incluses ($)\u00a0: Le nombre ne peut pas être négatif.',
        ],
      ],
      [
        'en',
        '/en',
        'Some fields need correcting: nothing was saved.',
        ['#f-client-name">Name: This field is required.', '#f-l2-price">Line 2, Unit price, taxes included ($): The number cannot be negative.'],
      ],
    ] as const) {
      const bad = await editorFields(id, lang);
      bad.set('l2.price', '-5');
      bad.set('client.name', '');
      bad.set('action', 'recalculate');
      const response = await staffPost(`${prefix}/admin/proposals/${id}`, bad);
      expect(response.status).toBe(400);
      const html = await response.text();
      // The public forms' summary (client/forms/error-summary.tsx): focused on load, its links to the fields' controls.
      const summary = html.match(/<div id="outcome" class="error-summary" tabindex="-1" autofocus="">.*?<\/div><\/div>/)?.[0] ?? '';
      expect(summary).toContain(`<h2 class="error-summary-title">${title.replace("'", '&#x27;')}</h2>`);
      expect([...summary.matchAll(/<a href="([^<]+)<\/a>/g)].map(([, link]) => link)).toEqual(links);
      for (const link of links) expect(html).toContain(`id="${link.slice(1, link.indexOf('"'))}"`);
    }
    expect(await proposalTables()).toBe(before);
  });
});
