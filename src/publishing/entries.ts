import type { Lang } from '../languages';
import type { CaseStudy, Entry, Kind, Post } from './entry-schema';
import { serverFile, serverFiles } from '../server-files';

/**
 * The published entries, by the clock (docs/decisions/0038-content-collections.md): an entry
 * dated in the future is absent until its instant, with no deploy. Drafts never reach this module.
 * They are read from the worker's static assets on first use (`loadEntries`,
 * docs/decisions/0042-texts-read-from-static-assets.md), by the page store's key or by the pages,
 * and each carries when it comes out (`publishAt`): the one place that instant is kept.
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
  const upcoming = all()
    .map((entry) => entry.publishAt)
    .filter((publishAt) => !isOut(publishAt, now));
  return upcoming.length ? Math.min(...upcoming) : null;
}

/** How many entries are out: changes exactly when one appears (a key for reused pages). */
export const publicationEpoch = (now = Date.now()) => all().filter((entry) => isOut(entry.publishAt, now)).length;

/** What the page store keys reused pages with (`Publication` of src/render/page-store.ts), once the entries are read. */
export async function publication(now: number): Promise<{ epoch: number; next: number | null }> {
  await loadEntries();
  return { epoch: publicationEpoch(now), next: nextPublication(now) };
}
