import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enForms from '../../../locales/en/forms.json';
import frForms from '../../../locales/fr/forms.json';
import { formColumns } from '../../../src/admin/shared/csv';
import { allForms, inOneLine } from '../../../src/submissions/forms';
import { adminGet, adminPost, mockCerts } from './admin-helpers';
import { call, fakeEmail, jsonPost } from '../submissions/forms-helpers';
import { addForm, survey } from '../submissions/test-form';

// Before the first request: the JSON endpoints are built from `forms` then.
addForm(survey);

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const text = async (response: Response) => response.text();

describe('a form added only as a descriptor', () => {
  it('is listed, searched, filtered, shown, exported and listed by `npm run submissions` like the site’s own', async () => {
    const word = `Zorbl${crypto.randomUUID().slice(0, 8)}`;
    const posted = await call(
      jsonPost('/api/survey', { courriel: 'eve@example.org', topics: ['speed', 'price'], rating: 'good', comment: `Said ${word}.`, lang: 'en' }),
    );
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    // The list, found by a word of its own typed field, and by its form in the filter (offered among the forms).
    const list = await text(await adminGet(`/en/admin?q=${word}`));
    expect(list).toContain(`leads/${id}`);
    expect(await text(await adminGet(`/en/admin?form=survey&q=${word}`))).toContain(`leads/${id}`);
    expect(list).toMatch(/<option value="survey"/);

    // Its detail: every field in its own words.
    const detail = await text(await adminGet(`/en/admin/leads/${id}`));
    expect(detail).toContain('Good, thanks');
    expect(detail).toContain('speed, price');
    expect(detail).toContain(word);

    // The CSV: its fields as columns, its values in words.
    const csv = await text(await adminGet(`/en/admin/export.csv?q=${word}`));
    const [, row] = csv.split('\r\n');
    expect(row).toContain('"Good, thanks"');
    expect(row).toContain('"speed, price"');
    expect(row).toContain(`Said ${word}.`);
    expect(formColumns()).toEqual(expect.arrayContaining(['topics', 'rating', 'comment']));

    // `npm run submissions`: its line and its CSV columns come from the same descriptor.
    expect(inOneLine('survey', { courriel: 'eve@example.org', topics: ['speed', 'price'], rating: 'good', comment: 'x' })).toBe(
      '<eve@example.org>  speed, price · good',
    );
  });
});

describe('a form whose person’s fields have other names (`courriel`, `prenom`, `nom`, `organisme`), read by their roles', () => {
  it('gets its confirmation, its privacy look-up, and its inbox row with the person’s name and organisation', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const address = `zoe.${tag}@example.org`;
    const mail = fakeEmail();
    const posted = await call(
      jsonPost('/api/survey', {
        courriel: address,
        prenom: 'Zoé',
        nom: `Tremblay${tag}`,
        organisme: 'Atelier Nord',
        topics: ['speed'],
        rating: 'good',
        lang: 'fr',
      }),
      { EMAIL: mail.binding },
    );
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    // The confirmation: queued in the outbox, sent to the address the role names.
    const confirmation = await env.DB.prepare(`SELECT sent_at FROM deliveries WHERE submission_id = ? AND channel = 'confirmation'`)
      .bind(id)
      .first<{ sent_at: string | null }>();
    expect(confirmation?.sent_at).not.toBeNull();
    expect(mail.sent.map((message) => message.to)).toContain(address);
    // The staff notification answers the person, by name.
    expect(mail.sent).toContainEqual(expect.objectContaining({ replyTo: { email: address, name: `Zoé Tremblay${tag}` } }));

    // The privacy look-up finds it by its address, whatever its case.
    const privacy = await (await adminPost('/en/admin/privacy', { email: address.toUpperCase() })).text();
    expect(privacy).toContain('1 lead holds this address.');
    expect(privacy).toContain(`Zoé Tremblay${tag}`);

    // The inbox: its row names the person, its address and organisation in their columns; its page's title the given name.
    const list = await text(await adminGet(`/en/admin?form=survey&q=${tag}`));
    expect(list).toContain(`<bdi>Zoé Tremblay${tag}</bdi>`);
    expect(list).toContain(`<bdi>${address}</bdi>`);
    expect(list).toContain('<bdi>Atelier Nord</bdi>');
    expect(await text(await adminGet(`/en/admin/leads/${id}`))).toMatch(/<title>[^<]*\u2068Zoé\u2069/);
    expect(inOneLine('survey', { courriel: address, prenom: 'Zoé', nom: 'Tremblay', topics: ['speed'], rating: 'good' })).toBe(
      `Zoé Tremblay <${address}>  speed · good`,
    );
  });
});

describe('the message keys of every form', () => {
  it('each has its text in both languages', () => {
    for (const form of allForms()) {
      const result = form.schema['~standard'].validate({});
      const issues = 'issues' in result && result.issues ? result.issues : [];
      for (const issue of issues) {
        expect.soft(frForms.errors, `${form.name}: ${issue.message}`).toHaveProperty(issue.message);
        expect.soft(enForms.errors, `${form.name}: ${issue.message}`).toHaveProperty(issue.message);
      }
    }
  });
});
