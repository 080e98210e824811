import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Every JSON endpoint under /api; each feature mounts its own sub-app here. */
export const api = new Hono<AppEnv>();

import { events } from './events';
api.route('/events', events);
