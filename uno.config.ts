import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, presetWind3 } from 'unocss';

const stylesDir = new URL('./src/styles/', import.meta.url);

/** Hand-written component styles (src/styles/*.css), emitted before the utilities UnoCSS generates. */
const componentStyles = () =>
  readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(new URL(file, stylesDir), 'utf8'))
    .join('\n');

export default defineConfig({
  presets: [presetWind3({ preflight: true })],
  preflights: [{ layer: 'components', getCSS: componentStyles }],
  layers: { preflights: -2, components: -1, default: 1 },
  theme: {
    colors: {
      brand: { 50: '#eff6ff', 100: '#dbeafe', 600: '#2563eb', 700: '#1d4ed8', 800: '#1e40af', 900: '#1e3a8a' },
      ink: { DEFAULT: '#0f172a', soft: '#334155', muted: '#475569' },
    },
  },
});
