import { axeViolations } from './axe';
import { expect, hydrated, nextStep, test, type Page } from './test';

/** Console errors while a page loads and its islands hydrate (a hydration mismatch shows up here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the contact form hydrates cleanly and passes axe, errors shown included', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/contact');
  await page.locator('form.contact-form').hover();
  await hydrated(page, 'form.contact-form');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.locator('.field-error')).toHaveCount(5);
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});

test('the quote wizard hydrates cleanly and passes axe on each step with its errors', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/en/quote');
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(page.locator('#quote-services-error')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.locator('.quote-wizard').getByText('Automation').click();
  await nextStep(page, 1);
  await page.locator('.quote-wizard').getByText('Medium project').click();
  await nextStep(page, 2);
  await page.locator('.quote-wizard').getByText('Normal', { exact: true }).click();
  await nextStep(page, 3);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('.field-error')).toHaveCount(3);
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});
