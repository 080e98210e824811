import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { Bindings, Variables } from '../env';
import { adminHref, adminRoutes, languages, type AdminPart, type Lang } from '../routes';
import { controlCharacters } from '../content/control-characters';
import { mediaType } from '../http/media-type';
import { sameOrigin } from '../http/same-origin';
import { requireStaff, type Staff } from './access';
import { csv } from './csv';
import { filterQuery, isLeadId, isStatus, noteMaxLength, readFilters } from './filters';
import { addNote, exportLeads, listLeads, openLead, setStatus, type LeadRow } from './leads.server';
import { LeadDetail, type Outcome } from './LeadDetail';
import { LeadList } from './LeadList';
import { PrivacyPage } from './PrivacyPage';
import { emailKey, erasureLog, eraseHeld, exportHeld, findHeld, isEmailAddress } from './privacy.server';
import { Shell, type ShellProps } from './Shell';
import { forms } from '../submissions/forms';
import { parseData } from './words.server';

/**
 * The staff inbox (docs/decisions/0024-lead-inbox.md), mounted at /admin and /en/admin. Every
 * answer is private (no-store, noindex); every request passes Cloudflare Access first
 * (docs/decisions/0023-staff-access.md); every action is a same-origin POST of a plain form.
 */
export type AdminEnv = { Bindings: Bindings; Variables: Variables & { staff: Staff } };
type C = Context<AdminEnv>;

const bodyBytes = 16 * 1024;
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const privateAnswers: MiddlewareHandler<AdminEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
};

/**
 * A POST must name this site as its Origin: every browser sends it on a form post, so a missing one
 * is refused too, and no CSRF token is needed (decision 0024). Then a form body, 16 KiB at most.
 */
const formPost: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (!headers.get('origin') || !sameOrigin(headers, c.req.url, c.env.SITE_URL)) return c.text(c.get('t')('admin:refused.crossOrigin'), 403);
  if (!formTypes.includes(mediaType(headers))) return c.text(c.get('t')('admin:refused.unsupported'), 415);
  return bodyLimit({ maxSize: bodyBytes, onError: (ctx) => ctx.text(c.get('t')('admin:refused.tooLarge'), 413) })(c, next);
};

/** A form field as one string ('' when absent, repeated or a file). */
async function fieldsOf(c: C): Promise<(name: string) => string> {
  const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  return (name) => {
    const value = body[name];
    return typeof value === 'string' ? value : '';
  };
}

/** Streamed by the site's renderer (React writes the doctype before <html>). */
async function page(c: C, props: Omit<ShellProps, 'lang' | 't' | 'staff' | 'children'>, body: ReactElement, status: 200 | 400 | 404 = 200) {
  const html = await renderToReadableStream(
    <Shell lang={c.get('lang')} t={c.get('t')} staff={c.get('staff')} {...props}>
      {body}
    </Shell>,
  );
  return c.body(html, status, { 'Content-Type': 'text/html; charset=UTF-8' });
}

function notFound(c: C) {
  const t = c.get('t');
  return page(c, { part: '', section: 'leads', title: t('admin:detail.notFound') }, <p className="admin-page">{t('admin:detail.notFound')}</p>, 404);
}

const detailPart = (id: string): AdminPart => `leads/${id}`;

type Said = Outcome | ((lead: LeadRow) => Outcome);

async function detail(c: C, id: string, said: Said, noteError?: { message: string; value: string }, status: 200 | 400 = 200) {
  const found = await openLead(c.env.DB, id, status === 200);
  if (!found) return notFound(c);
  const t = c.get('t');
  const outcome = typeof said === 'function' ? said(found.lead) : said;
  const title = t('admin:detail.heading', { form: t(`admin:forms.${found.lead.form}`), name: String(parseData(found.lead.data).firstName ?? '') });
  const heading = outcome ? `${outcome.text} | ${title}` : noteError ? `${noteError.message} | ${title}` : title;
  return page(
    c,
    { part: detailPart(id), section: 'leads', title: heading },
    <LeadDetail lang={c.get('lang')} t={t} lead={found.lead} history={found.history} outcome={outcome} noteError={noteError} />,
    status,
  );
}

/** A cleaned note: line breaks kept, other control characters gone, trimmed. */
const cleanNote = (text: string) => text.replace(/\r\n?/g, '\n').replace(controlCharacters({ keep: '\\n' }), ' ').trim();

async function privacy(c: C, input: { email?: string; emailError?: string; confirmError?: string; erased?: number }, status: 200 | 400 = 200) {
  const t = c.get('t');
  const email = input.email ?? '';
  const found = email && !input.emailError ? await findHeld(c.env.DB, email) : null;
  const log = await erasureLog(c.env.DB);
  const title = input.erased !== undefined ? `${t('admin:privacy.erased', { count: input.erased })} | ${t('admin:privacy.heading')}` : t('admin:privacy.heading');
  return page(
    c,
    { part: 'privacy', section: 'privacy', title },
    <PrivacyPage lang={c.get('lang')} t={t} email={email} found={found} emailError={input.emailError} confirmError={input.confirmError} erased={input.erased} log={log} />,
    status,
  );
}

const looksLikeEmail = (text: string) => text.length <= 254 && isEmailAddress(text.trim());

const csvColumns = ['id', 'created_at', 'form', 'lang', 'status', 'page', 'notified_at', 'notify_attempts'];
const dataColumns = [...new Set(Object.values(forms).flatMap((form) => form.fields.map((field) => field.name)))];

export function adminApp(lang: Lang) {
  const app = new Hono<AdminEnv>();
  const base = adminRoutes[lang];
  const at = (part: AdminPart) => adminHref(lang, part);

  const guard = requireStaff<AdminEnv>((c) => c.text(c.get('t')('admin:refused.forbidden'), 403));
  for (const path of [base, `${base}/*`]) {
    app.use(path, privateAnswers, guard);
    app.on('POST', path, formPost);
  }

  app.get(base, async (c) => {
    const filters = readFilters(new URL(c.req.url).searchParams);
    const { rows, total, counts } = await listLeads(c.env.DB, filters);
    return page(
      c,
      { part: '', query: filterQuery(filters, filters.page), section: 'leads', title: c.get('t')('admin:shell.leads') },
      <LeadList lang={lang} t={c.get('t')} filters={filters} rows={rows} total={total} counts={counts} />,
    );
  });

  app.get(at('export.csv'), async (c) => {
    const rows = await exportLeads(c.env.DB, readFilters(new URL(c.req.url).searchParams));
    const records = rows.map(({ data, ...row }) => ({ ...parseData(data), ...row }));
    const day = new Date().toISOString().slice(0, 10);
    // The byte-order mark lets a spreadsheet read the accents as UTF-8.
    return c.body(`\ufeff${csv([...csvColumns, ...dataColumns], records)}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    });
  });

  app.get(at('leads/:id'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const done = c.req.query('done');
    const t = c.get('t');
    // What the last action did, said again from the stored lead (the URL carries no value).
    return detail(c, id, (lead) => {
      if (done === 'note') return { kind: 'note', text: t('admin:note.done') };
      if (done === 'status') return { kind: 'status', text: t('admin:status.done', { status: t(`admin:statuses.${lead.status}`) }) };
      return null;
    });
  });

  app.post(at('leads/:id/status'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const status = (await fieldsOf(c))('status');
    if (!isStatus(status)) return detail(c, id, { kind: 'status', text: c.get('t')('admin:status.invalid') }, undefined, 400);
    if (!(await setStatus(c.env.DB, id, status, c.get('staff').email))) return notFound(c);
    return c.redirect(`${at(detailPart(id))}?done=status#outcome`, 303);
  });

  app.post(at('leads/:id/notes'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const typed = (await fieldsOf(c))('note');
    const note = cleanNote(typed);
    const t = c.get('t');
    if (!note) return detail(c, id, null, { message: t('admin:note.required'), value: '' }, 400);
    if (note.length > noteMaxLength) return detail(c, id, null, { message: t('admin:note.tooLong', { max: noteMaxLength }), value: typed.slice(0, bodyBytes) }, 400);
    if (!(await addNote(c.env.DB, id, note, c.get('staff').email))) return notFound(c);
    return c.redirect(`${at(detailPart(id))}?done=note#outcome`, 303);
  });

  app.get(at('privacy'), (c) => {
    const erased = c.req.query('erased');
    return privacy(c, { erased: erased && /^\d{1,6}$/.test(erased) ? Number(erased) : undefined });
  });

  // The address travels in POST bodies only: never in a URL, a log line or the browser's history.
  app.post(at('privacy'), async (c) => {
    const email = (await fieldsOf(c))('email').trim();
    if (!looksLikeEmail(email)) return privacy(c, { email: email.slice(0, 254), emailError: c.get('t')('admin:privacy.invalid') }, 400);
    return privacy(c, { email });
  });

  app.post(at('privacy/export.json'), async (c) => {
    const email = (await fieldsOf(c))('email').trim();
    if (!looksLikeEmail(email)) return privacy(c, { email: email.slice(0, 254), emailError: c.get('t')('admin:privacy.invalid') }, 400);
    const held = await exportHeld(c.env.DB, email);
    return c.body(JSON.stringify({ email: emailKey(email), exportedAt: new Date().toISOString(), ...held }, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="personal-data.json"',
    });
  });

  app.post(at('privacy/erase'), async (c) => {
    const field = await fieldsOf(c);
    const email = field('email').trim();
    const t = c.get('t');
    if (!looksLikeEmail(email)) return privacy(c, { email: email.slice(0, 254), emailError: t('admin:privacy.invalid') }, 400);
    if (emailKey(field('confirm')) !== emailKey(email)) return privacy(c, { email, confirmError: t('admin:privacy.mismatch') }, 400);
    const erased = await eraseHeld(c.env.DB, await findHeld(c.env.DB, email), c.get('staff').email);
    return c.redirect(`${at('privacy')}?erased=${erased}#outcome`, 303);
  });

  app.all(`${base}/*`, (c) => notFound(c));
  return app;
}

/** Mounts the inbox under each language's admin path (its middleware applies there only). */
export function registerAdmin(app: Hono<{ Bindings: Bindings; Variables: Variables }>) {
  for (const lang of languages) app.route('/', adminApp(lang) as unknown as Hono<{ Bindings: Bindings; Variables: Variables }>);
}
