// One Markdown entry (a blog post or a case study) read at build time: front matter parsed by
// `yaml`, validated by valibot, body rendered by markdown-it with raw HTML off
// (docs/decisions/0038-content-collections.md). Pure, so a test can feed it any text.
// Never imported by the worker: the worker reads the compiled module in src/generated/.
import MarkdownIt from 'markdown-it';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { blogCategories, type Kind } from '../../src/content/entries';

export const kinds = ['blog', 'case-studies'] as const satisfies Kind[];

/** A calendar day (`2026-03-10`) or an instant with its offset (`2026-03-10T09:00:00-05:00`). */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/, 'a date like 2026-03-10'));
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const slugLike = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes'));
const cover = v.strictObject({ image: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.(jpe?g|png)$/, 'a JPEG or PNG file name in content/images/')), alt: text });

const common = {
  /** The same in both languages: how a post and its translation are paired. */
  pair: slugLike,
  title: text,
  description: v.pipe(text, v.maxLength(200, 'at most 200 characters')),
  date: day,
  updated: v.optional(day),
  cover,
  draft: v.optional(v.boolean(), false),
  /** Written as an example: the launch check refuses it. */
  sample: v.optional(v.boolean(), false),
};

export const postSchema = (authors: readonly string[]) =>
  v.strictObject({
    ...common,
    author: v.picklist(authors, `one of ${authors.join(', ')}`),
    category: v.picklist(blogCategories, `one of ${blogCategories.join(', ')}`),
  });

export const caseStudySchema = (services: readonly string[]) =>
  v.strictObject({
    ...common,
    client: v.strictObject({ name: text, sector: text, city: text }),
    services: v.pipe(v.array(v.picklist(services, `one of ${services.join(', ')}`)), v.minLength(1, 'at least one service')),
    duration: text,
    challenge: text,
    solution: text,
    /** Each figure with where it comes from; the launch check refuses one without. */
    results: v.pipe(v.array(v.strictObject({ figure: text, label: text, source: v.optional(text) })), v.minLength(1, 'at least one result')),
    quote: v.strictObject({ text, author: text, role: text }),
    /** Who agreed in writing to be quoted, and when; the launch check refuses a quote without it. */
    consent: v.optional(v.strictObject({ by: text, date: day })),
  });

export type Post = v.InferOutput<ReturnType<typeof postSchema>>;
export type CaseStudy = v.InferOutput<ReturnType<typeof caseStudySchema>>;

/** A bad file: the message names the file and each field at fault. */
export class ContentError extends Error {}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Images in a body load lazily: the cover is the page's first image.
const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index].attrSet('loading', 'lazy');
  tokens[index].attrSet('decoding', 'async');
  return defaultImage(tokens, index, options, env, self);
};

// A wide table scrolls inside its own box, which the keyboard can reach (focusable), never the page.
markdown.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0"><table>\n';
markdown.renderer.rules.table_close = () => '</table></div>\n';

const wordsPerMinute = 200;
export const readingMinutes = (body: string) => Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / wordsPerMinute));

/** Front matter between `---` lines, then the body. */
export function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const found = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!found) throw new ContentError(`${file}: no front matter (a block between two --- lines at the top)`);
  try {
    return { data: parseYaml(found[1]), body: found[2] };
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
}

export type Context = { authors: readonly string[]; services: readonly string[] };

/** Parses and checks one file; throws a ContentError naming the file and fields. */
export function readEntry<K extends Kind>(kind: K, file: string, source: string, context: Context) {
  const { data, body } = splitFrontMatter(file, source);
  const schema = kind === 'blog' ? postSchema(context.authors) : caseStudySchema(context.services);
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const fields = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(front matter)'}: ${issue.message}`);
    throw new ContentError(`${file}: invalid front matter\n${fields.join('\n')}`);
  }
  if (!body.trim()) throw new ContentError(`${file}: the body (below the front matter) is empty`);
  return { data: result.output as K extends 'blog' ? Post : CaseStudy, html: markdown.render(body), readingMinutes: readingMinutes(body) };
}

/** The instant a day-only date is published: midnight in Montréal (standard time, UTC−5). */
export function publicationInstant(date: string): number {
  return Date.parse(date.length === 10 ? `${date}T00:00:00-05:00` : date);
}
