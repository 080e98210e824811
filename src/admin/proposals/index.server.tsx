import { Hono } from 'hono';
import { loadTranslators } from '../../i18n';
import { languages } from '../../languages';
import { adminHref, type Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import type { ProposalDraft } from '../../proposals/document';
import { sendProposalMail } from '../../proposal-mail/queue.server';
import { catalogueLine } from '../../proposals/draft-from-lead.server';
import { sendProposal } from '../../proposals/send.server';
import { createProposal, extendProposal, getProposal, reviseProposal, updateDraft, withdrawProposal } from '../../proposals/staff-store.server';
import type { StaffEnv } from '../shared/access';
import { formBody } from '../shared/action-bodies';
import { isLeadId } from '../shared/filters';
import { extendBody, readEditor } from './form';
import { isProposalState, listProposals } from './queries.server';
import { proposalPage } from './page.server';
import { depositRoute } from './deposit-route.server';
import { type FieldError, freeLine, postedValues, sourceOf } from './values';
import { ProposalList } from './List';
import { notFound, page, type StaffContext } from '../shared/staff-page.server';

/** The next line id of a draft: `l` and one more than the largest. */
const nextLineId = (ids: readonly string[]) => `l${Math.max(0, ...ids.map((id) => Number(id.slice(1)) || 0)) + 1}`;

/** The proposals' pages: the Proposals view, a new draft from a lead, a proposal's page and its actions. */
export function proposalRoutes(lang: Lang) {
  const app = new Hono<StaffEnv>();
  const base = adminHref(lang, 'proposals');
  const self = (id: string) => adminHref(lang, `proposals/${id}`);
  const refused = (c: StaffContext, id: string, key: 'frozen' | 'notSent') =>
    proposalPage(c, id, { outcome: { text: c.get('t')(`admin:proposals.refused.${key}`), error: true }, status: 409 });

  app.get(base, async (c) => {
    const query = new URL(c.req.url).searchParams;
    const status = query.get('status');
    const state = isProposalState(status) ? status : undefined;
    const pageNumber = Math.min(Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1), 10_000);
    const listed = await listProposals(c.env.DB, state, pageNumber);
    const t = c.get('t');
    const kept = new URLSearchParams();
    if (state) kept.set('status', state);
    return page(
      c,
      { part: 'proposals', query: kept.size ? `?${kept}` : '', section: 'proposals', title: t('admin:proposals.heading') },
      <ProposalList lang={lang} t={t} state={state} page={pageNumber} {...listed} />,
    );
  });

  app.post(`${base}/new`, async (c) => {
    const form = await c.req.formData();
    const lead = String(form.get('lead') ?? '');
    const id = isLeadId(lead) ? await createProposal(c.env.DB, lead, c.get('staff').email) : null;
    if (!id) return notFound(c);
    return c.redirect(`${self(id)}?done=created#outcome`, 303);
  });

  app.get(`${base}/:id`, (c) => proposalPage(c, c.req.param('id')));

  // The editor's one form: recalculate (save), add or remove a line, send.
  app.post(`${base}/:id`, async (c) => {
    const id = c.req.param('id');
    const row = isLeadId(id) ? await getProposal(c.env.DB, id) : null;
    if (!row) return notFound(c);
    if (row.status !== 'draft') return refused(c, id, 'frozen');
    const t = c.get('t');
    const values = postedValues(await c.req.formData());
    const action = values.action ?? 'recalculate';
    if (action.startsWith('remove:')) {
      const gone = action.slice('remove:'.length);
      values.lines = (values.lines ?? '')
        .split(/\s+/)
        .filter((line) => line && line !== gone)
        .join(' ');
    }
    const read = readEditor(values, (cents) => centsInWords(lang, cents));
    if (!read.draft) {
      return proposalPage(c, id, { values, errors: read.errors, outcome: { text: t('admin:proposals.refused.invalid'), error: true }, status: 400 });
    }
    const draft: ProposalDraft = read.draft;
    if (action === 'add') {
      await loadTranslators(...languages);
      const source = sourceOf(values.catalogue ?? 'free');
      const lineId = nextLineId(draft.lines.map((line) => line.id));
      const line = source.kind === 'free' ? null : catalogueLine(lineId, source);
      draft.lines.push(line ?? freeLine(lineId));
    }
    const saved = await updateDraft(c.env.DB, id, draft);
    if (saved === 'refused') return refused(c, id, 'frozen');
    if (saved === 'notFound') return notFound(c);
    if (action === 'send') {
      const sent = await sendProposal(c.env, id, c.get('staff').email);
      if (sent === 'refused') return refused(c, id, 'frozen');
      if (sent === 'notFound') return notFound(c);
      if (sent === 'empty') return proposalPage(c, id, { outcome: { text: t('admin:proposals.refused.empty'), error: true }, status: 400 });
      if (sent === 'noLinkSecret') return proposalPage(c, id, { outcome: { text: t('admin:proposals.refused.noLinkSecret'), error: true }, status: 503 });
      // Sent at once, the cron retrying if it fails (docs/decisions/0047-one-outbox.md).
      c.executionCtx.waitUntil(sendProposalMail(c.env, id, 'sent'));
      return c.redirect(`${self(id)}?done=sent#outcome`, 303);
    }
    const done = action === 'add' ? 'added' : action.startsWith('remove:') ? 'removed' : 'saved';
    return c.redirect(`${self(id)}?done=${done}#${done === 'added' ? `line-${draft.lines.at(-1)?.id}` : 'outcome'}`, 303);
  });

  app.post(`${base}/:id/withdraw`, async (c) => {
    const id = c.req.param('id');
    const done = isLeadId(id) ? await withdrawProposal(c.env.DB, id, c.get('staff').email) : 'notFound';
    if (done === 'notFound') return notFound(c);
    if (done === 'refused') return refused(c, id, 'notSent');
    return c.redirect(`${self(id)}?done=withdrawn#outcome`, 303);
  });

  const refusedDays = formBody(extendBody, (c, refusal) => {
    const id = c.req.param('id') ?? '';
    const error = JSON.parse(refusal.message) as FieldError;
    return proposalPage(c, id, {
      values: { days: refusal.typed('days') },
      errors: { days: error },
      outcome: { text: c.get('t')('admin:proposals.refused.invalid'), error: true },
      status: 400,
    });
  });
  app.post(`${base}/:id/extend`, refusedDays, async (c) => {
    const id = c.req.param('id') ?? '';
    const done = isLeadId(id) ? await extendProposal(c.env.DB, id, c.req.valid('form').days, c.get('staff').email) : 'notFound';
    if (done === 'notFound') return notFound(c);
    if (done === 'refused') return refused(c, id, 'notSent');
    return c.redirect(`${self(id)}?done=extended#outcome`, 303);
  });

  depositRoute(app, lang);

  app.post(`${base}/:id/revise`, async (c) => {
    const id = c.req.param('id');
    const done = isLeadId(id) ? await reviseProposal(c.env.DB, id, c.get('staff').email) : 'notFound';
    if (done === 'notFound') return notFound(c);
    if (done === 'refused') return refused(c, id, 'notSent');
    return c.redirect(`${self(done.id)}?done=revised#outcome`, 303);
  });

  return app;
}
