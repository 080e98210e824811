import { html } from '../helpers';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** Entities decoded and every kind of space (Intl uses no-break spaces) turned into a plain one. */
export function normalise(text: string): string {
  return text
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name])
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** What a visitor reads in <main>: tags removed, one space between pieces. */
export function mainText(body: string): string {
  const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
  return normalise(
    main
      .replace(/<!-- -->/g, '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

/** The inner HTML of every element whose opening tag matches `open` (same-tag nesting is followed). */
export function blocks(body: string, open: RegExp): string[] {
  const found: string[] = [];
  const pattern = new RegExp(open.source, 'g');
  for (let m = pattern.exec(body); m; m = pattern.exec(body)) {
    const tag = /^<([a-z0-9]+)/.exec(m[0])?.[1] ?? 'div';
    let depth = 1;
    let index = m.index + m[0].length;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = index;
    for (let t = tags.exec(body); t; t = tags.exec(body)) {
      depth += t[1] ? -1 : t[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        found.push(body.slice(index, t.index));
        break;
      }
    }
    index = pattern.lastIndex;
  }
  return found;
}

export const count = (body: string, pattern: RegExp) => (body.match(new RegExp(pattern.source, 'g')) ?? []).length;

export async function page(path: string) {
  const { status, body } = await html(path);
  return { status, body, text: mainText(body) };
}

/** Every JSON-LD block of a page, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD of any shape, read by the tests' own assertions.
export function jsonLd(body: string): Record<string, any>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
