import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { accessEnv, adminGet, seedLead, token } from '../admin/admin-helpers';
import { call } from '../submissions/forms-helpers';
import { origin } from '../helpers';
import type { Bindings } from '../../../src/env';
import { montrealDay } from '../../../src/business-hours/reply-clock';
import type { ProposalDraft } from '../../../src/proposals/document';

// What the proposal tests of staff share: their posts, the rows they read, a quote request to start from.
export type Row = Record<string, unknown> & { id: string; status: string; draft: string; number: string | null };

/** A staff member's form post to the inbox, with the mail binding the test gives. */
export async function staffPost(path: string, fields: Record<string, string> | URLSearchParams, overrides: Partial<Bindings> = {}) {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return call(
    new Request(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'cf-access-jwt-assertion': await token() },
      body: body.toString(),
      redirect: 'manual',
    }),
    { ...accessEnv, ...overrides },
  );
}

export const proposal = (id: string) => env.DB.prepare('SELECT * FROM proposals WHERE id = ?').bind(id).first<Row>();
export const draftOf = async (id: string) => JSON.parse((await proposal(id))!.draft) as ProposalDraft;
export const historyKinds = async (id: string) =>
  (await env.DB.prepare('SELECT kind FROM proposal_history WHERE proposal_id = ? ORDER BY id').bind(id).all<{ kind: string }>()).results.map((row) => row.kind);
export const mailOf = (id: string) => env.DB.prepare('SELECT * FROM proposal_mail WHERE proposal_id = ?').bind(id).all<Record<string, unknown>>();

/** Everything a proposal's change could touch, to compare before and after a refused request. */
export async function proposalTables(): Promise<string> {
  const parts = await Promise.all(
    ['proposals', 'proposal_history', 'proposal_mail'].map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)
        .all()
        .then((result) => JSON.stringify(result.results)),
    ),
  );
  return parts.join('\n');
}

export const quoteLead = () =>
  seedLead({
    form: 'quote',
    data: {
      services: ['conception-web', 'mobile'],
      plan: 'professional',
      budget: '5k-15k',
      timeline: 'normal',
      firstName: 'Jeanne',
      lastName: 'Roy',
      email: 'jeanne.roy@example.com',
      company: 'Roy et fils',
      phone: '',
      projectDescription: 'Une appli',
    },
  });

/** "Prepare a proposal" on a lead's page: the new draft's id. */
export async function prepare(lead: string, lang: 'fr' | 'en' = 'fr') {
  const response = await staffPost(lang === 'fr' ? '/admin/proposals/new' : '/en/admin/proposals/new', { lead });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  const id = /\/proposals\/([0-9a-f-]{36})\?done=created/.exec(location)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/** The editor's fields as its page shows them: every input, select and textarea of the form, with their values. */
export async function editorFields(id: string, lang: 'fr' | 'en' = 'fr'): Promise<URLSearchParams> {
  const html = await (await adminGet(`${lang === 'fr' ? '' : '/en'}/admin/proposals/${id}`)).text();
  const start = html.lastIndexOf('<form', html.indexOf('class="admin-editor"'));
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields = new URLSearchParams();
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  for (const match of form.matchAll(/<input ([^>]*)>/g)) {
    const attributes = match[1];
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    if (!name) continue;
    if (/type="checkbox"/.test(attributes)) {
      if (/checked=""/.test(attributes)) fields.set(name, 'on');
      continue;
    }
    fields.set(name, decode(/value="([^"]*)"/.exec(attributes)?.[1] ?? ''));
  }
  for (const match of form.matchAll(/<select [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected=""/.exec(match[2])?.[1] ?? /<option value="([^"]*)"/.exec(match[2])?.[1] ?? '';
    fields.set(match[1], selected);
  }
  for (const match of form.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g)) fields.set(match[1], decode(match[2]));
  return fields;
}

export const year = Number(montrealDay(Date.now()).slice(0, 4));
