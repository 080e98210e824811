import { readFileSync } from 'node:fs';
import { axeViolations } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { personProof } from './proof';
import { shootWholePage } from './screenshots';
import { expect, test } from './test';

// The conversation with a lead (docs/decisions/0057-lead-conversation.md), tried as staff and client
// would: staff on the lead's page without JavaScript, the client's mail program as the local e-mail
// handler of wrangler (`POST /cdn-cgi/local/email`), the mail sent read from wrangler's local list.
// What D1 holds and every case of the pipeline are checked in tests/worker/conversation/. Staff's
// steps run in a browser without JavaScript; axe and the screenshots (which need it) in the test's page.

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}`;
type Mail = { to: string[]; subject: string; replyTo?: string; messageId: string; headers?: Record<string, string> };

const sentMail = async (request: APIRequestContext): Promise<Mail[]> =>
  (await (await request.get('/cdn-cgi/local/explorer/api/local/email/sending?per_page=100')).json()).result;

/** A real message of tests/fixtures/, written to this lead's addresses, as the client's mail program sends it. */
function message(name: string, fill: Record<string, string>): Buffer {
  let raw = readFileSync(`tests/fixtures/${name}`, 'latin1');
  for (const [placeholder, value] of Object.entries(fill)) raw = raw.replaceAll(placeholder, value);
  return Buffer.from(raw, 'latin1');
}

async function mailFrom(request: APIRequestContext, from: string, to: string, raw: Buffer) {
  const answer = await request.post(`/cdn-cgi/local/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { data: raw });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Times, the lead's id and its token change with each run: written as one fixed text before a screenshot. */
async function steadyTexts(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const patterns: [RegExp, string][] = [
      [/\d{1,2}\s[a-zéû]+\.?\s\d{4},?\s(à\s)?\d{1,2}\sh(\s\d{2})?/g, '30 nov. 2026, 14 h 05'],
      [/[A-Z][a-z]{2,8}\.?\s\d{1,2},\s\d{4},?\s(at\s)?\d{1,2}(:\d{2})?\s?[ap]\.m\./g, 'Nov 30, 2026, 2:05 p.m.'],
      [/reply\+[a-z2-7]{32}@/g, 'reply+abcdefghijklmnopqrstuvwxyz234567@'],
      [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '00000000-0000-4000-8000-000000000000'],
      [/marie\.[a-z0-9]+@example\.org/g, 'marie.tremblay@example.org'],
    ];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.textContent ?? '';
      for (const [pattern, fixed] of patterns) text = text.replace(pattern, fixed);
      node.textContent = text;
    }
  });
}

test('staff and client talk on the lead’s page: replies, the quoted history cut, the clock, quiet lines and a flagged sender', async ({
  browser,
  page: checked,
  request,
}) => {
  test.setTimeout(120_000);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  const page = await withoutScripts.newPage();
  const tag = Date.now().toString(36);
  const client = `marie.${tag}@example.org`;
  const sent = await request.post('/api/quote', {
    headers: { origin },
    data: {
      _proof: await personProof(),
      services: ['conception-web'],
      plan: '',
      budget: '5k-15k',
      timeline: 'normal',
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: client,
      company: '',
      phone: '',
      projectDescription: 'Un site bilingue',
      lang: 'fr',
      page: '/soumission',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  // The lead's page says where the client's answers arrive; the confirmation answers there.
  await page.goto(`/admin/leads/${id}`);
  const address = (await page.locator('.admin-reply-address code').textContent()) ?? '';
  expect(address).toMatch(/^reply\+[a-z2-7]{32}@reply\.example\.com$/);
  await expect.poll(async () => (await sentMail(request)).find((mail) => mail.to.includes(client))?.replyTo).toContain(address);

  // Staff reply without JavaScript, from the prefilled form.
  const form = page.getByLabel(/Votre réponse/);
  await expect(form).toHaveValue(/^Bonjour Marie,\n\n\n\nStaff\nMont-Royal Numérique$/);
  await form.fill('Bonjour Marie,\n\nMerci, nous vous appelons demain.\n\nStaff');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByRole('status')).toHaveText("Réponse mise en file d'envoi. Son état s'affiche dans la conversation.");
  const reply = async () => (await sentMail(request)).find((mail) => mail.to.includes(client) && mail.subject.startsWith('Re: '));
  await expect.poll(async () => (await reply())?.replyTo).toContain(address);

  // The client answers from their mail program, the history quoted below their words.
  const alerts = async () => (await sentMail(request)).filter((mail) => mail.subject.startsWith('Réponse du client')).length;
  await mailFrom(
    request,
    client,
    address,
    message('reply-gmail-fr.eml', { REPLY_ADDRESS: address, 'marie.tremblay@example.org': client, '0001@mail': `${tag}@mail` }),
  );
  await page.reload();
  const thread = page.locator('.admin-history');
  await expect(thread).toContainText('Le budget reste le même (15 000 $).');
  await expect(thread).not.toContainText('a écrit');
  await expect(page.getByText('Réponse au courriel du client due')).toBeVisible();
  await expect.poll(alerts).toBe(1);

  // Staff answer again: the thread reads in order.
  await page.getByLabel(/Votre réponse/).fill('Parfait, nous ajoutons la version anglaise.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByText('Réponse au courriel du client due')).toHaveCount(0);
  const lines = await thread.locator(':scope > li').allTextContents();
  const at = (text: string) => lines.findIndex((line) => line.includes(text));
  expect(at('Demande reçue')).toBeLessThan(at('Merci, nous vous appelons demain.'));
  expect(at('Merci, nous vous appelons demain.')).toBeLessThan(at('Le budget reste le même'));
  expect(at('Le budget reste le même')).toBeLessThan(at('Parfait, nous ajoutons la version anglaise.'));

  // An out-of-office and a bounce: their own quiet line, nothing else changes.
  const before = await thread.locator(':scope > li').count();
  await mailFrom(
    request,
    client,
    address,
    message('out-of-office.eml', { REPLY_ADDRESS: address, 'marie.tremblay@example.org': client, 'OOF-0001': `OOF-${tag}` }),
  );
  await mailFrom(request, 'MAILER-DAEMON@mx.example.net', address, message('delivery-notice.eml', { REPLY_ADDRESS: address, 'DSN-0001': `DSN-${tag}` }));
  await page.reload();
  await expect(thread.locator(':scope > li')).toHaveCount(before + 2);
  await expect(thread.locator('.admin-quiet')).toHaveText([/Réponse automatique reçue/, /Avis de non-remise reçu/]);
  await expect(page.getByText('Réponse au courriel du client due')).toHaveCount(0);
  expect(await alerts()).toBe(1);

  // A message from another address is flagged, with its accept action.
  await mailFrom(request, 'paul@other.example.net', address, message('reply-other-sender.eml', { REPLY_ADDRESS: address, 'OTHER-0001': `OTHER-${tag}` }));
  await page.reload();
  await expect(page.locator('.admin-flag')).toContainText("Ce message ne vient pas de l'adresse du client");
  await expect(page.getByRole('button', { name: 'Accepter ce message' })).toBeVisible();
  expect(await alerts()).toBe(1);

  // Attachments only: the kept files listed under the message as its own list, not as lines of the thread; the others named as declined.
  await mailFrom(
    request,
    client,
    address,
    message('reply-attachments.eml', { REPLY_ADDRESS: address, 'marie.tremblay@example.org': client, 'ATTACH-0001': `ATTACH-${tag}` }),
  );
  await page.reload();
  const files = page.getByRole('list', { name: 'Pièces jointes' }).getByRole('listitem');
  await expect(files).toHaveCount(5);
  await expect(files.first()).toHaveCSS('border-top-style', 'none');
  await expect(page.locator('.admin-declined')).toHaveText([/setup\.exe/, /maquette-6\.pdf/]);
  await withoutScripts.close();

  // The page with its thread and its forms, in both languages, on a phone and a desktop.
  for (const lang of ['fr', 'en'] as const) {
    await checked.goto(`${lang === 'en' ? '/en' : ''}/admin/leads/${id}`);
    expect(await axeViolations(checked)).toEqual([]);
    for (const width of [375, 1280]) {
      await checked.setViewportSize({ width, height: 900 });
      await steadyTexts(checked);
      await shootWholePage(checked, `admin-lead-thread-${lang}-${width}`);
    }
  }
});
