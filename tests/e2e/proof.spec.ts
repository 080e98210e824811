import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { limits } from '../../src/submissions/limits';
import { decodeProof } from '../../src/submissions/proof-field';
import { developmentProofKey } from '../../src/submissions/proof-key.server';
import { recordPosts, uniqueEmail } from './posts';
import { chooseQuote, everythingRequestedSoFar, expect, hydrated, test, type Page } from './test';

// The forms' proof of work in a real Chromium (docs/decisions/0044-proof-of-work.md): nothing is
// asked for before the visitor touches a form; then a challenge is solved in a Web Worker and the
// post carries the solution. What checkProof says of each kind of proof is tests/worker/api/proof.test.ts.

/** The paths of the requests the page makes that match `pattern`, as they are made. */
function requestsTo(page: Page, pattern: RegExp) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (pattern.test(path)) paths.push(path);
  });
  return paths;
}

/** Resolves once the page has solved `count` proofs (proof.ts marks each solution). */
const solved = (page: Page, count: number) =>
  expect.poll(() => page.evaluate(() => performance.getEntriesByName('proof-of-work').length), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);

/**
 * Whether a posted proof is a real solution of an unexpired challenge the e2e server signed (with
 * the development key: it has no PROOF_SECRET), checked here by altcha-lib as the worker checks it.
 */
async function isSolved(field: unknown) {
  const payload = decodeProof(String(field), limits.proof.maxLength);
  return !!payload && (await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: developmentProofKey })).verified;
}

async function fillContact(page: Page, email: string) {
  const form = page.locator('form.contact-form');
  await form.getByRole('textbox', { name: 'First name (required)' }).fill('Camille');
  await form.getByRole('textbox', { name: 'Last name (required)', exact: true }).fill('Roy');
  await form.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject (required)' }).fill('A new website');
  await form.getByRole('textbox', { name: 'Message (required)' }).fill('Hello, we would like a new website.');
}

test.describe('a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the contact page asks for no challenge until the form is touched; the post carries a solution the check accepts', async ({ page, cookiesDeclined }) => {
    const challenges = requestsTo(page, /^\/api\/proof$/);
    const solvers = requestsTo(page, /^\/build\/proof-worker-/);
    const posts = recordPosts(page, '/api/contact');
    // Loaded, idle, and the form's chunks prefetched: still no challenge and no solver.
    const prefetched = page.waitForRequest(/\/chunks\/ContactForm\.island-/);
    await page.goto('/en/contact');
    await prefetched;
    await everythingRequestedSoFar(page);
    expect(challenges).toEqual([]);
    expect(solvers).toEqual([]);

    const challenge = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/proof');
    await page.locator('form.contact-form').getByRole('textbox', { name: 'First name (required)' }).tap();
    expect((await challenge).headers()['cache-control']).toBe('no-store');
    await fillContact(page, uniqueEmail('proof-contact'));
    await solved(page, 1);
    expect(solvers).toHaveLength(1);
    await page.getByRole('button', { name: 'Send message' }).tap();
    await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();

    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].status).toBe(201);
    expect(await isSolved(posts[0].fields._proof)).toBe(true);
  });
});

test('the quote wizard’s final send carries a solution the check accepts', async ({ page, cookiesDeclined }) => {
  const posts = recordPosts(page, '/api/quote');
  await page.goto('/en/quote');
  const wizard = page.locator('.quote-wizard');
  // React first, as in quote-wizard.spec.ts: taps before it are first-tap.spec.ts's subject.
  await wizard.hover();
  await hydrated(page, '.quote-wizard');
  await chooseQuote(page, 'Automation');
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Roy');
  await page.getByLabel('Email').fill(uniqueEmail('proof-quote'));
  await solved(page, 1);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0].status).toBe(201);
  expect(await isSolved(posts[0].fields._proof)).toBe(true);
});

test('a send after a failure carries a fresh solution under the same idempotency key', async ({ page, cookiesDeclined }) => {
  const posts = recordPosts(page, '/api/contact');
  await page.goto('/en/contact');
  await page.locator('#contact-firstName').focus();
  await fillContact(page, uniqueEmail('proof-retry'));
  await solved(page, 1);
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Submission failed' })).toBeVisible();
  await page.unroute('**/api/contact');
  await solved(page, 2);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();

  await expect.poll(() => posts.length).toBe(2);
  expect(posts.map((post) => post.status)).toEqual([503, 201]);
  const [first, second] = posts.map((post) => post.fields._proof);
  expect(first).toEqual(expect.any(String));
  expect(second).toEqual(expect.any(String));
  expect(second).not.toBe(first);
  expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
  expect(await isSolved(second)).toBe(true);
});

test('a challenge that never comes holds the send back a moment only: the post goes without a proof', async ({ page, cookiesDeclined }) => {
  await page.route('**/api/proof', () => {
    /* never answered */
  });
  const posts = recordPosts(page, '/api/contact');
  await page.goto('/en/contact');
  await page.locator('#contact-firstName').focus();
  // The island sends, not the page: clicked before it hydrated, the form posted itself without JavaScript.
  await hydrated(page, '.contact-form');
  await fillContact(page, uniqueEmail('proof-none'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0].status).toBe(201);
  expect(posts[0].fields).not.toHaveProperty('_proof');
});
