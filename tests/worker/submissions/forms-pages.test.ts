import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/submissions/limits';
import { serviceIds } from '../../../src/business/services';
import { html } from '../helpers';
import { call, formPost, freshIp, validContact, validQuote, type Row } from './forms-helpers';

const contactFields = (values: Record<string, string>): [string, string][] => Object.entries(values);
const quoteFields = (values: typeof validQuote): [string, string][] => [
  ...values.services.map((id): [string, string] => ['services', id]),
  ...(Object.entries(values).filter(([key]) => key !== 'services') as [string, string][]),
];

const rowsByEmail = async (email: string) =>
  (await env.DB.prepare(`SELECT * FROM submissions WHERE json_extract(data, '$.email') = ?`).bind(email).all<Row>()).results;

describe('the forms as served', () => {
  it('renders the contact form as a real post form with its six fields and the honeypot', async () => {
    const { body } = await html('/contact');
    const form = body.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    // No per-render key: the page is the same for every visitor, so it can be reused (docs/decisions/0015-page-reuse.md).
    expect(body).not.toContain('name="_key"');
    for (const name of ['firstName', 'lastName', 'email', 'company', 'subject', 'message', '_honeypot']) {
      expect(body).toContain(`name="${name}"`);
    }
    expect(body).toMatch(/<textarea[^>]*rows="5"/);
    expect(body.match(/class="required-mark"/g)).toHaveLength(5);
  });

  it('renders the wizard with all six services, the budgets and timelines with their ranges', async () => {
    const { body } = await html('/en/quote');
    const form = body.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/quote"');
    for (const id of serviceIds) expect(body).toContain(`value="${id}"`);
    for (const text of ['Under $5,000', '$5,000–$15,000', 'Over $50,000', 'Less than a month', '1–3 months', 'Over 6 months', 'Step 1 of 4']) {
      expect(body).toContain(text);
    }
    expect(body).toContain('value="&lt; 5k"');
    expect(body).toMatch(/<textarea[^>]*rows="4"/);
    const french = (await html('/soumission')).body;
    expect(french).toMatch(/Moins de 5\s000\s\$/);
    expect(french).toContain('Applications mobiles');
  });
});

describe('plain form posts (no JavaScript)', () => {
  it('re-renders the contact page with the errors next to the fields and the values kept', async () => {
    const response = await call(formPost('/contact', contactFields({ firstName: 'Marie', email: 'marie', subject: '', message: '' })));
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('<html lang="fr-CA"');
    expect(body).toMatch(/id="contact-firstName"[^>]*value="Marie"|value="Marie"[^>]*id="contact-firstName"/);
    for (const message of ['Le nom est requis', 'Adresse courriel invalide', 'L&#x27;objet est requis', 'Le message est requis'])
      expect(body).toContain(message);
    expect(body).not.toContain('id="contact-firstName-error"');
    expect(body).toContain('aria-describedby="contact-email-error"');
  });

  it('stores a valid contact post and shows the success message in the page language', async () => {
    const email = `nojs-${crypto.randomUUID()}@example.org`;
    const fields = contactFields({ ...validContact, email });
    const ip = freshIp();
    const response = await call(formPost('/en/contact', fields, { 'cf-connecting-ip': ip }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Message sent successfully!');
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'contact', lang: 'en', page: '/en/contact', spam: 0 });
    // The browser resends the form (reload after the post): stored once.
    const again = await call(formPost('/en/contact', fields, { 'cf-connecting-ip': ip }));
    expect(again.status).toBe(200);
    expect(await rowsByEmail(email)).toHaveLength(1);
    // Another visitor, or the same one with other words, is another submission.
    await call(formPost('/en/contact', fields));
    await call(formPost('/en/contact', contactFields({ ...validContact, email, message: 'Another question.' }), { 'cf-connecting-ip': ip }));
    expect(await rowsByEmail(email)).toHaveLength(3);
  });

  it('in English: the errors beside their fields, each field described by its own, the values kept; then the success in a status, the form empty, one row', async () => {
    const email = `nojs-en-${crypto.randomUUID()}@example.org`;
    // Every field of the form, as a browser sends it.
    const sent = (values: Record<string, string>) =>
      formPost('/en/contact', contactFields({ firstName: '', lastName: '', email: '', company: '', subject: '', message: '', _honeypot: '', ...values }));
    const refused = await call(sent({ firstName: 'John', email: 'not-an-email' }));
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain('<html lang="en-CA"');
    expect(body).toMatch(/<input id="contact-firstName" [^>]*name="firstName" value="John"\/>/);
    for (const [field, message] of [
      ['lastName', 'Last name is required'],
      ['email', 'Invalid email'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ]) {
      expect(body).toMatch(new RegExp(`<(input|textarea) id="contact-${field}" aria-invalid="true" aria-describedby="contact-${field}-error"`));
      expect(body).toContain(`<p id="contact-${field}-error" class="field-error">${message}</p>`);
    }

    const answer = await call(sent({ firstName: 'John', lastName: 'Smith', email, subject: 'Hello', message: 'A question about maintenance.' }));
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toMatch(/<div class="form-notice form-notice-success" role="status"><p class="form-notice-title">Message sent successfully!<\/p>/);
    expect(page).toMatch(/<input id="contact-firstName" [^>]*name="firstName" value=""\/>/);
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].data)).toMatchObject({ firstName: 'John', lastName: 'Smith', subject: 'Hello', email });
  });

  it('stores a valid quote post with its several services', async () => {
    const email = `nojs-${crypto.randomUUID()}@example.org`;
    const response = await call(formPost('/soumission', quoteFields({ ...validQuote, email })));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Merci pour votre demande!');
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({ form: 'quote', lang: 'fr', page: '/soumission' });
    expect(JSON.parse(row.data).services).toEqual(validQuote.services);
  });

  it('shows every step error of the quote at once', async () => {
    const response = await call(formPost('/en/quote', [['firstName', 'Jo']]));
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const message of [
      'Please select at least one service',
      'Please select a budget',
      'Please select a timeline',
      'Last name is required',
      'Email is required',
    ]) {
      expect(body).toContain(message);
    }
  });

  it('a refused post answers « Erreur : » first, its error summary focused on load, each error a link to its field', async () => {
    const french = await (await call(formPost('/contact', contactFields({ firstName: 'Marie', email: 'marie' })))).text();
    expect(french).toContain('<title>Erreur\u00a0: Contact | ');
    const summary = french.match(/<div id="contact-error-summary"[^>]*>/)?.[0] ?? '';
    expect(summary).toContain('tabindex="-1"');
    expect(summary).toContain('autofocus=""');
    expect(french.match(/autofocus/g)).toHaveLength(1);
    expect(french).toContain('<h2 class="error-summary-title">Il y a un problème</h2>');
    for (const [field, message] of [
      ['lastName', 'Le nom est requis'],
      ['email', 'Adresse courriel invalide'],
      ['subject', 'L&#x27;objet est requis'],
      ['message', 'Le message est requis'],
    ])
      expect(french).toContain(`<li><a href="#contact-${field}">${message}</a></li>`);
    expect(french).not.toContain('href="#contact-firstName"');

    const english = await (await call(formPost('/en/quote', [['firstName', 'Jo']]))).text();
    expect(english).toMatch(/<title>Error: [^<]+ \| /);
    expect(english).toContain('<h2 class="error-summary-title">There is a problem</h2>');
    // A group's link leads to its first choice; the summary lists the steps' errors in their order.
    const links = [...english.matchAll(/<li><a href="#(quote-[^"]+)">/g)].map(([, id]) => id);
    expect(links).toEqual([`quote-services-${serviceIds[0]}`, 'quote-budget-0', 'quote-timeline-0', 'quote-lastName', 'quote-email']);
  });

  it('a post refused for another reason says « Erreur : » first too, its notice focused on load; a sent one neither', async () => {
    const broken = {
      prepare() {
        throw new Error('D1_ERROR: down');
      },
    } as unknown as D1Database;
    const failed = await (await call(formPost('/en/contact', contactFields(validContact)), { DB: broken })).text();
    expect(failed).toMatch(/<title>Error: Contact \| /);
    expect(failed).toMatch(/<div class="form-notice form-notice-error" role="alert" tabindex="-1" autofocus="">/);
    const sent = await (await call(formPost('/en/contact', contactFields({ ...validContact, email: `nojs-${crypto.randomUUID()}@example.org` })))).text();
    expect(sent).toMatch(/<title>Contact \| /);
    expect(sent).not.toContain('autofocus');
  });

  it('treats a filled honeypot like a success and stores it as spam', async () => {
    const email = `bot-${crypto.randomUUID()}@example.org`;
    const response = await call(formPost('/contact', contactFields({ ...validContact, email, _honeypot: 'buy now' })));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Message envoyé avec succès!');
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({ spam: 1 });
    // Nothing queued on any channel of the outbox.
    expect((await env.DB.prepare('SELECT count(*) AS n FROM deliveries WHERE submission_id = ?').bind(row.id).first<{ n: number }>())?.n).toBe(0);
  });

  it('refuses cross-origin posts, other content types and bodies past 32 KiB', async () => {
    expect((await call(formPost('/contact', contactFields(validContact), { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await call(formPost('/contact', contactFields(validContact), { 'content-type': 'text/plain' }))).status).toBe(415);
    const big = await call(formPost('/contact', contactFields({ ...validContact, message: 'x'.repeat(limits.bodyBytes + 10) })));
    expect(big.status).toBe(413);
  });

  it('answers 503 with the failure message and the values kept when storage fails', async () => {
    const broken = {
      prepare() {
        throw new Error('D1_ERROR: down');
      },
    } as unknown as D1Database;
    const response = await call(formPost('/contact', contactFields(validContact)), { DB: broken });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('Une erreur s&#x27;est produite. Réessayez dans un instant.');
    expect(body).toContain('value="Tremblay"');
  });
});
