import { site } from '../site';
import { aboutStats, homeStats, testimonials } from '../content/company';
import { resources } from '../locales';
import { routeTable } from '../routes';
import type { LaunchFacts } from './rules';
import type { EntryFacts } from './entries';

/** The facts of this repository, with the deployed configuration the command read from wrangler.toml. */
export function repositoryFacts(config: LaunchFacts['config'], today: string, entries: EntryFacts[]): LaunchFacts {
  const testimonialTexts = Object.fromEntries(
    Object.entries(resources).map(([lang, namespaces]) => [lang, (namespaces.home as { testimonials: { items: Record<string, { name: string; company: string }> } }).testimonials.items]),
  );
  return {
    site,
    stats: [
      { file: 'src/content/company.ts', list: 'homeStats', stats: homeStats },
      { file: 'src/content/company.ts', list: 'aboutStats', stats: aboutStats },
    ],
    testimonials,
    testimonialTexts,
    entries,
    config,
    // The staff inbox lives under /admin (DECISIONS: staff inbox), whatever its screen is called.
    hasAdminScreen: Object.values(routeTable).some((paths) => Object.values(paths).some((path) => /\/admin(\/|$)/.test(path))),
    today,
  };
}
