import schedule from '../generated/entry-schedule.json';
import type { Lang } from '../languages';
import type { CaseStudy, Entry, Kind, Post } from '../content/entries';
import { serverFile, serverFiles } from '../server-files';

/**
 * The published entries, by the clock (docs/decisions/0038-content-collections.md): an entry
 * dated in the future is absent until its instant, with no deploy. Drafts never reach this module.
 * Their fields are read from the worker's static assets when the pages are first needed
 * (`loadEntries`, docs/decisions/0042-texts-read-from-static-assets.md); the worker carries only
 * when each one comes out (`schedule`), which the page store's keys need on every request.
 */
let loaded: Entry[] | undefined; // newest first

/** Makes the entries ready for `published`, `findEntry` and `translationOf`. */
export async function loadEntries(): Promise<void> {
  loaded = (await serverFile<{ entries: Entry[] }>(serverFiles.entries)).entries;
}

function all(): Entry[] {
  if (!loaded) throw new Error('the entries were read before loadEntries()');
  return loaded;
}

const isOut = (publishAt: number, now: number) => publishAt <= now;

export function published(kind: 'blog', lang: Lang, now?: number): Post[];
export function published(kind: 'case-studies', lang: Lang, now?: number): CaseStudy[];
export function published(kind: Kind, lang: Lang, now?: number): Entry[];
export function published(kind: Kind, lang: Lang, now = Date.now()): Entry[] {
  return all().filter((entry) => entry.kind === kind && entry.lang === lang && isOut(entry.publishAt, now));
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
  const upcoming = schedule.filter((publishAt) => !isOut(publishAt, now));
  return upcoming.length ? Math.min(...upcoming) : null;
}

/** How many entries are out: changes exactly when one appears (a key for reused pages). */
export const publicationEpoch = (now = Date.now()) => schedule.filter((publishAt) => isOut(publishAt, now)).length;
