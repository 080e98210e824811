import type { APIRequestContext, Page } from '@playwright/test';
import { personProof } from './proof';
import { expect } from './test';

/** The editor's figures notice while a field is refused (with JavaScript): the figures stay those of the last possible calculation. */
export const figuresNotice = {
  selector: '#figures-notice',
  needsCorrecting: 'Un champ est à corriger\u00a0: les montants restent ceux du dernier calcul possible.',
};

/**
 * A real quote request (web design and mobile apps, a medium project, a normal timeline) posted as
 * the wizard posts it, then staff's "Prepare a proposal" on its lead's page: the draft's editor is open.
 * `tag` is the person's family name, unique to the test, by which the inbox finds the lead.
 */
export async function draftFromQuote(page: Page, request: APIRequestContext, firstName: string, tag: string) {
  const sent = await request.post('/api/quote', {
    headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}` },
    data: {
      _proof: await personProof(),
      services: ['conception-web', 'mobile'],
      plan: '',
      budget: '5k-15k',
      timeline: 'normal',
      firstName,
      lastName: tag,
      email: `${firstName.toLowerCase()}.${tag}@example.com`,
      company: `Atelier ${firstName}`,
      phone: '',
      projectDescription: `Essai ${tag}`,
      lang: 'fr',
      page: '/soumission',
    },
  });
  expect(sent.status()).toBe(201);
  await page.goto(`/admin?q=${tag}`);
  await page
    .getByRole('row', { name: new RegExp(tag) })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Préparer une proposition' }).click();
  await expect(page.getByRole('status')).toHaveText('Brouillon créé à partir de la demande.');
}
