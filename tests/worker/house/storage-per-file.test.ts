import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationPost, objectKeys, pdf, validApplication } from '../submissions/application-helpers';
import { freshStorage, prepared } from '../fresh-storage';
import { call, fakeEmail, jsonPost, validContact } from '../submissions/forms-helpers';

/** Every table of the schema and its row count, apart from the rows the migrations write (their record, schema_info's one row). */
async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'schema_info') ORDER BY name",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())?.n ?? 0;
  return counts;
}
const empty = (counts: Record<string, number>) => Object.fromEntries(Object.keys(counts).map((name) => [name, 0]));

// Worker test files share a workerd, one file after another (vitest.config.ts): what a file stored
// must not be there for the next one (docs/decisions/0021-test-suite.md).
describe('storage per test file', () => {
  // What this file found before any of its tests ran, whatever their order.
  let found: { file?: string; counts: Record<string, number>; objects: string[] };
  beforeAll(async () => {
    found = { file: prepared.file, counts: await rowCounts(), objects: await objectKeys() };
  });

  it('this file starts on the storage the setup file emptied for it: no row in any table, no stored résumé', () => {
    expect(found.file).toBe(expect.getState().testPath);
    expect(Object.keys(found.counts)).toEqual(expect.arrayContaining(['submissions', 'deliveries', 'submission_files', 'rate_limits']));
    expect(found.counts).toEqual(empty(found.counts));
    expect(found.objects).toEqual([]);
  });

  it('what a file stored (a lead, an application and its résumé) is gone for the next file, and the worker stores again', async () => {
    await freshStorage(); // as this file began, whichever test ran before
    const email = fakeEmail();
    expect((await call(jsonPost('/api/contact', validContact), { EMAIL: email.binding })).status).toBe(201);
    expect((await call(applicationPost('/api/application', validApplication, [pdf()]), { EMAIL: email.binding })).status).toBe(201);
    const stored = await rowCounts();
    expect(stored.submissions).toBe(2);
    expect(stored.submission_files).toBe(1);
    expect(await objectKeys()).toHaveLength(1);

    await freshStorage();
    const counts = await rowCounts();
    expect(Object.keys(counts)).toEqual(Object.keys(stored));
    expect(counts).toEqual(empty(counts));
    expect(await objectKeys()).toEqual([]);
    expect((await call(jsonPost('/api/contact', validContact), { EMAIL: email.binding })).status).toBe(201);
    expect((await rowCounts()).submissions).toBe(1);
  });

  it('after a file that changed the schema (as the migration tests do), the next file has the whole schema again, empty', async () => {
    await freshStorage();
    const before = await rowCounts();
    expect((await call(jsonPost('/api/contact', validContact), { EMAIL: fakeEmail().binding })).status).toBe(201);
    await env.DB.prepare('DROP TABLE used_proofs').run();
    await freshStorage();
    const counts = await rowCounts();
    expect(Object.keys(counts)).toEqual(Object.keys(before));
    expect(counts).toEqual(empty(counts));
    expect((await call(jsonPost('/api/contact', validContact), { EMAIL: fakeEmail().binding })).status).toBe(201);
    expect((await rowCounts()).submissions).toBe(1);
  });
});
