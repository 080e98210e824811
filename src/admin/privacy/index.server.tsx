import { Hono } from 'hono';
import { adminHref, type AdminPart, type Lang } from '../../routes';
import type { StaffEnv } from '../shared/access';
import { emailBody, eraseBody, formBody, type Refusal } from '../shared/action-bodies';
import { emailKey, eraseHeld, erasureLog, exportHeld, findHeld } from './held.server';
import { page, type StaffContext } from '../shared/staff-page.server';
import { PrivacyPage } from './Requests';

type PrivacyInput = { email?: string; emailError?: string; confirmError?: string; erased?: number };

/** The privacy-request page: the person found by e-mail (when valid), the erasure log. */
async function privacy(c: StaffContext, input: PrivacyInput, status: 200 | 400 = 200) {
  const t = c.get('t');
  const email = input.email ?? '';
  const found = email && !input.emailError ? await findHeld(c.env.DB, email) : null;
  const log = await erasureLog(c.env.DB);
  const title =
    input.erased !== undefined ? `${t('admin:privacy.erased', { count: input.erased })} | ${t('admin:privacy.heading')}` : t('admin:privacy.heading');
  return page(
    c,
    { part: 'privacy', section: 'privacy', title },
    <PrivacyPage
      lang={c.get('lang')}
      t={t}
      email={email}
      found={found}
      emailError={input.emailError}
      confirmError={input.confirmError}
      erased={input.erased}
      log={log}
    />,
    status,
  );
}

/** A refused address (or a confirmation naming someone else), said on the privacy page, the address kept. */
function refusedAddress(c: StaffContext, refused: Refusal) {
  const t = c.get('t');
  const email = refused.typed('email');
  if (refused.field === 'confirm') return privacy(c, { email, confirmError: t('admin:privacy.mismatch') }, 400);
  return privacy(c, { email: email.slice(0, 254), emailError: t('admin:privacy.invalid') }, 400);
}

/**
 * A person's privacy request: find, export, erase (docs/decisions/0024-lead-inbox.md). The address
 * travels in POST bodies only: never in a URL, a log line or the browser's history.
 */
export function privacyRoutes(lang: Lang) {
  const app = new Hono<StaffEnv>();
  const at = (part: AdminPart) => adminHref(lang, part);

  app.get(at('privacy'), (c) => {
    const erased = c.req.query('erased');
    return privacy(c, { erased: erased && /^\d{1,6}$/.test(erased) ? Number(erased) : undefined });
  });

  app.post(at('privacy'), formBody(emailBody, refusedAddress), (c) => privacy(c, { email: c.req.valid('form').email }));

  app.post(at('privacy/export.json'), formBody(emailBody, refusedAddress), async (c) => {
    const { email } = c.req.valid('form');
    const held = await exportHeld(c.env.DB, email);
    return c.body(JSON.stringify({ email: emailKey(email), exportedAt: new Date().toISOString(), ...held }, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="personal-data.json"',
    });
  });

  app.post(at('privacy/erase'), formBody(eraseBody, refusedAddress), async (c) => {
    const { email } = c.req.valid('form');
    const erased = await eraseHeld(c.env, await findHeld(c.env.DB, email), c.get('staff').email);
    return c.redirect(`${at('privacy')}?erased=${erased}#outcome`, 303);
  });

  return app;
}
