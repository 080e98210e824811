#!/usr/bin/env node
// A test tool: the local Stripe stand-in (docs/decisions/0055-deposits-and-payments.md), served from Node.
// Its API (stand-in.ts) answers the site's SDK; its hosted checkout page lets a tester pay by card,
// start a pre-authorized debit that settles later, see a card declined, or cancel; its control page (/)
// settles or fails a debit, refunds, opens a dispute or expires a session. Each event goes to the site's
// webhook signed with Stripe's real scheme (the SDK's generateTestHeaderString). `npm start` runs it
// (scripts/operator/serve.mjs); alone:
//   node scripts/test-tools/stripe-stand-in/server.mjs [--port 12111] [--site http://127.0.0.1:8787]
// with STRIPE_WEBHOOK_SECRET in the environment or in .dev.vars. No page of it ever loads a script.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { importBundled } from '../../lib/import-bundled.mjs';

const { createStripeStandIn, stripeApiVersion } = await importBundled('scripts/test-tools/stripe-stand-in/stand-in.ts', 'src/payments/stripe-config.server.ts');

/** The stand-in's own few words: it is a test tool, not a page of the site. */
const words = {
  fr: {
    title: 'Paiements d’essai (simulateur local)',
    amount: 'Montant',
    card: 'Payer par carte',
    debit: 'Payer par débit préautorisé (réglé plus tard)',
    decline: 'Carte refusée',
    cancel: 'Annuler et revenir',
    declined: 'Carte refusée (essai) : choisissez autre chose.',
    closed: 'Cette session est close.',
  },
  en: {
    title: 'Test payments (local stand-in)',
    amount: 'Amount',
    card: 'Pay by card',
    debit: 'Pay by pre-authorized debit (settles later)',
    decline: 'Card declined',
    cancel: 'Cancel and go back',
    declined: 'Card declined (test): choose something else.',
    closed: 'This session is closed.',
  },
};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const money = (cents, lang) => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
const documentOf = (lang, title, body) =>
  `<!doctype html><html lang="${lang === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;border:2px solid #1d4ed8;border-radius:.5rem;background:#fff;color:#1d4ed8;cursor:pointer}button:focus-visible{outline:3px solid #111;outline-offset:2px}.error{color:#b91c1c;font-weight:600}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>' +
  `</head><body><main>${body}</main></body></html>`;

/** The secret the site verifies with: the environment's, else .dev.vars'. */
function webhookSecret() {
  if (process.env.STRIPE_WEBHOOK_SECRET) return process.env.STRIPE_WEBHOOK_SECRET;
  try {
    return readFileSync(new URL('../../../.dev.vars', import.meta.url), 'utf8')
      .match(/^STRIPE_WEBHOOK_SECRET=(.+)$/m)?.[1]
      ?.trim();
  } catch {
    return undefined;
  }
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Starts the stand-in; resolves once it listens, with a `close()`. */
/** The site's test keys for a stand-in: test values only, which a deployed site refuses whatever its keys. */
export const standInKeys = { secretKey: 'sk_test_local_stand_in', webhookSecret: 'whsec_local_stand_in_NOT_A_SECRET' };

export async function startStandIn({ port = 12111, site = 'http://127.0.0.1:8787', secret = webhookSecret() } = {}) {
  if (!secret) throw new Error('the stand-in needs STRIPE_WEBHOOK_SECRET (the environment or .dev.vars)');
  const origin = `http://127.0.0.1:${port}`;
  const stand = createStripeStandIn({ origin, apiVersion: stripeApiVersion });
  const webhook = new URL('/api/stripe/webhook', site).href;

  /** Each event to the site's webhook, signed as Stripe signs, one after the other. */
  async function deliver(events) {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      const answer = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch((error) => ({ status: `unreachable (${error.message})` }));
      console.log(`stripe stand-in: ${event.type} ${event.id} → ${answer.status}`);
    }
  }

  const checkoutPage = (session, notice = '') => {
    const lang = session.locale?.startsWith('fr') ? 'fr' : 'en';
    const say = words[lang];
    if (session.status !== 'open') return documentOf(lang, say.title, `<h1>${say.title}</h1><p>${say.closed}</p>`);
    const choices = ['card', 'debit', 'decline', 'cancel']
      .map((choice) => `<button type="submit" name="choice" value="${choice}">${say[choice]}</button>`)
      .join('');
    return documentOf(
      lang,
      say.title,
      `<h1>${say.title}</h1><p>${escapeHtml(session.line)}</p><p>${say.amount} : <strong>${money(session.amount_total, lang)}</strong></p>` +
        `${notice ? `<p class="error" role="alert">${notice}</p>` : ''}<form method="post">${choices}</form>`,
    );
  };

  const controlPage = () => {
    const rows = [...stand.sessions.values()]
      .map((session) => {
        const actions = ['settle', 'fail', 'refund-part', 'refund-all', 'dispute', 'expire']
          .map((action) => `<button type="submit" name="action" value="${action}">${action}</button>`)
          .join('');
        return `<tr><td>${escapeHtml(session.id)}</td><td>${escapeHtml(session.line)}</td><td>${session.status} / ${session.payment_status}</td><td><form method="post" action="/control/${session.id}">${actions}</form></td></tr>`;
      })
      .join('');
    return documentOf('en', words.en.title, `<h1>${words.en.title}</h1><table><tr><th>Session</th><th>Line</th><th>State</th><th></th></tr>${rows}</table>`);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const html = (status, body) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const redirect = (location) => response.writeHead(303, { location }).end();
    try {
      if (url.pathname.startsWith('/v1/')) {
        const body = request.method === 'GET' ? undefined : await readBody(request);
        const answer = await stand.handle(new Request(url, { method: request.method, headers: request.headers, body }));
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        return;
      }
      const checkout = /^\/checkout\/([\w]+)$/.exec(url.pathname);
      const session = checkout ? stand.sessions.get(checkout[1]) : undefined;
      if (checkout && !session) return html(404, documentOf('en', 'Not found', '<h1>Not found</h1>'));
      if (session && request.method === 'GET') return html(200, checkoutPage(session));
      if (session && request.method === 'POST') {
        const choice = new URLSearchParams((await readBody(request)).toString()).get('choice');
        if (choice === 'cancel') return redirect(session.cancel_url);
        if (choice === 'decline') return html(402, checkoutPage(session, words[session.locale?.startsWith('fr') ? 'fr' : 'en'].declined));
        if (session.status === 'open') await deliver(choice === 'debit' ? stand.startDebit(session.id) : stand.payByCard(session.id));
        return redirect(session.success_url);
      }
      const control = /^\/control\/([\w]+)$/.exec(url.pathname);
      if (control && request.method === 'POST' && stand.sessions.has(control[1])) {
        const id = control[1];
        const action = new URLSearchParams((await readBody(request)).toString()).get('action');
        const amount = stand.session(id).amount_total;
        const events = {
          settle: () => stand.settleDebit(id, true),
          fail: () => stand.settleDebit(id, false),
          'refund-part': () => stand.refund(id, Math.round(amount / 10)),
          'refund-all': () => stand.refund(id, amount),
          dispute: () => stand.dispute(id),
          expire: () => stand.expire(id),
        }[action ?? '']?.();
        if (!events) return html(400, documentOf('en', 'Bad request', '<h1>Unknown action</h1>'));
        await deliver(events);
        return redirect('/');
      }
      if (url.pathname === '/' && request.method === 'GET') return html(200, controlPage());
      html(404, documentOf('en', 'Not found', '<h1>Not found</h1>'));
    } catch (error) {
      console.error('stripe stand-in:', error);
      if (!response.headersSent) response.writeHead(500).end();
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  console.log(`Stripe stand-in (test payments) on ${origin}/, events to ${webhook}`);
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '12111' }, site: { type: 'string', default: 'http://127.0.0.1:8787' } } });
  await startStandIn({ port: Number(values.port), site: values.site });
}
