import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, presetWind3 } from 'unocss';
import { palette, paletteCss } from './src/styles/palette';

/**
 * The stylesheet is hand-written CSS, one file per feature or screen (docs/decisions/0014-styles.md).
 * Folders in cascade order: document basics, shared components, site-wide features, then screens.
 */
const styleFolders = ['base', 'components', 'features', 'screens'] as const;
const stylesDir = new URL('./src/styles/', import.meta.url);

const styleFiles = () =>
  styleFolders.flatMap((folder) => {
    const dir = new URL(`${folder}/`, stylesDir);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => new URL(file, dir));
  });

const handWritten = () =>
  styleFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** Utilities exist only for class names written with this prefix, so no word of the sources becomes a rule by accident. */
const utilityPrefix = 'u-';

export default defineConfig({
  presets: [presetWind3({ preflight: true, prefix: utilityPrefix })],
  preflights: [
    { layer: 'palette', getCSS: paletteCss },
    { layer: 'components', getCSS: handWritten },
  ],
  layers: { preflights: -3, palette: -2, components: -1, default: 1 },
  theme: { colors: palette },
});
