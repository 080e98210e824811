import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { formEndpoints } from '../submissions/index.server';
import { events } from './events';

/** Every JSON endpoint under /api: one per form (`/api/contact`, `/api/quote`), and the analytics events. */
export const api = new Hono<AppEnv>();

api.route('/', formEndpoints());
api.route('/events', events);
