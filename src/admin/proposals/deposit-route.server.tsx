import type { Hono } from 'hono';
import { montrealDay } from '../../business-hours/reply-clock';
import { adminHref, type Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import { sendProposalMail } from '../../proposal-mail/queue.server';
import { depositOf } from '../../payments/deposits.server';
import { recordOffsitePayment } from '../../payments/offsite.server';
import type { StaffEnv } from '../shared/access';
import { isLeadId } from '../shared/filters';
import { notFound } from '../shared/staff-page.server';
import { postedPayment, readPayment } from './deposit-form';
import { proposalPage, type Shown } from './page.server';

/** The proposal page's deposit form: a payment made off the site (docs/decisions/0055-deposits-and-payments.md). */
export function depositRoute(app: Hono<StaffEnv>, lang: Lang) {
  // A deposit paid off the site, recorded under the verified identity (docs/decisions/0055-deposits-and-payments.md).
  app.post(`${adminHref(lang, 'proposals')}/:id/deposit`, async (c) => {
    const id = c.req.param('id');
    const deposit = isLeadId(id) ? await depositOf(c.env.DB, id) : null;
    if (!deposit) return notFound(c);
    const t = c.get('t');
    const refusedAs = (key: 'processing' | 'paid' | 'notFound' | 'invalid', extra: Shown = {}) =>
      proposalPage(c, id, { outcome: { text: t(`admin:proposals.deposit.refused.${key}`), error: true }, status: key === 'invalid' ? 400 : 409, ...extra });
    const values = postedPayment(await c.req.formData());
    const now = Date.now();
    const read = readPayment(
      values,
      { cents: deposit.amount_cents, inWords: centsInWords(lang, deposit.amount_cents) },
      { today: montrealDay(now), accepted: montrealDay(Date.parse(deposit.accepted_at)) },
    );
    if ('errors' in read) return refusedAs('invalid', { paymentValues: values, errors: read.errors });
    const done = await recordOffsitePayment(c.env.DB, id, read.payment, c.get('staff').email, now);
    if (done !== 'recorded') return refusedAs(done, { paymentValues: values });
    c.executionCtx.waitUntil(Promise.all(['deposit-paid', 'deposit-paid-staff'].map((kind) => sendProposalMail(c.env, id, kind))));
    return c.redirect(`${adminHref(lang, `proposals/${id}`)}?done=recorded#outcome`, 303);
  });
}
