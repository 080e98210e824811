import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { languages, routeTable, type Lang } from '../routes';
import { formBodies, postGuard, type PostRefusal, type PostRules } from '../http/post-guard';
import { clientIp, wideNetworkOf } from '../http/client-address';
import { requestLang } from '../http/language';
import { allForms, forms } from './forms';
import type { FormDescriptor } from './descriptor';
import { validate } from './field-rules';
import { idempotencyKeyOf, pageOf } from './post-meta.server';
import { readPost, type PostRead, type Reply } from './post-read.server';
import { limits } from './limits';
import { respond, type FormAnswer, type PostDoor, type PostResult } from './post-answer.server';

export type { FormAnswer } from './post-answer.server';

/** Besides a form's file, its body holds its fields and its parts' headers. */
const fieldsBytes = 64 * 1024;

/**
 * What the guard lets through (docs/decisions/0035-one-post-guard.md): to a form with a file, a
 * multipart or plain form up to its file's size and its fields; to another form, JSON at
 * `/api/<form>` and a plain form at its page, up to `limits.bodyBytes`.
 */
function postRules(form: FormDescriptor, reply: Reply): PostRules {
  if (form.file) return { accepts: formBodies, maxBytes: form.file.maxBytes + fieldsBytes };
  return { accepts: reply === 'json' ? ['application/json'] : formBodies, maxBytes: limits.bodyBytes };
}

/**
 * The one door of every post (docs/decisions/0037-form-descriptors.md): `/api/<form>` (JSON for the
 * islands, a multipart body for a form with a file) and the plain post of the form's page (a form,
 * multipart with its file or not). Its guard (0035) and its handler both go to `handlePost`: a post
 * refused by the guard is answered as any other result.
 */
function door<Form extends string>(form: FormDescriptor<string, Form>, reply: Reply, answer?: FormAnswer<Form>) {
  const rules = postRules(form, reply);
  const handle = (c: Context<AppEnv>, refused?: PostRefusal) => handlePost(c, { form, reply, answer }, rules, refused);
  const handler: Handler<AppEnv> = (c) => handle(c);
  return [postGuard<AppEnv>(rules, handle), handler] as const;
}

/**
 * Every post, once: read into one input (`post-read.server.ts`), its fields and file checked,
 * stored, then answered by `respond` (`post-answer.server.ts`) as its client asked: JSON or the page.
 */
async function handlePost<Form extends string>(c: Context<AppEnv>, door: PostDoor<Form>, rules: PostRules, refused?: PostRefusal) {
  const { form, reply } = door;
  const read: PostRead = refused ? { kind: refused } : await readPost(c, form, reply, rules);
  const input = read.kind === 'read' ? read.input : null;
  // An API client's language is the one its post names, else its browser's; a page's is its path's.
  if (input?.reply === 'json') c.set('lang', requestLang(input.values.lang, c.req.header('accept-language') ?? null, null));
  // The fields and the file are judged together: the visitor sees every error at once (docs/decisions/0050-job-applications.md).
  const fields = input ? validate(form.schema, input.values) : null;
  const file = input?.file;
  const fileErrors = file && 'key' in file && form.file ? { [form.file.field]: file } : {};
  const value = fields?.ok && !Object.keys(fileErrors).length ? (fields.value as Record<string, unknown>) : null;
  const ip = clientIp(c.req.raw.headers);
  const ctx = {
    env: c.env,
    waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
    ip,
    network: wideNetworkOf(ip),
    lang: c.get('lang'),
    // A plain post has no key of its own: its key is made from its content (docs/decisions/0006-idempotency.md).
    ...(reply === 'json'
      ? {
          idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
          page: pageOf(value?.page, c.req.header('referer') ?? null, new URL(c.req.url).origin),
        }
      : { idempotencyKey: null, keyFromContent: true, page: c.req.path }),
    ...(file && !('key' in file) ? { file } : {}),
  };
  const invalid: PostResult = read.kind === 'read' ? { kind: 'invalid', errors: { ...(fields && !fields.ok ? fields.errors : {}), ...fileErrors } } : read;
  // Storing, e-mails and the webhook are compiled on the first post that passes, not at a page's cold
  // start (docs/decisions/0041-worker-modules-loaded-on-use.md).
  const { store } = value ? await import('./submit.server') : { store: null };
  const result = value && store ? await store(form, value, ctx) : invalid;
  return respond(c, door, result, input?.values);
}

/** Until the body says its language, an API client's refusal answers in the one its browser asks for. */
const browserLang: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', requestLang(undefined, c.req.header('accept-language') ?? null, null));
  await next();
};

/** `/api/contact`, `/api/quote`, `/api/application`…: one endpoint per form of the site's `forms`, answered in JSON. */
export function formEndpoints(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const form of allForms()) {
    const endpoint = new Hono<AppEnv>();
    endpoint.post('/', browserLang, ...door(form, 'json'));
    api.route(`/${form.name}`, endpoint);
  }
  return api;
}

/** Without JavaScript, each form's page also takes the plain POST of its own form (docs/decisions/0005-forms-and-limits.md). */
export function registerFormPages(app: Hono<AppEnv>, answer: FormAnswer) {
  // A form whose page is not in the route table yet takes no plain post.
  const screens: Partial<Record<string, Record<Lang, string>>> = routeTable;
  for (const form of Object.values(forms)) {
    const paths = screens[form.name];
    if (paths)
      registerFormPosts(
        app,
        form,
        answer,
        languages.map((lang) => paths[lang]),
      );
  }
}

/** The plain POST of one form at these paths, answered with its page: a site form's pages, or a test's. */
export function registerFormPosts<Form extends string>(app: Hono<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>, paths: string[]) {
  const [guard, handle] = door(form, 'page', answer);
  for (const path of paths) app.post(path, guard, handle);
}
