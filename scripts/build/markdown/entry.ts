// One Markdown entry (a blog post or a case study) read at build time: front matter parsed by
// `yaml`, validated by its collection's valibot schema (src/publishing/entry-schema.ts, which also types the
// compiled entries), body rendered by markdown-it with raw HTML off
// (docs/decisions/0038-content-collections.md). Pure, so a test can feed it any text.
// Never imported by the worker: it reads the compiled entries from its static assets (src/publishing/).
import MarkdownIt from 'markdown-it';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { frontMatterSchemas, type FrontMatter, type Kind } from '../../../src/publishing/entry-schema';
import { montrealMidnight } from '../../../src/business-hours/reply-clock';

export { kinds } from '../../../src/publishing/entry-schema';

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

/** What a file is checked against besides its schema: the authors of content/authors.yaml. */
export type Context = { authors: readonly string[] };

/** Parses and checks one file; throws a ContentError naming the file and fields. */
export function readEntry<K extends Kind>(kind: K, file: string, source: string, context: Context) {
  const { data, body } = splitFrontMatter(file, source);
  const result = v.safeParse(frontMatterSchemas(context.authors)[kind], data);
  if (!result.success) {
    const fields = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(front matter)'}: ${issue.message}`);
    throw new ContentError(`${file}: invalid front matter\n${fields.join('\n')}`);
  }
  if (!body.trim()) throw new ContentError(`${file}: the body (below the front matter) is empty`);
  const frontMatter = result.output as FrontMatter<K>;
  return { data: frontMatter, html: markdown.render(body), readingMinutes: readingMinutes(body), publishAt: publicationInstant(frontMatter.date) };
}

/** The instant an entry comes out: a day alone means midnight in Montréal, whatever the season (−05:00 or −04:00); an instant is its own. */
export function publicationInstant(date: string): number {
  return date.length === 10 ? montrealMidnight(date) : Date.parse(date);
}
