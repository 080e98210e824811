import * as v from 'valibot';
import type { Lang } from '../languages';
import { serviceIds } from '../business/services';

/**
 * The two Markdown collections of content/ (docs/decisions/0038-content-collections.md), as in
 * Astro's content collections: one valibot schema per collection is both the front matter the build
 * accepts (scripts/build/markdown/entry.ts) and, with what the build adds, the type of a compiled entry
 * (src/generated/content.json, and the copy the worker reads from its static assets in src/publishing/).
 */
export const kinds = ['blog', 'case-studies'] as const;
export type Kind = (typeof kinds)[number];
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

/**
 * Each collection's front matter: strict objects, so an unknown field is an error too. The schemas
 * are made when the build asks (the authors come from content/authors.yaml), never when the worker
 * imports this module for the categories.
 */
export function frontMatterSchemas(authors: readonly string[]) {
  /** A calendar day (`2026-03-10`: from midnight in Montréal) or an instant with its offset (`2026-03-10T09:00:00-05:00`). */
  const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/, 'a date like 2026-03-10'));
  const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
  const slugLike = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes'));
  const common = {
    /** The same in both languages: how an entry and its translation are paired. */
    pair: slugLike,
    title: text,
    description: v.pipe(text, v.maxLength(200, 'at most 200 characters')),
    /** When it comes out (the worker compares it with the clock), and the date it shows. */
    date: day,
    updated: v.optional(day),
    cover: v.strictObject({ image: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.(jpe?g|png)$/, 'a JPEG or PNG file name in content/images/')), alt: text }),
    /** Never leaves the build. */
    draft: v.optional(v.boolean(), false),
    /** Written as an example: the launch check refuses it. */
    sample: v.optional(v.boolean(), false),
  };
  return {
    blog: v.strictObject({
      ...common,
      author: v.picklist(authors, `one of ${authors.join(', ')}`),
      category: v.picklist(blogCategories, `one of ${blogCategories.join(', ')}`),
    }),
    'case-studies': v.strictObject({
      ...common,
      client: v.strictObject({ name: text, sector: text, city: text }),
      services: v.pipe(v.array(v.picklist(serviceIds, `one of ${serviceIds.join(', ')}`)), v.minLength(1, 'at least one service')),
      duration: text,
      challenge: text,
      solution: text,
      /** Each figure with where it comes from; the launch check refuses one without. */
      results: v.pipe(v.array(v.strictObject({ figure: text, label: text, source: v.optional(text) })), v.minLength(1, 'at least one result')),
      quote: v.strictObject({ text, author: text, role: text }),
      /** Who agreed in writing to be quoted, and when; the launch check refuses a quote without it. */
      consent: v.optional(v.strictObject({ by: text, date: day })),
    }),
  };
}

type Schemas = ReturnType<typeof frontMatterSchemas>;
/** An entry's front matter as the build reads it. */
export type FrontMatter<K extends Kind> = v.InferOutput<Schemas[K]>;

/** A cover in AVIF and WebP with a JPEG fallback: each a `srcset` of two widths. */
export type Picture = { alt?: string; width: number; height: number; avif: string; webp: string; jpg: string; src: string };

/**
 * A compiled entry: its front matter without `draft` (drafts never leave the build), plus where it
 * comes from, when it comes out and how long it reads; its cover image made into a `Picture`.
 */
type Compiled<K extends Kind> = Omit<FrontMatter<K>, 'draft' | 'cover'> & {
  kind: K;
  file: string;
  lang: Lang;
  slug: string;
  /** When it appears on the site (ms since the epoch): the worker compares it with the clock. */
  publishAt: number;
  readingMinutes: number;
  cover: Picture & { alt: string };
};

/** A post: its author's id becomes who they are, in the entry's language. */
export type Post = Omit<Compiled<'blog'>, 'author'> & { author: { name: string; role: string; photo: Picture } };

/** A case study: the client's quote is there only when their written consent is recorded (the consent itself stays in the build). */
export type CaseStudy = Omit<Compiled<'case-studies'>, 'quote' | 'consent'> & { quote?: FrontMatter<'case-studies'>['quote'] };

export type Entry = Post | CaseStudy;
