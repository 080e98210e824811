import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { formEndpoints, formNames } from '../submissions/index.server';
import { events } from './events';

/** Every JSON endpoint under /api: one per form (`/api/contact`, `/api/quote`), and the analytics events. */
export const api = new Hono<AppEnv>();

api.route('/', formEndpoints());
api.route('/events', events);

/** Anything else under /api answers in JSON too: 405 (with Allow) for a known endpoint, 404 otherwise. */
const endpoints = [...formNames.map((form) => `/api/${form}`), '/api/events'];
api.all('*', (c) => {
  if (endpoints.includes(c.req.path)) return c.json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' });
  return c.json({ error: 'not_found' }, 404);
});
