import { env } from 'cloudflare:test';

/** Every table of the test's database goes (its migrations' record too), the ones pointing at others first. */
export async function emptyDatabase() {
  for (let round = 0; round < 5; round++) {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name IN ('lead_history', 'deliveries') DESC",
    ).all<{ name: string }>();
    if (!results.length) return;
    for (const { name } of results) await env.DB.prepare(`DROP TABLE "${name}"`).run();
  }
}
