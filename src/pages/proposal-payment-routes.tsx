import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { headFrom } from './index';
import { dataKey } from '../i18n';
import { invoiceHref, languages, paymentHref, proposalHref, proposalParts, proposalRoutes, type Lang } from '../routes';
import { proposalByToken, proposalPostGuard, withinClientLimits, type ClientProposal } from '../proposals/client.server';
import { stripeSetup } from '../payments/stripe-config.server';
import type { PayNotice } from '../payments/view.server';
import { depositOf, latestSession } from '../payments/deposits.server';
import { invoicesOf } from '../payments/invoices.server';
import type { InvoiceSnapshot } from '../payments/invoice-document';
import { PaymentReturnPage, type ReturnState } from './PaymentReturn';
import { InvoicePage } from './Invoice';

type RenderProposal = (c: Context<AppEnv>, token: string, proposal: ClientProposal, now: number, extra: { payNotice?: PayNotice }) => Promise<Response>;

const otherOf = (lang: Lang): Lang => languages.find((code) => code !== lang) ?? 'en';

/**
 * The pages under an accepted proposal's link (docs/decisions/0055-deposits-and-payments.md): the Pay
 * post (a plain form: 303 to Stripe's hosted Checkout), the page Checkout comes back to (it reads the
 * database and marks nothing), and the invoice and credit notes by number. A wrong token, or a number
 * that is not one of this proposal's, is the site's 404; src/http/private-link.ts gives them all the
 * proposal's private headers.
 */
export function registerPaymentPages(app: Hono<AppEnv>, renderProposal: RenderProposal) {
  for (const lang of languages) {
    const payPath = `${proposalRoutes[lang]}/${proposalParts.payment[lang]}`;
    app.post(payPath, proposalPostGuard(), async (c) => {
      const token = c.req.param('token') ?? '';
      const proposal = await proposalByToken(c.env.DB, token);
      if (!proposal) return c.notFound();
      const now = Date.now();
      const refuse = (status: 409 | 429 | 502, payNotice: PayNotice) => {
        c.status(status);
        return renderProposal(c, token, proposal, now, { payNotice });
      };
      const setup = stripeSetup(c.env);
      if (!setup) return refuse(409, 'unavailable');
      if (!(await withinClientLimits(c.env, c.req.raw.headers, proposal.id, now))) return refuse(429, 'rate');
      const { checkoutFor } = await import('../payments/checkout.server');
      try {
        const answer = await checkoutFor(c.env, setup, proposal, lang, c.get('t')('payment:line', { number: proposal.number }), now);
        if ('refused' in answer) return refuse(409, answer.refused);
        return c.redirect(answer.url, 303);
      } catch (error) {
        console.error(`checkout of proposal ${proposal.number} failed`, error);
        return refuse(502, 'failed');
      }
    });
    app.get(payPath, async (c) => {
      const token = c.req.param('token') ?? '';
      const proposal = await proposalByToken(c.env.DB, token);
      const deposit = proposal ? await depositOf(c.env.DB, proposal.id) : null;
      if (!proposal || !deposit) return c.notFound();
      let state: ReturnState['state'] = ['paid', 'refunded', 'disputed'].includes(deposit.state)
        ? 'received'
        : deposit.state === 'processing'
          ? 'processing'
          : 'notYet';
      const setup = stripeSetup(c.env);
      const last = state === 'notYet' && setup ? await latestSession(c.env.DB, proposal.id) : null;
      // Back from Checkout before its event: Stripe says whether the session completed; nothing is marked here.
      if (last && setup && last.outcome === 'open') {
        const { stripeClient } = await import('../payments/stripe-client.server');
        const live = await (await stripeClient(setup)).checkout.sessions.retrieve(last.id).catch(() => null);
        if (live?.status === 'complete') state = 'processing';
      }
      const invoice = (await invoicesOf(c.env.DB, proposal.id)).find((row) => row.kind === 'invoice');
      c.set('languageLinks', { fr: paymentHref('fr', token), en: paymentHref('en', token) });
      const t = c.get('t');
      return c.render(
        <PaymentReturnPage
          number={proposal.number}
          state={state}
          proposalHref={`${proposalHref(lang, token)}#pay`}
          invoiceHref={invoice ? invoiceHref(lang, token, invoice.number) : null}
          invoiceNumber={invoice?.number ?? null}
        />,
        { head: { ...headFrom(t, 'payment:return'), title: t('payment:return.title', { number: proposal.number }), indexable: false } },
      );
    });
    app.get(`${proposalRoutes[lang]}/${proposalParts.invoice[lang]}/:number`, async (c) => {
      const token = c.req.param('token') ?? '';
      const proposal = await proposalByToken(c.env.DB, token);
      const number = c.req.param('number');
      const row = proposal ? (await invoicesOf(c.env.DB, proposal.id)).find((item) => item.number === number) : undefined;
      if (!proposal || !row) return c.notFound();
      const other = otherOf(lang);
      c.set('languageLinks', { fr: invoiceHref('fr', token, row.number), en: invoiceHref('en', token, row.number) });
      const t = c.get('t');
      const snapshot = JSON.parse(row.snapshot) as InvoiceSnapshot;
      return c.render(
        <InvoicePage
          snapshot={snapshot}
          sha256={row.snapshot_sha256 ?? ''}
          proposalHref={`${proposalHref(lang, token)}#pay`}
          otherLanguage={{ lang: other, href: invoiceHref(other, token, row.number) }}
        />,
        {
          head: {
            ...headFrom(t, 'payment:invoice'),
            title: t('payment:invoice.title', { kind: t(dataKey(`payment:invoice.kinds.${snapshot.kind}`)), number: row.number }),
            indexable: false,
          },
        },
      );
    });
  }
}
