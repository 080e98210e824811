/**
 * An island is found by its file name (docs/decisions/0048-islands-found-by-file-name.md): the file
 * `client/<feature>/<Name>.island.tsx` is the island `<Name>`, and its default export is what the
 * browser hydrates. scripts/build/assets.mjs reads the files through this module, builds each as an
 * entry of its own, writes its module and chunks into the manifest, and stops on a name that cannot work:
 * a file not named like a component, two islands of one name, or an `<Island name>` that no file answers.
 */
export class IslandError extends Error {}

export type FoundIsland = { name: string; path: string };

const islandFile = /(?:^|\/)([^/]+)\.island\.tsx$/;
const componentName = /^[A-Z][A-Za-z0-9]*$/;

/** The islands among these paths (from the repository root), by name; throws on a bad or doubled name. */
export function findIslands(paths: string[]): FoundIsland[] {
  const islands = paths.flatMap((path) => {
    const name = path.match(islandFile)?.[1];
    return name === undefined ? [] : [{ name, path }];
  });
  const problems = islands
    .filter(({ name }) => !componentName.test(name))
    .map(({ path }) => `${path}: an island's file is named like its component, <Name>.island.tsx (a capital, then letters and digits)`);
  const byName = new Map<string, string>();
  for (const { name, path } of islands) {
    const other = byName.get(name);
    if (other) problems.push(`${other} and ${path}: two islands named ${name}; rename one`);
    byName.set(name, path);
  }
  if (problems.length > 0) throw new IslandError(problems.join('\n'));
  return islands.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Every `<Island …>` of these sources (path → text) names, in a plain string, an island that was found. */
export function checkIslandUses(islands: FoundIsland[], sources: Record<string, string>): void {
  const names = new Set(islands.map(({ name }) => name));
  const problems = Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(/<Island\b[^>]*>/g)].flatMap(([tag]) => {
      const name = tag.match(/\sname="([^"]*)"/)?.[1];
      if (name === undefined) return [`${file}: ${tag} names its island in a plain string, name="<Name>"`];
      if (!names.has(name)) return [`${file}: <Island name="${name}"> but no file is named client/<feature>/${name}.island.tsx`];
      return [];
    }),
  );
  if (problems.length > 0) throw new IslandError(problems.join('\n'));
}
