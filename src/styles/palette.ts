/**
 * The one palette (docs/decisions/0014-styles.md): every colour of the site, named by its role.
 * UnoCSS's theme reads it, the stylesheet gets each one as a custom property (`--brand`, …),
 * and the few places outside CSS that need a colour (the theme-color meta) import it.
 */
export const palette = {
  brand: '#1d4ed8',
  'brand-dark': '#1e3a8a',
  'brand-soft': '#eff6ff',
  'brand-tint': '#dbeafe',
  'brand-light': '#bfdbfe',
  ink: '#0f172a',
  'ink-soft': '#334155',
  'ink-muted': '#475569',
  line: '#cbd5e1',
  'line-strong': '#64748b',
  surface: '#ffffff',
  'surface-alt': '#f8fafc',
  'surface-sunk': '#e2e8f0',
  'surface-map': '#eef2f7',
  'on-dark': '#ffffff',
  'on-dark-soft': '#e2e8f0',
  danger: '#b91c1c',
  'danger-soft': '#fef2f2',
  'danger-ink': '#7f1d1d',
  success: '#15803d',
  'success-soft': '#f0fdf4',
  'success-ink': '#14532d',
  focus: '#c2410c',
  star: '#b45309',
  'map-metropolis': '#6d28d9',
  'map-city': '#0f766e',
  'value-compassion': '#be185d',
  'value-commitment': '#1d4ed8',
  'value-courage': '#c2410c',
  'value-passion': '#7c3aed',
} as const;

/** The palette as CSS custom properties on :root. */
export const paletteCss = () =>
  `:root{${Object.entries(palette)
    .map(([name, value]) => `--${name}:${value};`)
    .join('')}}`;
