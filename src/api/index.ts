import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AppEnv } from '../env';
import { formEndpoints } from '../submissions/index.server';
import { events } from './events';
import { proof } from './proof';
import { stripeWebhook } from './stripe-webhook';

/** Every JSON endpoint under /api: one per form (`/api/contact`, `/api/quote`), the forms' proof-of-work challenge, the analytics events and Stripe's webhook. */
export const api = new Hono<AppEnv>();

// A known endpoint asked with another method: 405 with its Allow header, from the routes themselves.
api.use(methodNotAllowed({ app: api, onMethodNotAllowed: (c, methods) => c.json({ error: 'method_not_allowed' }, 405, { Allow: methods.join(', ') }) }));
api.route('/', formEndpoints());
api.route('/events', events);
api.route('/proof', proof);
api.route('/stripe/webhook', stripeWebhook);

/** Anything else under /api answers in JSON too. */
api.all('*', (c) => c.json({ error: 'not_found' }, 404));
