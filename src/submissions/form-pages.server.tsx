import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { languages, routeTable, type Lang } from '../routes';
import { forms } from './forms';
import type { FormDescriptor } from './descriptor';
import { formBodies, postGuard, refuseInWords } from '../http/post-guard';
import { limits } from './limits';
import { clientIp } from '../http/client-address';
import { answerOutcome, valuesOf, type FormAnswer } from './post-answer.server';
import { registerFilePosts } from './file-post.server';

export type { FormAnswer } from './post-answer.server';

async function handlePost<Form extends string>(c: Context<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>) {
  const t = c.get('t');
  const lang = c.get('lang');
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    // A multipart body without its boundary, a truncated one, a charset the parser refuses…
    c.status(400);
    return answer(c, form.name, { form: form.name, values: {}, errors: {}, status: 'failed', notice: t('forms:api.unreadable') });
  }
  const values = valuesOf(form, body);
  const { _key: _ignored, ...fields } = values;
  // Storing, e-mails and the webhook are compiled on the first post, not at a page's cold start
  // (docs/decisions/0041-worker-modules-loaded-on-use.md).
  const { submit } = await import('./submit.server');
  const outcome = await submit(
    form,
    { ...fields, lang, page: c.req.path },
    {
      env: c.env,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      ip: clientIp(c.req.raw.headers),
      idempotencyKey: null,
      keyFromContent: true,
      lang,
      page: c.req.path,
    },
  );
  return answerOutcome(c, form, answer, fields, outcome);
}

/** Without JavaScript, each form's page also takes the plain POST of its own form (docs/decisions/0005-forms-and-limits.md). */
export function registerFormPages(app: Hono<AppEnv>, answer: FormAnswer) {
  // A form whose page is not in the route table yet takes no plain post.
  const screens: Partial<Record<string, Record<Lang, string>>> = routeTable;
  for (const form of Object.values(forms)) {
    const paths = screens[form.name];
    if (!paths) continue;
    const register = form.file ? registerFilePosts : registerFormPosts;
    register(
      app,
      form,
      answer,
      languages.map((lang) => paths[lang]),
    );
  }
}

/** The plain POST of one form at these paths: a site form's pages, or a test's. */
export function registerFormPosts<Form extends string>(app: Hono<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>, paths: string[]) {
  for (const path of paths)
    app.post(path, postGuard<AppEnv>({ accepts: formBodies, maxBytes: limits.bodyBytes }, refuseInWords), (c) => handlePost(c, form, answer));
}
