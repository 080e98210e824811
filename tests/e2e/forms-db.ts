import { execFileSync } from 'node:child_process';
import { e2ePersistDir } from '../../playwright.config';

export type StoredRow = {
  id: string;
  form: string;
  lang: string;
  page: string;
  spam: number;
  data: Record<string, unknown>;
};

/** The rows the e2e server's local D1 holds for this e-mail address (read with wrangler, as an operator would). */
export function rowsFor(email: string): StoredRow[] {
  const sql = `SELECT id, form, lang, page, spam, data FROM submissions WHERE json_extract(data, '$.email') = '${email.replace(/'/g, "''")}' ORDER BY created_at`;
  const output = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', e2ePersistDir, '--json', '--command', sql], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_D1_WARNING: 'true' },
  });
  const [{ results }] = JSON.parse(output) as [{ results: (Omit<StoredRow, 'data'> & { data: string })[] }];
  return results.map((row) => ({ ...row, data: JSON.parse(row.data) }));
}

/** A unique address per journey, so each test finds its own row. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
