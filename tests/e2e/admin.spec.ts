import { request as httpRequest } from 'node:http';
import { personProof } from './proof';
import { readFileSync } from 'node:fs';
import { axeViolations } from './axe';
import { expect, test, type Locator, type Page } from './test';
import { e2eStaffEmail } from '../../playwright.config';
import { href } from '../../src/routes';

// The staff inbox on the e2e server's local identity (ADMIN_DEV_EMAIL, honoured for 127.0.0.1 only).
// Every step by keyboard; what D1 holds is checked in tests/worker/admin-*.test.ts, here only what
// the pages show.

/** Presses Tab until `target` has the focus, as a keyboard user would (fails if it never gets there). */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target} by Tab`);
}

const texts = {
  fr: {
    admin: '/admin',
    search: 'Rechercher (nom, courriel, entreprise, message, référence)',
    filter: 'Filtrer',
    newMark: 'Nouveau',
    note: 'Note interne',
    addNote: 'Ajouter la note',
    noteAdded: 'Note ajoutée',
    status: 'Nouveau statut',
    answered: 'Répondue',
    save: 'Enregistrer le statut',
    saved: 'Statut enregistré\u00a0: Répondue',
    history: `${e2eStaffEmail} a changé le statut\u00a0: Nouvelle → Répondue`,
    export: 'Exporter en CSV (filtre actuel)',
    privacy: 'Renseignements personnels',
    email: 'Adresse courriel de la personne',
    find: 'Chercher',
    found: '1 demande contient cette adresse.',
    confirm: "Tapez l'adresse de nouveau pour confirmer",
    erase: 'Effacer définitivement',
    erased: '1 demande effacée.',
    none: "Rien n'est conservé au sujet de cette adresse.",
  },
} as const;

// One language per staff journey, each spec its own (the inbox and the proposals in French, the applications and the
// dashboard in English): the other language's words are the worker tests' (docs/decisions/0021-test-suite.md, "What a browser adds").
for (const lang of ['fr'] as const) {
  const say = texts[lang];

  test(`staff journey by keyboard (${lang}): find a new quote, note, answer, export, erase a test person`, async ({ page, request }) => {
    // Five pages, each scanned by axe, every control reached by Tab: longer than a one-page test.
    test.setTimeout(180_000);
    const tag = `${lang}${Date.now().toString(36)}`;
    const email = `test.${tag}@example.com`;
    const sent = await request.post('/api/quote', {
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}` },
      data: {
        _proof: await personProof(),
        services: ['mobile'],
        plan: '',
        budget: '< 5k',
        timeline: 'urgent',
        firstName: 'Test',
        lastName: tag,
        email,
        company: '',
        phone: '',
        projectDescription: `Essai ${tag}`,
        lang,
        page: href('quote', lang),
      },
    });
    expect(sent.status()).toBe(201);

    // The list: find the new quote by free text.
    await page.goto(say.admin);
    expect(await axeViolations(page)).toEqual([]);
    const search = page.getByLabel(say.search);
    await tabTo(page, search);
    await page.keyboard.type(tag);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(say.newMark);

    // Open it.
    await tabTo(page, row.getByRole('link'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Test ${tag}`);
    expect(await axeViolations(page)).toEqual([]);

    // A note.
    await tabTo(page, page.getByLabel(say.note));
    await page.keyboard.type('Rappeler mardi');
    await tabTo(page, page.getByRole('button', { name: say.addNote }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(say.noteAdded);
    await expect(page.locator('.admin-history')).toContainText('Rappeler mardi');

    // Marked answered, and the change announced.
    const select = page.getByLabel(say.status);
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('answered');
    await tabTo(page, page.getByRole('button', { name: say.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(say.saved);
    await expect(page).toHaveTitle(new RegExp(`^${say.saved}`));
    await expect(page.locator('.admin-history')).toContainText(say.history);
    expect(await axeViolations(page)).toEqual([]);

    // Back to the list (no longer new), and the export of the current filter.
    await page.goto(`${say.admin}?q=${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(tag) })).not.toContainText(say.newMark);
    const exportLink = page.getByRole('link', { name: say.export });
    await tabTo(page, exportLink);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const csv = readFileSync(await (await download).path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(email);
    expect(csv[1]).toContain(`,${say.answered},`);

    // The privacy request: find the test person, then erase after typing the address again.
    await tabTo(page, page.getByRole('link', { name: say.privacy }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel(say.email));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: say.found })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, page.getByLabel(say.confirm));
    await page.keyboard.type(email.toUpperCase());
    await tabTo(page, page.getByRole('button', { name: say.erase }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(say.erased);
    await expect(page.locator('table').last()).toContainText(e2eStaffEmail);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing left to find, in the privacy search or in the list.
    await tabTo(page, page.getByLabel(say.email));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: say.none })).toBeVisible();
    await page.goto(`${say.admin}?q=${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(0);
  });
}

/** A request the browser cannot make: the same server, addressed to the public host name. */
function getWithHost(path: string, host: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const port = Number(process.env.E2E_PORT ?? 8790);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

test('without an Access token the inbox refuses any host but this machine, even with the local identity set', async ({ request }) => {
  // The same server answers the local identity on 127.0.0.1 (so the refusal below is the host's doing).
  expect((await request.get('/admin')).status()).toBe(200);
  for (const host of ['www.example.com', 'localhost.example.com', '127.0.0.1.nip.example']) {
    const answer = await getWithHost('/admin', host);
    expect(answer.status, host).toBe(403);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});
