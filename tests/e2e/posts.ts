import type { Page } from '@playwright/test';

/**
 * A form post as it reached the worker: the fields the browser sent and the worker's answer.
 * Browser tests read submissions through the worker's own answers, never from D1 in a second
 * process; the worker tests prove that such a post becomes exactly one row holding those fields
 * (tests/worker/submissions/forms-api.test.ts, tests/worker/submissions/forms-pages.test.ts, tests/worker/submissions/plan-choice.test.ts).
 */
export type Post = { status: number; fields: Record<string, unknown>; idempotencyKey?: string; answer: unknown };

/** A urlencoded body as fields, a repeated name (the wizard's services) as a list. */
function formFields(body: string) {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/**
 * Records every POST to `path` that the page makes and the server (or a route) answers: JSON posts
 * of the islands and plain form posts alike, in the order they were answered.
 */
export function recordPosts(page: Page, path: string): Post[] {
  const posts: Post[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
    const json = /json/.test(request.headers()['content-type'] ?? '');
    const fields = json ? request.postDataJSON() : formFields(request.postData() ?? '');
    const answer = json ? await response.json().catch(() => null) : null;
    posts.push({ status: response.status(), fields, idempotencyKey: request.headers()['idempotency-key'], answer });
  });
  return posts;
}

/** The posts the worker stored: answered 201 (islands) or with the page again (plain posts, 200). */
export const stored = (posts: Post[]) => posts.filter((post) => post.status === 201 || post.status === 200);

/** The fields a stored row's `data` holds: the post without the form's bookkeeping (its proof of work included). */
export function storedData({ fields }: Post) {
  const { lang, page, _honeypot, _key, _proof, ...data } = fields as Record<string, unknown>;
  return data;
}

/** A unique address per journey, so each test finds its own post. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
