/**
 * A few leads in every state of the outbox (sent, retrying, given up, queued, skipped, held, spam),
 * for `npm run html-snapshot`: their pages and the export show each state. Written in the schema of
 * migration `outboxSeedSchema` and run right after it, before any later migration, so the same seed
 * shows the same leads on both sides of a migration that moves outbox state
 * (migrations/0011_one_outbox.sql carried the staff e-mail's columns into `deliveries`).
 */
export const outboxSeedSchema = '0010';

type Send = { sent?: string; attempts: number; next?: string; error?: string; skipped?: 'recipient' | 'budget' };
type Lead = {
  spam?: true;
  held?: string;
  status?: string;
  email?: Send;
  confirmation?: Send;
  webhook?: Send;
};

const hourMs = 3_600_000;
const dead = 8;
const leads: Lead[] = [
  { email: { sent: '+5m', attempts: 1 }, confirmation: { sent: '+5m', attempts: 1 }, webhook: { sent: '+6m', attempts: 2 } },
  {
    email: { attempts: 2, next: '+50m', error: 'Email service unavailable' },
    confirmation: { attempts: 0, skipped: 'recipient' },
    webhook: { attempts: 3, next: '+2h', error: 'HTTP 503' },
  },
  {
    email: { attempts: dead, next: '+30h', error: 'no EMAIL binding' },
    confirmation: { attempts: 0, skipped: 'budget' },
    webhook: { attempts: dead, next: '+30h', error: 'timed out after 5000 ms' },
  },
  { email: { attempts: 0 }, confirmation: { attempts: 0 } },
  { email: { attempts: dead, next: '+30h', error: 'rejected' }, confirmation: { attempts: dead, error: 'mailbox full' } },
  { held: 'no_proof,links' },
  { spam: true },
  { status: 'spam', email: { sent: '+1m', attempts: 1 }, confirmation: { sent: '+1m', attempts: 1 } },
];

/** The seeded leads' ids (the inbox's id pattern), in the order above. */
export const outboxSeedIds = leads.map((_, index) => `0e7b0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);

const literal = (value: string | number | null) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** A time given as an offset from the lead's receipt (`+5m`, `+2h`). */
function after(received: number, offset: string | undefined): string | null {
  if (!offset) return null;
  const [, amount, unit] = /^\+(\d+)([mh])$/.exec(offset) ?? [];
  return new Date(received + Number(amount) * (unit === 'h' ? hourMs : 60_000)).toISOString();
}

/** The statements, newest lead first a few hours before `now`. */
export function outboxSeedSql(now: number): string[] {
  return leads.flatMap((lead, index) => {
    const id = outboxSeedIds[index];
    const received = now - (index + 2) * hourMs;
    const at = new Date(received).toISOString();
    const data = JSON.stringify({
      firstName: `Boîte${index}`,
      lastName: 'Essai',
      email: `outbox${index}@example.com`,
      company: '',
      subject: 'Outbox',
      message: 'Bonjour',
    });
    const email = lead.email ?? { attempts: 0 };
    const submission = `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at, status,
      held_at, held_reasons, email_key, mailbox_key, notified_at, notify_attempts, notify_error, notify_next_at) VALUES (${[
        id,
        'contact',
        index % 2 ? 'en' : 'fr',
        index % 2 ? '/en/contact' : '/contact',
        data,
        lead.spam ? 1 : 0,
        `hash-${id}`,
        `key-${id}`,
        'seed',
        at,
        lead.status ?? (lead.spam ? 'spam' : 'new'),
        lead.held ? at : null,
        lead.held ?? null,
        `outbox${index}@example.com`,
        `outbox${index}@example.com`,
        after(received, email.sent),
        email.attempts,
        email.error ?? null,
        after(received, email.next),
      ]
        .map(literal)
        .join(', ')})`;
    const deliveries = (['confirmation', 'webhook'] as const).flatMap((channel) => {
      const send = lead[channel];
      if (!send) return [];
      const values = [id, channel, send.attempts, after(received, send.next), send.error ?? null, after(received, send.sent), at, send.skipped ?? null];
      return [
        `INSERT INTO deliveries (submission_id, channel, attempts, next_at, error, sent_at, queued_at, skipped) VALUES (${values.map(literal).join(', ')})`,
      ];
    });
    return [submission, ...deliveries];
  });
}
