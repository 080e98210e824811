import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, presetWind3 } from 'unocss';
import { palette, paletteCss } from './src/styles/palette';

/**
 * The stylesheet is hand-written CSS, one file per feature or screen (docs/decisions/0014-styles.md).
 * Folders in cascade order: document basics, shared components, site-wide features, then screens.
 */
export const styleFolders = ['base', 'components', 'features', 'screens'] as const;
const stylesDir = new URL('./src/styles/', import.meta.url);

export const styleFiles = () =>
  styleFolders.flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, stylesDir))
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => `src/styles/${folder}/${file}`),
  );

const handWritten = () => styleFiles().map((file) => readFileSync(new URL(file, new URL('./', import.meta.url)), 'utf8')).join('\n');

/** Utilities exist only for class names written with this prefix, so no word of the sources becomes a rule by accident. */
export const utilityPrefix = 'u-';

export default defineConfig({
  presets: [presetWind3({ preflight: true, prefix: utilityPrefix })],
  preflights: [
    { layer: 'palette', getCSS: paletteCss },
    { layer: 'components', getCSS: handWritten },
  ],
  layers: { preflights: -3, palette: -2, components: -1, default: 1 },
  theme: { colors: palette },
});
