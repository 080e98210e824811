/**
 * A test tool: a local stand-in for the few Stripe calls the site makes (docs/decisions/0055-deposits-and-payments.md),
 * in Stripe's wire format: form-encoded `POST /v1/checkout/sessions` (idempotency keys honoured),
 * `GET /v1/checkout/sessions/:id`, `POST /v1/checkout/sessions/:id/expire`, answered in JSON shaped
 * like Stripe's, and the events a payment makes, shaped like Stripe's. Web APIs only, so the worker
 * tests run it in workerd behind a stubbed `fetch` and `server.mjs` serves it from Node under `npm start`.
 * Never deployed: the site refuses a stand-in's base on a deployed configuration.
 */

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  /** Not Stripe's: what the stand-in shows on its hosted page. */
  line: string;
};

export type StandInEvent = { id: string; object: 'event'; type: string; created: number; livemode: false; api_version: string; data: { object: object } };

/** A form-encoded body in Stripe's bracket notation (`a[b][0][c]=v`) as nested objects and arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/\[|\]\[|\]/).filter((key, index) => key !== '' || index === 0);
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const random = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '')}`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stripeError = (status: number, message: string, code?: string) =>
  json({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }, status);

type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };

export type StandInOptions = {
  /** Where its hosted checkout page is served: each session's `url` is `<origin>/checkout/<id>`. */
  origin: string;
  /** The API version its events say they are written in (the site's pinned one). */
  apiVersion: string;
  now?: () => number;
};

export function createStripeStandIn(options: StandInOptions) {
  const now = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const sessions = new Map<string, StandInSession>();
  const idempotent = new Map<string, string>();
  const charges = new Map<string, { id: string; amount_refunded: number }>();

  const event = (type: string, object: object): StandInEvent => ({
    id: random('evt'),
    object: 'event',
    type,
    created: now(),
    livemode: false,
    api_version: options.apiVersion,
    data: { object: structuredClone(object) },
  });

  function create(params: Record<string, unknown>): StandInSession {
    const items = Object.values((params.line_items ?? {}) as Record<string, LineItem>);
    const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const id = random('cs_test');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      currency: String(items[0]?.price_data?.currency ?? 'cad'),
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      created: now(),
      expires_at: Number(params.expires_at ?? now() + 86_400),
      livemode: false,
      locale: (params.locale as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      mode: String(params.mode ?? 'payment'),
      payment_intent: null,
      payment_method_types: Object.values((params.allowed_payment_method_types ?? { 0: 'card' }) as Record<string, string>),
      payment_status: 'unpaid',
      status: 'open',
      success_url: String(params.success_url ?? ''),
      cancel_url: String(params.cancel_url ?? ''),
      url: `${options.origin}/checkout/${id}`,
      line: String(items[0]?.price_data?.product_data?.name ?? ''),
    };
    sessions.set(id, session);
    return session;
  }

  /** Stripe's API, as the SDK calls it. */
  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (!/^Bearer sk_(test|live)_\S+$/.test(request.headers.get('authorization') ?? '')) return stripeError(401, 'Invalid API Key provided');
    const sessionPath = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(path);
    if (!sessionPath) return stripeError(404, `Unrecognized request URL (${request.method}: ${path})`);
    const [, id, expire] = sessionPath;
    if (request.method === 'POST' && !id) {
      const params = decodeStripeForm(new TextDecoder().decode(await request.arrayBuffer()));
      // Nothing awaited from here on: two requests with one key at once get one session, as at Stripe.
      const key = request.headers.get('idempotency-key');
      const known = key ? idempotent.get(key) : undefined;
      if (known) return json(sessions.get(known));
      const session = create(params);
      if (key) idempotent.set(key, session.id);
      return json(session);
    }
    const session = id ? sessions.get(id) : undefined;
    if (!session) return stripeError(404, `No such checkout.session: '${id}'`, 'resource_missing');
    if (request.method === 'GET' && !expire) return json(session);
    if (request.method === 'POST' && expire) {
      if (session.status !== 'open') return stripeError(400, 'Only Checkout Sessions with a status of open can be expired.');
      session.status = 'expired';
      session.url = null;
      return json(session);
    }
    return stripeError(405, 'Method not allowed');
  }

  const open = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return session;
  };

  return {
    handle,
    sessions,
    session: open,
    /** The client pays by card: completed and paid at once. */
    payByCard(id: string): StandInEvent[] {
      const session = open(id);
      if (session.status !== 'open') return [];
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: random('pi'), url: null });
      charges.set(session.payment_intent as string, { id: random('ch'), amount_refunded: 0 });
      return [event('checkout.session.completed', session)];
    },
    /** The client starts a pre-authorized debit: completed, unpaid until it settles. */
    startDebit(id: string): StandInEvent[] {
      const session = open(id);
      if (session.status !== 'open') return [];
      Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: random('pi'), url: null });
      return [event('checkout.session.completed', session)];
    },
    /** The debit settles (days later at Stripe), or fails. */
    settleDebit(id: string, succeeded = true): StandInEvent[] {
      const session = open(id);
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') return [];
      if (!succeeded) return [event('checkout.session.async_payment_failed', session)];
      session.payment_status = 'paid';
      charges.set(session.payment_intent as string, { id: random('ch'), amount_refunded: 0 });
      return [event('checkout.session.async_payment_succeeded', session)];
    },
    /** The session reaches its `expires_at` unpaid. */
    expire(id: string): StandInEvent[] {
      const session = open(id);
      if (session.status !== 'open') return [];
      Object.assign(session, { status: 'expired', url: null });
      return [event('checkout.session.expired', session)];
    },
    /** Staff refund part or all of a paid session at Stripe: the charge's refunded total grows. */
    refund(id: string, cents: number): StandInEvent[] {
      const session = open(id);
      const charge = session.payment_intent ? charges.get(session.payment_intent) : undefined;
      if (!charge) return [];
      charge.amount_refunded = Math.min(session.amount_total, charge.amount_refunded + cents);
      const object = {
        id: charge.id,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: charge.amount_refunded,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunded: charge.amount_refunded === session.amount_total,
        metadata: session.metadata,
        livemode: false,
      };
      return [event('charge.refunded', object)];
    },
    /** The client's bank opens a dispute on the payment. */
    dispute(id: string): StandInEvent[] {
      const session = open(id);
      const charge = session.payment_intent ? charges.get(session.payment_intent) : undefined;
      if (!charge) return [];
      const object = {
        id: random('dp'),
        object: 'dispute',
        amount: session.amount_total,
        currency: session.currency,
        charge: charge.id,
        payment_intent: session.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
      };
      return [event('charge.dispute.created', object)];
    },
    /** Any event, for a test that sends what Stripe would never send this site (another mode, a changed amount). */
    event,
  };
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>;
