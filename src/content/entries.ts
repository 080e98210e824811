import type { Lang } from '../languages';
import type { ServiceId } from './services';

/** The two Markdown collections of content/, as the build compiles them (src/generated/content.json, and the copy the worker reads from its static assets in src/publishing/). */
export type Kind = 'blog' | 'case-studies';
export const blogCategories = ['automation', 'development', 'security', 'performance', 'ai', 'cloud'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A category's slug in each language (the URL of its list). */
export const categorySlugs: Record<BlogCategory, Record<Lang, string>> = {
  automation: { fr: 'automatisation', en: 'automation' },
  development: { fr: 'developpement', en: 'development' },
  security: { fr: 'securite', en: 'security' },
  performance: { fr: 'performance', en: 'performance' },
  ai: { fr: 'ia', en: 'ai' },
  cloud: { fr: 'infonuagique', en: 'cloud' },
};

/** A cover in AVIF and WebP with a JPEG fallback: each a `srcset` of two widths. */
export type Picture = { alt?: string; width: number; height: number; avif: string; webp: string; jpg: string; src: string };

type Common = {
  file: string;
  lang: Lang;
  slug: string;
  /** The same in both languages: the entry's translation has the same pair. */
  pair: string;
  title: string;
  description: string;
  date: string;
  updated?: string;
  /** When it appears on the site (ms since the epoch): the worker compares it with the clock. */
  publishAt: number;
  cover: Picture & { alt: string };
  readingMinutes: number;
  sample: boolean;
};

export type Post = Common & { kind: 'blog'; category: BlogCategory; author: { name: string; role: string; photo: Picture } };

export type CaseStudy = Common & {
  kind: 'case-studies';
  client: { name: string; sector: string; city: string };
  services: ServiceId[];
  duration: string;
  challenge: string;
  solution: string;
  results: { figure: string; label: string; source?: string }[];
  /** Present only when the client's written consent is recorded. */
  quote?: { text: string; author: string; role: string };
};

export type Entry = Post | CaseStudy;
