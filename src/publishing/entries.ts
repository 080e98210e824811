import compiled from '../generated/content.json';
import type { Lang } from '../languages';
import type { CaseStudy, Entry, Kind, Post } from '../content/entries';

/**
 * The published entries, by the clock (docs/decisions/0038-content-collections.md): an entry
 * dated in the future is absent until its instant, with no deploy. Drafts never reach this module.
 */
const all = (compiled as unknown as { entries: Entry[] }).entries; // newest first

const isOut = (entry: Entry, now: number) => entry.publishAt <= now;

export function published(kind: 'blog', lang: Lang, now?: number): Post[];
export function published(kind: 'case-studies', lang: Lang, now?: number): CaseStudy[];
export function published(kind: Kind, lang: Lang, now?: number): Entry[];
export function published(kind: Kind, lang: Lang, now = Date.now()): Entry[] {
  return all.filter((entry) => entry.kind === kind && entry.lang === lang && isOut(entry, now));
}

export function findEntry(kind: Kind, lang: Lang, slug: string, now = Date.now()): Entry | undefined {
  return published(kind, lang, now).find((entry) => entry.slug === slug);
}

/** The entry's translation into `lang`, if it is published. */
export function translationOf(entry: Entry, lang: Lang, now = Date.now()): Entry | undefined {
  return entry.lang === lang ? entry : published(entry.kind, lang, now).find((other) => other.pair === entry.pair);
}

/**
 * The next instant an entry appears, or null: whatever was rendered from the published entries
 * (pages, lists, feeds, sitemap) must not be reused past it.
 */
export function nextPublication(now = Date.now()): number | null {
  const upcoming = all.filter((entry) => !isOut(entry, now)).map((entry) => entry.publishAt);
  return upcoming.length ? Math.min(...upcoming) : null;
}

/** How many entries are out: changes exactly when one appears (a key for reused pages). */
export const publicationEpoch = (now = Date.now()) => all.filter((entry) => isOut(entry, now)).length;
