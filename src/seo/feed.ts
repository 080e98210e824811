import type { Post } from '../publishing/entry-schema';
import { htmlLang, type Lang } from '../routes';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 date: `Tue, 14 Apr 2026 04:00:00 GMT`. */
const rssDate = (instant: number) => new Date(instant).toUTCString();

export type FeedHead = { title: string; description: string; link: string; self: string };

/** The blog of one language as RSS 2.0, absolute URLs only; `paths` gives each post's path. */
export function rssFeed(lang: Lang, origin: string, head: FeedHead, posts: { post: Post; path: string }[]): string {
  const items = posts.map(
    ({ post, path }) =>
      `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(origin + path)}</link><guid isPermaLink="true">${escapeXml(origin + path)}</guid><pubDate>${rssDate(post.publishAt)}</pubDate><description>${escapeXml(post.description)}</description></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    `<channel><title>${escapeXml(head.title)}</title><link>${escapeXml(origin + head.link)}</link><description>${escapeXml(head.description)}</description><language>${htmlLang[lang]}</language>`,
    `<atom:link href="${escapeXml(origin + head.self)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`<lastBuildDate>${rssDate(posts[0].post.publishAt)}</lastBuildDate>`] : []),
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}
