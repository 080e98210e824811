import { describe, expect, it } from 'vitest';
import { IslandError, checkIslandUses, findIslands } from '../../../scripts/build/islands';

// The client build finds the islands by their file name and checks every <Island name> against them
// (scripts/build/assets.mjs): whatever these throw stops `npm run build:assets`, and so `npm test`, naming
// the file (docs/decisions/0048-islands-found-by-file-name.md).
const files = ['client/forms/ContactForm.island.tsx', 'client/forms/use-submission.ts', 'client/map/QuebecMapView.tsx', 'client/map/QuebecMap.island.tsx'];
const page = (name: string) => `export const Page = () => (\n  <Island name="${name}" when="visible">\n    <QuebecMapView />\n  </Island>\n);\n`;

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('no error');
};

describe('islands found by their file name', () => {
  it('an island is a file named <Name>.island.tsx, its name the file name; nothing else is one', () => {
    expect(findIslands(files)).toEqual([
      { name: 'ContactForm', path: 'client/forms/ContactForm.island.tsx' },
      { name: 'QuebecMap', path: 'client/map/QuebecMap.island.tsx' },
    ]);
  });

  it.each([
    ['a file not named like a component', ['client/forms/contact-form.island.tsx'], 'client/forms/contact-form.island.tsx: an island'],
    ['two islands of one name', ['client/forms/Map.island.tsx', 'client/map/Map.island.tsx'], 'two islands named Map'],
  ])('refuses %s, naming the file', (_case, paths, message) => {
    const error = failure(() => findIslands(paths));
    expect(error).toBeInstanceOf(IslandError);
    expect(error.message).toContain(message);
  });

  it('accepts an <Island name> that a file answers', () => {
    expect(() => checkIslandUses(findIslands(files), { 'src/components/MapCard.tsx': page('QuebecMap') })).not.toThrow();
  });

  it.each([
    [
      'a name no file answers',
      page('QuebecMaps'),
      'src/components/MapCard.tsx: <Island name="QuebecMaps"> but no file is named client/<feature>/QuebecMaps.island.tsx',
    ],
    [
      'a name the build cannot read',
      '<Island name={mapName} when="visible">',
      'src/components/MapCard.tsx: <Island name={mapName} when="visible"> names its island',
    ],
  ])('refuses %s, naming the file and the name', (_case, source, message) => {
    const error = failure(() => checkIslandUses(findIslands(files), { 'src/components/MapCard.tsx': source }));
    expect(error).toBeInstanceOf(IslandError);
    expect(error.message).toContain(message);
  });
});
