// Compiles the Markdown collections of content/ into src/generated/content.json (the entries), their
// HTML (returned for scripts/build/assets.mjs to write among the files the worker reads on first use), and
// their cover images into public/media/
// (docs/decisions/0038-content-collections.md).
// Called by scripts/build/assets.mjs; throws (and so fails the build) on any bad file, naming it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { writeIfChanged } from '../write-if-changed.mjs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { build } from 'esbuild';

const root = new URL('../../..', import.meta.url).pathname;
const languages = ['fr', 'en'];

/** scripts/build/markdown/entry.ts for Node, its packages (markdown-it, yaml, valibot) left to Node to load. */
async function entriesModule() {
  const outfile = join(root, 'node_modules/.cache/content-entries.mjs');
  await build({
    entryPoints: [join(root, 'scripts/build/markdown/entry.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  return import(`${outfile}?${Date.now()}`);
}

/** Every entry of content/, parsed and checked; drafts included (`draft` says so). Writes nothing. */
export async function readContent(contentDir = join(root, 'content')) {
  const { readEntry, kinds, ContentError } = await entriesModule();
  const authors = parseYaml(readFileSync(join(contentDir, 'authors.yaml'), 'utf8'));
  const context = { authors: authors.map((author) => author.id) };
  const entries = [];
  for (const kind of kinds) {
    for (const lang of languages) {
      const dir = join(contentDir, kind, lang);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .sort()) {
        const file = `content/${kind}/${lang}/${name}`;
        const slug = name.slice(0, -3);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new ContentError(`${file}: the file name is the slug: lowercase letters, digits and dashes`);
        const entry = readEntry(kind, file, readFileSync(join(dir, name), 'utf8'), context);
        entries.push({ file, kind, lang, slug, ...entry });
      }
    }
  }
  for (const entry of entries) {
    const twin = entries.find((other) => other !== entry && other.kind === entry.kind && other.lang === entry.lang && other.data.pair === entry.data.pair);
    if (twin) throw new ContentError(`${entry.file}: pair "${entry.data.pair}" is also used by ${twin.file} (one entry per language and pair)`);
    if (!existsSync(join(contentDir, 'images', entry.data.cover.image)))
      throw new ContentError(`${entry.file}: cover.image: no file content/images/${entry.data.cover.image}`);
  }
  return { entries, authors, contentDir };
}

const widths = [480, 960];
const formats = [
  ['avif', (image) => image.avif({ quality: 50, effort: 2 })],
  ['webp', (image) => image.webp({ quality: 70 })],
  ['jpg', (image) => image.jpeg({ quality: 76, mozjpeg: true })],
];

/** A picture in modern formats with a JPEG fallback, each at two widths, named by content hash. */
async function picture(contentDir, name) {
  const { default: sharp } = await import('sharp');
  const source = readFileSync(join(contentDir, 'images', name));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const base = name.replace(/\.[a-z]+$/, '');
  const { width, height } = await sharp(source).metadata();
  const outdir = join(root, 'public/media');
  mkdirSync(outdir, { recursive: true });
  const sources = {};
  for (const [format, encode] of formats) {
    const files = [];
    for (const size of widths.filter((size) => size <= width)) {
      const file = `${base}-${hash}-${size}.${format}`;
      if (!existsSync(join(outdir, file))) await encode(sharp(source).resize({ width: size })).toFile(join(outdir, file));
      files.push(`/media/${file} ${size}w`);
    }
    sources[format] = files.join(', ');
  }
  const largest = Math.max(...widths.filter((size) => size <= width));
  return {
    width: largest,
    height: Math.round((height * largest) / width),
    avif: sources.avif,
    webp: sources.webp,
    jpg: sources.jpg,
    src: sources.jpg.split(', ').at(-1).split(' ')[0],
  };
}

/** What the worker reads: published-or-scheduled entries only (drafts never leave the build). */
export async function compileContent() {
  const { entries, authors, contentDir } = await readContent();
  const pictures = new Map();
  const pictureOf = async (name) => {
    if (!pictures.has(name)) pictures.set(name, await picture(contentDir, name));
    return pictures.get(name);
  };
  const people = {};
  for (const author of authors) people[author.id] = { name: author.name, role: author.role, photo: await pictureOf(author.photo) };
  const compiled = [];
  const bodies = {};
  for (const { file, kind, lang, slug, data, html, readingMinutes, publishAt } of entries.filter((entry) => !entry.data.draft)) {
    const { draft, cover, author, consent, quote, ...fields } = data;
    bodies[file] = html;
    compiled.push({
      file,
      kind,
      lang,
      slug,
      publishAt,
      readingMinutes,
      ...fields,
      cover: { alt: cover.alt, ...(await pictureOf(cover.image)) },
      ...(author ? { author: { ...people[author], role: people[author].role[lang] } } : {}),
      // A client's words are shown only with their recorded written consent.
      ...(quote && consent ? { quote } : {}),
    });
  }
  compiled.sort((a, b) => b.publishAt - a.publishAt || a.slug.localeCompare(b.slug));
  mkdirSync(join(root, 'src/generated'), { recursive: true });
  writeIfChanged(join(root, 'src/generated/content.json'), JSON.stringify({ entries: compiled }, null, 1) + '\n');
  // The bodies apart (their HTML by file): scripts/build/assets.mjs writes them among the files the worker
  // reads on first use (docs/decisions/0042-texts-read-from-static-assets.md).
  return { entries: compiled, bodies };
}
