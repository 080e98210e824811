import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Every JSON endpoint under /api; each feature mounts its own sub-app here. */
export const api = new Hono<AppEnv>();

import { contactApi } from './contact';
import { quoteApi } from './quote';

api.route('/contact', contactApi);
api.route('/quote', quoteApi);
