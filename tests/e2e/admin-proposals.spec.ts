import { axeViolations } from './axe';
import { draftFromQuote, figuresNotice } from './proposal-drafts';
import { expect, test } from './test';

// A proposal prepared by staff from a real quote request (docs/decisions/0052-proposals.md): the
// editor is plain server forms, so it works the same with and without JavaScript (with it, the
// figures also follow what staff type: admin-proposal-recalc.spec.ts). What D1 holds is checked in
// tests/worker/proposals/admin-proposals.test.ts; here what staff see and do in Chromium.

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the proposal editor ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('prepares a proposal from a quote request, changes a price, adds an optional line, sends it', async ({ page, request }) => {
      test.setTimeout(120_000);
      const tag = `p${javaScriptEnabled ? 'js' : 'nojs'}${Date.now().toString(36)}`;
      await draftFromQuote(page, request, 'Claire', tag);

      // A line per chosen service, at the catalogue's prices; the budget beside the total.
      await expect(page.getByRole('group', { name: /^Ligne \d$/ })).toHaveCount(2);
      await expect(page.getByLabel('Nom en français').first()).toHaveValue('Conception web');
      await expect(page.getByLabel('Prix unitaire, taxes incluses ($)').nth(1)).toHaveValue('8000');
      const figures = page.locator('#figures');
      await expect(figures).toContainText('10\u00a0500,00\u00a0$');
      await expect(figures).toContainText('Projet moyen');
      // axe runs as a script in the page: checked where scripts run, the markup being the same without.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // Change a price, add an optional line from the catalogue, recalculate.
      await page.getByLabel('Prix unitaire, taxes incluses ($)').first().fill('3 000');
      await page.getByLabel('Ligne à ajouter').selectOption('addon:audit');
      await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
      const third = page.getByRole('group', { name: 'Ligne 3' });
      await expect(third.getByLabel('Nom en français')).toHaveValue('Audit technique');
      await third.getByLabel('Option que le client peut choisir').check();
      await page.getByRole('button', { name: 'Recalculer et enregistrer' }).click();
      await expect(page.getByRole('status')).toHaveText('Brouillon enregistré, montants recalculés.');
      // 3 000 + 8 000 $, the option left out of the default total: 9 567,30 $ + GST 478,36 $ + QST 954,34 $.
      await expect(figures.locator('[data-figure="total"]')).toHaveText('11\u00a0000,00\u00a0$');
      await expect(figures).toContainText('9\u00a0567,30\u00a0$');
      await expect(figures).toContainText('478,36\u00a0$');
      await expect(figures).toContainText('954,34\u00a0$');
      await expect(figures.locator('[data-figure="deposit"]')).toHaveText('3\u00a0300,00\u00a0$');
      await expect(third).toContainText('500,00\u00a0$ (option non retenue par défaut)');

      // A refused price: its message beside the field, nothing saved.
      const price = page.getByLabel('Prix unitaire, taxes incluses ($)').nth(1);
      await price.fill('-8');
      // With JavaScript the figures' notice says a field needs correcting as staff type, and the action
      // buttons below it move down: the press waits for that, or it lands where the button was.
      const notice = page.locator(figuresNotice.selector);
      if (javaScriptEnabled) await expect(notice).toHaveText(figuresNotice.needsCorrecting);
      await page.getByRole('button', { name: 'Recalculer et enregistrer' }).click();
      // The error summary, focused, names the field; its link takes the keyboard to it.
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading')).toHaveText("Certains champs sont à corriger\u00a0: rien n'a été enregistré.");
      await expect(page.locator('.error-summary')).toBeFocused();
      await summary.getByRole('link', { name: 'Ligne 2, Prix unitaire, taxes incluses ($)\u00a0: Le nombre ne peut pas être négatif.' }).press('Enter');
      await expect(page.getByLabel('Prix unitaire, taxes incluses ($)').nth(1)).toBeFocused();
      await expect(page.getByLabel('Prix unitaire, taxes incluses ($)').nth(1)).toHaveAccessibleDescription('Le nombre ne peut pas être négatif.');
      // axe runs as a script in the page: checked where scripts run, the markup being the same without.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Prix unitaire, taxes incluses ($)').nth(1).fill('8000');
      // The notice empties and the buttons move back up.
      if (javaScriptEnabled) await expect(notice).toBeEmpty();

      // Send: numbered, frozen, its e-mail queued.
      await page.getByRole('button', { name: 'Envoyer au client' }).click();
      await expect(page.getByRole('status')).toHaveText(/^Proposition P-\d{4}-\d{4} envoyée au client\.$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Proposition P-\d{4}-\d{4} pour/);
      await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Recalculer et enregistrer' })).toHaveCount(0);
      // axe runs as a script in the page: checked where scripts run, the markup being the same without.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // The lead's page and the Proposals view say it was sent.
      await page.getByRole('link', { name: /Retour à la demande/ }).click();
      await expect(page.locator('.admin-proposals')).toContainText('Envoyée');
      await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Propositions' }).click();
      await page.getByRole('link', { name: /^Envoyée\s?: \d+$/ }).click();
      await expect(page.getByRole('row', { name: /Atelier Claire/ }).first()).toContainText('Envoyée');
      // axe runs as a script in the page: checked where scripts run, the markup being the same without.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    });
  });
}
