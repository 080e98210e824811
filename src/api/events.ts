import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { bucketOf, notFoundPath, notFoundRoute, ratingOf, vitalNames, vitalScales, wizardStages } from '../business/measurement';
import { montrealDay } from '../business-hours/reply-clock';
import { isServiceId } from '../business/services';
import { countPageView, countVital } from '../analytics/daily-totals';
import { countWizardStage } from '../analytics/quote-wizard-totals';
import { langOf, languages, match, screens } from '../routes';
import { clientIp } from '../http/client-address';
import { hashIp } from '../http/address-hash';
import { postGuard, refuseAsJson } from '../http/post-guard';
import { withinRate } from '../http/rate-limit';

/** Largest event body accepted, in bytes: an event is a few short fields. */
export const maxEventBytes = 1024;
/** Events one client may send a minute: a page view and a few vitals per page leave plenty of room. */
export const eventRate = { max: 120, windowSeconds: 60 };

const page = {
  route: v.picklist([...screens, notFoundRoute]),
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
  lang: v.picklist(languages),
};

export const EventSchema = v.variant('type', [
  v.strictObject({ type: v.literal('pageview'), ...page }),
  v.strictObject({
    type: v.literal('vital'),
    ...page,
    name: v.picklist(vitalNames),
    value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
  // A stage of the quote wizard this visit reached, on the quote page only (docs/decisions/0039-dashboard.md).
  v.strictObject({ type: v.literal('wizard'), ...page, route: v.literal('quote'), stage: v.picklist(wizardStages) }),
]);

export type AnalyticsEvent = v.InferOutput<typeof EventSchema>;

/** The path to store, or null when route, path and language do not describe one page of the site. */
function storedPath(event: AnalyticsEvent): string | null {
  if (langOf(event.path) !== event.lang) return null;
  const found = match(event.path);
  const known = found && (found.screen !== 'service' || isServiceId(found.params.slug ?? ''));
  if (event.route === notFoundRoute) return known ? null : notFoundPath;
  return known && found.screen === event.route && found.lang === event.lang ? event.path : null;
}

/**
 * POST /api/events: page views, Core Web Vitals and the quote wizard's stages, sent with navigator.sendBeacon only after the
 * visitor consented to analytics. Stored as daily totals; answers 204 with no body.
 */
export const events = new Hono<AppEnv>();

events.post('/', postGuard<AppEnv>({ accepts: ['application/json', 'text/plain'], maxBytes: maxEventBytes }, refuseAsJson), async (c) => {
  const body = await c.req.arrayBuffer();

  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return c.json({ error: 'invalid' }, 400);
  }
  const parsed = v.safeParse(EventSchema, data);
  if (!parsed.success) return c.json({ error: 'invalid' }, 400);
  const event = parsed.output;
  const path = storedPath(event);
  if (path === null) return c.json({ error: 'invalid' }, 400);
  if (event.type === 'vital' && event.value > vitalScales[event.name].max) return c.json({ error: 'invalid' }, 400);

  const key = { day: montrealDay(Date.now()), route: event.route, path, lang: event.lang };
  try {
    const client = await hashIp(c.env, clientIp(c.req.raw.headers));
    const bucket = `events:${client}`;
    if (!(await withinRate(c.env.DB, bucket, eventRate.windowSeconds, eventRate.max))) {
      return c.json({ error: 'rate_limited' }, 429, { 'Retry-After': String(eventRate.windowSeconds) });
    }
    if (event.type === 'pageview') await countPageView(c.env.DB, key, client);
    else if (event.type === 'wizard') await countWizardStage(c.env.DB, key.day, event.stage);
    else {
      const bucket = bucketOf(event.name, event.value);
      await countVital(
        c.env.DB,
        {
          ...key,
          metric: event.name,
          rating: ratingOf(event.name, event.value),
          bucketLow: bucket.low,
          bucketHigh: bucket.high,
        },
        client,
      );
    }
  } catch (error) {
    console.error('analytics write failed', error);
    return c.json({ error: 'unavailable' }, 503);
  }
  return c.body(null, 204);
});
