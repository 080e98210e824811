import { describe, expect, it } from 'vitest';
import { ContentError, readEntry } from '../../../scripts/build/markdown/entry';

// The build reads each Markdown file through readEntry (scripts/build/markdown/compile.mjs): whatever it
// throws stops `npm run build:assets`, and so `npm test`, with the file and the field named.
const context = { authors: ['sophie-tremblay'] };
const post = (frontMatter: string, body = 'Un paragraphe.') =>
  `---\npair: essai\ntitle: Essai\ndescription: Un essai.\ndate: 2026-03-10\nauthor: sophie-tremblay\ncover:\n  image: essai.jpg\n  alt: Une image\n${frontMatter}---\n${body}\n`;

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('no error');
};

describe('content files', () => {
  it('reads a good post: body rendered, reading time computed', () => {
    const { data, html, readingMinutes } = readEntry('blog', 'content/blog/fr/essai.md', post('category: cloud\n', '## Titre\n\n- un\n- deux'), context);
    expect(data.category).toBe('cloud');
    expect(html).toContain('<h2>Titre</h2>');
    expect(readingMinutes).toBe(1);
  });

  // Montréal keeps daylight time from the second Sunday of March to the first Sunday of November
  // (2026: March 8 and November 1), and switches at 2:00, so those days still begin on the old offset.
  it.each([
    ['a winter day', '2026-01-15', '2026-01-15T05:00:00Z'],
    ['a summer day', '2026-07-01', '2026-07-01T04:00:00Z'],
    ['the day summer time begins', '2026-03-08', '2026-03-08T05:00:00Z'],
    ['the day summer time ends', '2026-11-01', '2026-11-01T04:00:00Z'],
    ['an instant with its offset', '2026-07-01T09:30:00-04:00', '2026-07-01T13:30:00Z'],
  ])('publishes on %s at midnight in Montréal (%s)', (_case, date, instant) => {
    const { publishAt } = readEntry('blog', 'content/blog/fr/essai.md', post('category: cloud\n').replace('date: 2026-03-10', `date: ${date}`), context);
    expect(new Date(publishAt).toISOString()).toBe(new Date(instant).toISOString());
  });

  it.each([
    ['a missing field', '', 'category'],
    ['a category outside the list', 'category: cuisine\n', 'category'],
    ['an author outside the team', 'category: cloud\nauthor: quelquun\n', 'author'],
    ['a wrong date', 'category: cloud\nupdated: hier\n', 'updated'],
    ['an unknown field', 'category: cloud\ntags: [a]\n', 'tags'],
  ])('refuses %s, naming the file and the field', (_case, frontMatter, field) => {
    const source = frontMatter.includes('author: quelquun') ? post(frontMatter).replace('author: sophie-tremblay\n', '') : post(frontMatter);
    const error = failure(() => readEntry('blog', 'content/blog/fr/essai.md', source, context));
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain('content/blog/fr/essai.md');
    expect((error as Error).message).toMatch(new RegExp(`^  ${field}:`, 'm'));
  });

  it('refuses a case study whose service is not one of ours', () => {
    const source = post(
      'client: { name: A, sector: B, city: C }\nservices: [cuisine]\nduration: 2 semaines\nchallenge: x\nsolution: y\nresults: [{ figure: "1", label: z }]\nquote: { text: t, author: a, role: r }\n',
    ).replace('author: sophie-tremblay\n', '');
    const error = failure(() => readEntry('case-studies', 'content/case-studies/fr/essai.md', source, context)) as Error;
    expect(error.message).toMatch(/^ {2}services\.0:/m);
  });

  it('escapes raw HTML written in a file instead of passing it through', () => {
    const { html } = readEntry(
      'blog',
      'content/blog/fr/essai.md',
      post('category: cloud\n', '<script>alert(1)</script>\n\n[lien](javascript:alert(1))'),
      context,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
  });
});
