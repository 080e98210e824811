import { site } from '../site';
import { aboutHistory, aboutStats, homeStats, testimonials } from '../business/company-figures';
import { jobs } from '../business/careers';
import { resources } from '../locales';
import { adminRoutes } from '../routes';
import { holidaysKnownThrough } from '../business-hours/reply-clock';
import type { LaunchFacts } from './rules';
import type { EntryFacts } from './markdown-entries';

/** The facts of this repository, with the deployed configuration the command read from wrangler.toml. */
export function repositoryFacts(config: LaunchFacts['config'], today: string, entries: EntryFacts[]): LaunchFacts {
  const testimonialTexts = Object.fromEntries(
    Object.entries(resources).map(([lang, namespaces]) => [
      lang,
      (namespaces.home as { testimonials: { items: Record<string, { name: string; company: string }> } }).testimonials.items,
    ]),
  );
  return {
    site,
    stats: [
      { file: 'src/business/company-figures.ts', list: 'homeStats', stats: homeStats },
      { file: 'src/business/company-figures.ts', list: 'aboutStats', stats: aboutStats },
    ],
    jobs,
    aboutHistory,
    testimonials,
    testimonialTexts,
    entries,
    config,
    // The staff inbox is mounted at adminRoutes, outside the route table (docs/decisions/0024-lead-inbox.md).
    hasAdminScreen: Object.values(adminRoutes).length > 0,
    today,
    holidaysKnownThrough,
  };
}
