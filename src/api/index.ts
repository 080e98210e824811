import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { contactApi } from './contact';
import { quoteApi } from './quote';
import { events } from './events';

/** Every JSON endpoint under /api; each feature mounts its own sub-app here. */
export const api = new Hono<AppEnv>();

api.route('/contact', contactApi);
api.route('/quote', quoteApi);
api.route('/events', events);
