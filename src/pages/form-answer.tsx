import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { FormName } from '../submissions/forms';
import { FormPostContext, type FormPostState } from '../submissions/pages.server';
import { pages } from './index';
import type { Screen } from '../routes';

/**
 * A no-JS form post's answer: the form's page again, with what the post left (errors, values, a
 * notice, or the success message). src/pages-app.tsx hands it to the form pages' POST routes. A
 * refused post's title begins with « Erreur : » / "Error: ", the first words a screen reader says
 * (docs/decisions/0045-errors-seen-at-once.md).
 */
export function renderFormAnswer(c: Context<AppEnv>, form: FormName, state: FormPostState) {
  const t = c.get('t');
  // A form's page is the screen of its name, with the path's parameters (an application's opening).
  const build = (pages as Partial<Record<string, (typeof pages)[Screen]>>)[form];
  const view = build?.(t, c.req.param(), { lang: c.get('lang'), origin: c.env.SITE_URL });
  if (!view) return c.notFound();
  const head = state.status === 'sent' ? view.head : { ...view.head, title: t('forms:errorSummary.pageTitle', { title: view.head.title }) };
  return c.render(<FormPostContext.Provider value={state}>{view.element}</FormPostContext.Provider>, { head });
}
