/**
 * A year of data for the dashboard, the same on every run (seeded random): about 5,000 leads with
 * statuses and history (first replies early, late and missing), and 365 days of page views, Web
 * Vitals and quote-wizard totals. The worker tests, `npm run seed:dashboard` and the bench use it.
 */
import { bucketOf, ratingOf, vitalNames, wizardStages } from '../../src/business/measurement';
import { addBusinessHours, montrealDay } from '../../src/business-hours/reply-clock';
import { href, languages, type Screen } from '../../src/routes';
import { pick, random, type Rng } from './seeded-random';

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const seededScreens: Screen[] = ['home', 'services', 'pricing', 'contact', 'quote'];
const formPages = { contact: 'contact', quote: 'quote' } as const;

type Value = string | number | null;
type Table = { name: string; columns: string[]; rows: Value[][] };

const iso = (instant: number) => new Date(instant).toISOString();

/** When staff first reply: within opening hours, mostly within a few business hours, some a day or two late. */
function replyAt(rng: Rng, received: number): number {
  const roll = rng();
  const hours = roll < 0.7 ? 0.25 + rng() * 5 : roll < 0.9 ? 5 + rng() * 6 : 8 + rng() * 16;
  return +addBusinessHours(received, hours);
}

function leads(rng: Rng, now: number, count: number): Table[] {
  const submissions: Value[][] = [];
  const history: Value[][] = [];
  const staff = ['agent@example.com', 'gestion@example.com'];
  for (let index = 0; index < count; index++) {
    const id = `seed-${String(index).padStart(5, '0')}`;
    const received = now - Math.floor(rng() * 365 * dayMs);
    const form = rng() < 0.6 ? 'contact' : 'quote';
    const lang = pick(rng, languages);
    const spam = rng() < 0.03 ? 1 : 0;
    const age = now - received;
    const reply = replyAt(rng, received);
    const replied = !spam && reply < now && (age > 3 * dayMs ? rng() < 0.995 : rng() < 0.5);
    const status = spam ? 'spam' : replied ? pick(rng, ['in_progress', 'answered', 'answered', 'won', 'lost', 'spam']) : 'new';
    const data = JSON.stringify({ firstName: `Prénom${index}`, lastName: 'Essai', email: `seed${index}@example.com` });
    if (replied) {
      const actor = pick(rng, staff);
      const firstKind = rng() < 0.3 ? 'note' : 'status';
      if (firstKind === 'note') history.push([id, iso(reply), actor, 'note', null, null, 'Appel fait.']);
      const to = status === 'won' || status === 'lost' ? 'answered' : status;
      history.push([id, iso(firstKind === 'note' ? reply + hourMs : reply), actor, 'status', 'new', to, null]);
      if (to !== status) history.push([id, iso(reply + 2 * dayMs), actor, 'status', to, status, null]);
    }
    submissions.push([id, form, lang, href(formPages[form], lang), data, spam, `hash-${id}`, `key-${id}`, 'seed', iso(received), status]);
  }
  return [
    {
      name: 'submissions',
      columns: ['id', 'form', 'lang', 'page', 'data', 'spam', 'ip_hash', 'idempotency_key', 'payload_hash', 'created_at', 'status'],
      rows: submissions,
    },
    { name: 'lead_history', columns: ['submission_id', 'at', 'actor', 'kind', 'from_status', 'to_status', 'note'], rows: history },
  ];
}

/** Typical values per metric, spread so every rating band shows up. */
const vitalSpread = { LCP: [800, 6000], INP: [40, 700], CLS: [0, 0.4] } as const;

function dailyTotals(rng: Rng, now: number): Table[] {
  const views: Value[][] = [];
  const vitals: Value[][] = [];
  const wizard: Value[][] = [];
  // Daily totals are kept per Montréal day: count back calendar days from today's there.
  const lastDay = Date.parse(`${montrealDay(now)}T00:00:00Z`);
  for (let back = 364; back >= 0; back--) {
    const today = iso(lastDay - back * dayMs).slice(0, 10);
    for (const screen of seededScreens) {
      for (const lang of languages) {
        const path = href(screen, lang);
        views.push([today, screen, path, lang, 5 + Math.floor(rng() * 60)]);
        for (const metric of vitalNames) {
          const counts = new Map<number, { high: number | null; rating: string; count: number }>();
          const [low, high] = vitalSpread[metric];
          for (let sample = 0; sample < 6; sample++) {
            const value = low + (high - low) * rng() ** 2;
            const bucket = bucketOf(metric, value);
            const entry = counts.get(bucket.low) ?? { high: bucket.high, rating: ratingOf(metric, value), count: 0 };
            entry.count += 1;
            counts.set(bucket.low, entry);
          }
          for (const [bucketLow, entry] of counts) vitals.push([today, screen, path, lang, metric, entry.rating, bucketLow, entry.high, entry.count]);
        }
      }
    }
    let reached = 20 + Math.floor(rng() * 30);
    for (const stage of wizardStages) {
      wizard.push([today, stage, reached]);
      reached = Math.floor(reached * (0.5 + rng() * 0.4));
    }
  }
  return [
    { name: 'page_views_daily', columns: ['day', 'route', 'path', 'lang', 'views'], rows: views },
    { name: 'web_vitals_daily', columns: ['day', 'route', 'path', 'lang', 'metric', 'rating', 'bucket_low', 'bucket_high', 'count'], rows: vitals },
    { name: 'quote_wizard_daily', columns: ['day', 'stage', 'visits'], rows: wizard },
  ];
}

const literal = (value: Value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** The year as SQL statements of at most `perStatement` rows each (D1 limits a statement's length). */
export function dashboardSeedSql({ now = Date.now(), seed = 34, leadCount = 5000, perStatement = 100 } = {}): string[] {
  const rng = random(seed);
  const tables = [...leads(rng, now, leadCount), ...dailyTotals(rng, now)];
  return tables.flatMap((table) => {
    const statements: string[] = [];
    for (let start = 0; start < table.rows.length; start += perStatement) {
      const values = table.rows.slice(start, start + perStatement).map((row) => `(${row.map(literal).join(', ')})`);
      statements.push(`INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES ${values.join(', ')}`);
    }
    return statements;
  });
}

/** Empties what the seed fills. */
export const dashboardClearSql = ['lead_history', 'submissions', 'page_views_daily', 'web_vitals_daily', 'quote_wizard_daily'].map(
  (table) => `DELETE FROM ${table}`,
);
