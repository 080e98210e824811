// The client's page of a proposal (docs/decisions/0052-proposals.md) through Lighthouse's four
// categories on the mobile profile: one sent proposal written into the bench's local D1 before the
// server starts, as staff's "Send" writes it, then its page in both languages. The page must say
// `noindex` (a private link), which Lighthouse's SEO category counts against it: the failing SEO
// audits are printed by name, so that figure reads as what it is.
import { execFileSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import { importBundled } from '../lib/import-bundled.mjs';
import { bin, toolEnv } from '../lib/runtime.mjs';

const literal = (value) =>
  value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** Runs statements (SQL with `?` and their binds) on the local D1 at `persist`. */
export function executeLocally({ root, persist }, statements) {
  const sql = statements.map(({ sql, binds }) => {
    let index = 0;
    return `${sql.replace(/\?/g, () => literal(binds[index++]))};`;
  });
  execFileSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--command', sql.join('\n')], {
    cwd: root,
    env: toolEnv,
    stdio: 'ignore',
  });
}

/** Writes a sent proposal into the local D1 at `persist`; returns its token. */
export async function seedProposalPage({ root, persist }) {
  const { proposalSeedRows } = await importBundled('scripts/data/proposal-seed.ts');
  const { proposal, statements } = await proposalSeedRows();
  executeLocally({ root, persist }, statements);
  return proposal.token;
}

/** Lighthouse's four categories on the page in French and in English. */
export async function benchProposalPage(base, { chromePort, token }) {
  const { proposalHref } = await importBundled('src/routes.ts');
  await lighthouseBothLanguages("The client's proposal page", (lang) => base + proposalHref(lang, token), chromePort);
}

/** Lighthouse's four categories, mobile profile, on a private page in each language (`urlOf(lang)`). */
export async function lighthouseBothLanguages(title, urlOf, chromePort) {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  console.log(`\n## ${title}, Lighthouse 13 mobile (slow 4G, 4× CPU), every category`);
  for (const lang of ['fr', 'en']) {
    const url = urlOf(lang);
    const { lhr } = await lighthouse(url, { port: chromePort, onlyCategories: categories, logLevel: 'error', output: 'json' });
    if (lhr.runtimeError) {
      console.log(`${lang}: Lighthouse could not finish: ${lhr.runtimeError.code}`);
      continue;
    }
    const scores = categories.map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`).join(', ');
    const seoFailed = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0).map((ref) => ref.id);
    const lcp = (lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2);
    console.log(
      `${lang}: ${scores}; LCP ${lcp}s, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; SEO audits failed: ${seoFailed.join(', ') || 'none'}`,
    );
  }
}
