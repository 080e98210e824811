/**
 * What the docs and the code's comments cite, and which citations point nowhere: the matchers of
 * tests/worker/house/cited-paths.test.ts, apart from the files Vite lists, so they can be tried on made-up texts.
 */

/** Paths under a top folder of the repository; one with a wildcard or a placeholder is a pattern, not a citation. */
const cited = /(?<![\w./@-])((?:src|client|tests|scripts|docs|locales|migrations|public)\/[\w./-]*[\w/-])(?![\w*<{$…-])/g;

/**
 * A file name written without its folder (`cited-names.ts`, `wrangler.toml`): not after a `/`, a
 * `.` or a placeholder (`<Name>.island.tsx`, `*.server.ts`), not followed by more of a path.
 */
const bare = /(?<![\w./@*<>{}$…\\-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|js|mjs|cjs|jsx|json|jsonc|md|sql|css|toml|ya?ml))(?![\w/*<{$…-]|\.\w)/g;
/** Names of modules: a comment that names one bare means the one beside it. */
const moduleName = /\.(?:ts|tsx|mts|js|mjs|cjs|jsx)$/;

/** Written by the assets and pages builds, so absent from a fresh clone. */
const generated = /^(src\/generated|public\/build|public\/server|public\/_headers)(\/|$)/;
/** Build output with hashed names, never cited by name. */
const buildOutput = /^(public\/build|public\/server|public\/media|dist)\//;

/** The comments of a source file: block comments, and line comments not inside a string or URL. */
export const commentsOf = (text: string) => [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm)].map((found) => found[0]).join('\n');

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);

/** The repository's files (paths from its root, no leading `/`), as the checks below read them. */
export function repositoryOf(files: readonly string[]) {
  const existing = new Set(files.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
  const byName = new Map<string, string[]>();
  for (const file of files.filter((path) => !buildOutput.test(path))) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return { existing, byName };
}
export type Repository = ReturnType<typeof repositoryOf>;

/**
 * What a citing file's text names that does not exist: a path that is not a file or folder of the
 * repository (nor a file the builds write); a bare name that is no file of the repository; and, in
 * a code comment (`comment: true`), a module named bare that is not beside the citing file (its
 * folder or below, the repository's root, or what the builds write): write its path then.
 */
export function missingIn(repository: Repository, file: string, text: string, comment: boolean): string[] {
  const paths = [...text.matchAll(cited)]
    .map((found) => found[1].replace(/[/.]+$/, ''))
    .filter((path) => !repository.existing.has(path) && !generated.test(path))
    .map((path) => `${file} cites ${path}`);
  const names = [...text.matchAll(bare)].flatMap(([, name]) => {
    const found = repository.byName.get(name) ?? [];
    if (found.length === 0) return [`${file} cites ${name}, which no file of the repository is`];
    if (!comment || !moduleName.test(name)) return [];
    const here = folderOf(file);
    return found.some((path) => !path.includes('/') || path.startsWith(here) || generated.test(path))
      ? []
      : [`${file} cites ${name}, which is not beside it but ${found.join(', ')}`];
  });
  return [...paths, ...names];
}
