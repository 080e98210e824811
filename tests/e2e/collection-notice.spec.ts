import { chooseQuote, expect, hydrated, test, type Page } from './test';

// Law 25, s. 8: both forms say, beside the submit button, what the information is for, where it is
// hosted, and link to the privacy policy's rights section. Here with JavaScript; without it, the
// served markup is tests/worker/submissions/collection-notice.test.ts's, and errors-seen.spec.ts sees it shown.

const forms = [
  { path: '/contact', form: 'form.contact-form', submit: 'Envoyer le message', rights: '/legal/confidentialite#rights', heading: /Vos droits/ },
  { path: '/en/quote', form: '.quote-wizard form', submit: 'Send request', rights: '/en/privacy-policy#rights', heading: /Your rights/ },
];

async function noticeBySubmit(page: Page, form: string, submit: string) {
  const button = page.locator(form).getByRole('button', { name: submit });
  await expect(button).toBeVisible();
  const notice = page.locator(`${form} .form-collection-notice`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Cloudflare/);
  await expect(notice).toContainText(/États-Unis|United States/);
  // The button is described by the notice, so a screen reader hears it before sending.
  await expect(button).toHaveAccessibleDescription(/Cloudflare/);
  return notice;
}

test.describe('with JavaScript', () => {
  test('the contact form shows the notice once hydrated, and its link opens the rights section', async ({ page }) => {
    const { path, form, submit, rights, heading } = forms[0];
    await page.goto(path);
    await page.locator(form).hover();
    await hydrated(page, form);
    const notice = await noticeBySubmit(page, form, submit);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${rights.replace('#', '#')}$`));
    await expect(page.locator('#rights h2')).toHaveText(heading);
    await expect(page.locator('#rights')).toBeInViewport();
  });

  test('the quote wizard shows the notice on its last step, beside the submit button', async ({ page, cookiesDeclined }) => {
    const { path, form, submit } = forms[1];
    await page.goto(path);
    await page.locator('.quote-wizard').hover();
    await hydrated(page, '.quote-wizard');
    await expect(page.locator(`${form} .form-collection-notice`)).toHaveCount(0);
    await chooseQuote(page, 'Web design', 'Small project');
    const notice = await noticeBySubmit(page, form, submit);
    await expect(notice.getByRole('link')).toHaveAttribute('href', forms[1].rights);
  });
});
