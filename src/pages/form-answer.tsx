import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { FormName } from '../submissions/forms';
import { FormPostContext, type FormPostState } from '../submissions/pages.server';
import { pages } from './index';

/**
 * A no-JS form post's answer: the form's page again, with what the post left (errors, values, a
 * notice, or the success message). src/pages-app.tsx hands it to the form pages' POST routes. A
 * refused post's title begins with « Erreur : » / "Error: ", the first words a screen reader says
 * (docs/decisions/0045-errors-seen-at-once.md).
 */
export function renderFormAnswer(c: Context<AppEnv>, form: FormName, state: FormPostState) {
  const t = c.get('t');
  // An application's page is one of several (its opening is the path's slug).
  const slug = c.req.param('slug');
  const view = pages[form](t, slug ? { slug } : {}, { lang: c.get('lang'), origin: c.env.SITE_URL });
  if (!view) return c.notFound();
  const head = state.status === 'sent' ? view.head : { ...view.head, title: t('forms:errorSummary.pageTitle', { title: view.head.title }) };
  return c.render(<FormPostContext.Provider value={state}>{view.element}</FormPostContext.Provider>, { head });
}
