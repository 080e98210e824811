import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { headFrom } from './index';
import { dataKey } from '../i18n';
import { languages, proposalHref, proposalRoutes, type Lang } from '../routes';
import { choiceProblem } from '../proposals/document';
import { accept, ask, decline, requestUpdate } from '../proposals/client-actions.server';
import {
  AlteredSnapshot,
  acceptanceOf,
  acceptErrors,
  choiceOrDefault,
  chosenOptions,
  clientLimits,
  closedBecause,
  expired,
  isPersonOpening,
  proposalByToken,
  proposalPostGuard,
  recordOpening,
  replacementNumber,
  withinClientLimits,
  type ClientProposal,
} from '../proposals/client.server';
import { declineReasons, type DeclineReason } from '../proposals/decline-reasons';
import { ProposalPage, type ProposalPageState } from './Proposal';
import { paymentView, type PayNotice } from '../payments/view.server';
import { registerPaymentPages } from './proposal-payment-routes';

/** The frozen snapshot, as stored and hashed, beside the page: anyone can hash it to check a certificate. */
const snapshotSuffix = '/proposition.json';

type Extra = Pick<ProposalPageState, 'notice' | 'errors' | 'values'> & { chosen?: readonly string[]; payNotice?: PayNotice };

/** The proposal's page, with what a post just left (its notice, errors and values). */
export async function renderProposal(c: Context<AppEnv>, token: string, proposal: ClientProposal, now: number, extra: Extra = {}) {
  const lang = c.get('lang');
  const other: Lang = languages.find((code) => code !== lang) ?? 'en';
  const [acceptance, replacedBy, payment] = await Promise.all([
    proposal.status === 'accepted' ? acceptanceOf(c.env.DB, proposal.id) : null,
    proposal.status === 'replaced' ? replacementNumber(c.env.DB, proposal) : null,
    paymentView(c.env, proposal, lang, token),
  ]);
  const state: ProposalPageState = {
    proposal,
    chosen: extra.chosen ?? choiceOrDefault(proposal, null),
    expired: expired(proposal, now),
    acceptance,
    replacedBy,
    otherLanguage: { lang: other, href: proposalHref(other, token) },
    snapshotHref: proposalHref(lang, token) + snapshotSuffix,
    notice: extra.notice,
    errors: extra.errors,
    values: extra.values,
    payment,
    payNotice: extra.payNotice,
  };
  // The header's language switcher leads to the same proposal (the 404 of a wrong token keeps the site's).
  c.set('languageLinks', { fr: proposalHref('fr', token), en: proposalHref('en', token) });
  const head = headFrom(c.get('t'), 'proposal:meta');
  return c.render(<ProposalPage {...state} />, {
    head: { ...head, title: c.get('t')('proposal:meta.title', { number: proposal.number }), indexable: false },
  });
}

/**
 * The proposal a token opens, or null. An altered snapshot (its SHA-256 no longer matches) shows none
 * of its figures: staff are told once and the error goes on to the site's 500 page.
 */
async function opened(c: Context<AppEnv>, token: string): Promise<ClientProposal | null> {
  try {
    return await proposalByToken(c.env.DB, token);
  } catch (error) {
    if (error instanceof AlteredSnapshot) {
      const { proposalId } = error;
      c.executionCtx.waitUntil(import('../proposal-mail/queue.server').then(({ reportAltered }) => reportAltered(c.env, proposalId)));
    }
    throw error;
  }
}

/**
 * A proposal's private page in each language (docs/decisions/0052-proposals.md): the document and its
 * three actions, each a plain form posting to the page. An unknown, malformed or withdrawn token is
 * the site's 404; src/http/private-link.ts gives every answer of these paths its private headers.
 */
export function registerProposalPages(app: Hono<AppEnv>) {
  registerPaymentPages(app, renderProposal);
  for (const lang of languages) {
    const path = proposalRoutes[lang];
    app.get(path, async (c) => {
      const token = c.req.param('token') ?? '';
      const proposal = await opened(c, token);
      if (!proposal) return c.notFound();
      const now = Date.now();
      // What a browser fetched on its own (a prefetch) or a link checker's HEAD is no opening.
      if (isPersonOpening(c.req.raw)) await recordOpening(c.env.DB, proposal, c.get('lang'), now);
      return renderProposal(c, token, proposal, now);
    });
    app.get(path + snapshotSuffix, async (c) => {
      const proposal = await opened(c, c.req.param('token') ?? '');
      if (!proposal) return c.notFound();
      return c.body(proposal.snapshotText, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    });
    app.post(path, proposalPostGuard(), async (c) => {
      const token = c.req.param('token') ?? '';
      const proposal = await opened(c, token);
      if (!proposal) return c.notFound();
      const form = await c.req.formData().catch(() => null);
      if (!form) {
        c.status(400);
        return renderProposal(c, token, proposal, Date.now());
      }
      return act(c, token, proposal, form);
    });
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** One post of the page: what its `action` asks, answered with the page. */
async function act(c: Context<AppEnv>, token: string, proposal: ClientProposal, form: FormData) {
  const t = c.get('t');
  const db = c.env.DB;
  const now = Date.now();
  const posted = chosenOptions(form);
  const validChoice = choiceProblem(proposal.snapshot.lines, posted) ? undefined : posted;
  const refused = (status: 400 | 409 | 429, extra: Extra) => {
    c.status(status);
    return renderProposal(c, token, proposal, now, { chosen: validChoice, ...extra });
  };
  const again = async (extra: Extra = {}) => {
    const fresh = (await opened(c, token)) ?? proposal;
    return renderProposal(c, token, fresh, now, extra);
  };
  const limited = async () => !(await withinClientLimits(c.env, c.req.raw.headers, proposal.id, now));
  // The forms' confirmation budget bounds the client's copies; loaded on the first post, as the forms' storing is (decision 0041).
  const budget = async () => (await import('../submissions/index.server')).confirmationBudget(c.env);
  // What this post queued goes at once, as a new lead's alert does (a post that changed nothing asks
  // for nothing); each send claims its row first, and the cron retries what fails.
  const sendAtOnce = (kinds: string[], ref = '') =>
    c.executionCtx.waitUntil(
      import('../proposal-mail/queue.server').then(({ sendProposalMail }) => Promise.all(kinds.map((kind) => sendProposalMail(c.env, proposal.id, kind, ref)))),
    );

  switch (text(form, 'action')) {
    case 'recalculate': {
      if (!validChoice) return refused(400, { errors: { options: t('proposal:accept.errors.options') } });
      return renderProposal(c, token, proposal, now, { chosen: validChoice, notice: 'recalculated' });
    }
    case 'accept': {
      // Accepting twice shows the certificate and changes nothing.
      if (proposal.status === 'accepted') return renderProposal(c, token, proposal, now);
      const closed = closedBecause(proposal, now);
      if (closed) return refused(409, { notice: closed });
      const input = { name: text(form, 'name'), agreed: text(form, 'agree') === 'yes', chosen: posted };
      const errors = acceptErrors(proposal, input);
      if (Object.keys(errors).length) {
        return refused(400, {
          errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(dataKey(`proposal:accept.errors.${key}`))])),
          values: { name: input.name.slice(0, clientLimits.name), agreed: input.agreed },
        });
      }
      if (await limited()) return refused(429, { notice: 'rate', values: { name: input.name, agreed: input.agreed } });
      if (await accept(db, proposal, input, { headers: c.req.raw.headers, lang: c.get('lang') }, now, await budget()))
        sendAtOnce(['accepted', 'accepted-staff']);
      return again();
    }
    case 'decline': {
      const closed = closedBecause(proposal, now);
      if (closed) return refused(409, { notice: closed });
      const reason = text(form, 'reason');
      const words = text(form, 'words').trim();
      const errors: Extra['errors'] = {};
      if (!(declineReasons as readonly string[]).includes(reason)) errors.reason = t('proposal:decline.errors.reason');
      if (words.length > clientLimits.words) errors.words = t('proposal:decline.errors.words', { max: clientLimits.words });
      if (Object.keys(errors).length) return refused(400, { errors, values: { reason, words: words.slice(0, clientLimits.words) } });
      if (await limited()) return refused(429, { notice: 'rate', values: { reason, words } });
      if (await decline(db, proposal, reason as DeclineReason, words, now)) sendAtOnce(['declined-staff']);
      return again();
    }
    case 'question': {
      // An answered or replaced proposal takes no question, as it takes no other action; an expired one still does.
      if (proposal.status !== 'sent') return refused(409, { notice: 'closed' });
      const question = text(form, 'question').trim();
      if (!question || question.length > clientLimits.question) {
        const error = question ? t('proposal:question.errors.long', { max: clientLimits.question }) : t('proposal:question.errors.text');
        return refused(400, { errors: { question: error }, values: { question: question.slice(0, clientLimits.question) } });
      }
      if (await limited()) return refused(429, { notice: 'rate', values: { question } });
      sendAtOnce(['question-staff', 'question-receipt'], await ask(db, proposal, question, now, await budget()));
      return again({ notice: 'questionSent' });
    }
    case 'update': {
      if (!expired(proposal, now)) return refused(409, { notice: 'closed' });
      if (await limited()) return refused(429, { notice: 'rate' });
      if (await requestUpdate(db, proposal, now)) sendAtOnce(['update-requested-staff']);
      return again({ notice: 'updateSent' });
    }
    default:
      return refused(400, {});
  }
}
