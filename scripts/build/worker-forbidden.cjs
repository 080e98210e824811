/**
 * What must never be in the worker's bundle (docs/decisions/0040-worker-carries-server-code-only.md),
 * as path patterns of the bundle's inputs, read by scripts/build/check-worker-bundle.mjs after every
 * `npm run build` and in `npm test`. Every devDependency is forbidden without being listed here
 * (build and test tools). Add a line for a runtime dependency that only the browser or the build
 * uses (a Markdown compiler, a YAML parser, a chart library…), and for browser-only code of ours.
 */
module.exports = [
  // Packages only the browser runs.
  '^node_modules/leaflet/',
  '^node_modules/web-vitals/',
  '^node_modules/react-dom/(client|cjs/react-dom-client)',
  // altcha-lib's Web Worker side: the browser solves the proof of work, the worker only checks it.
  '^node_modules/altcha-lib/dist/esm/v2/workers/',
  // React's legacy string renderer: the worker streams (src/render/react-stream.cjs).
  '^node_modules/react-dom/cjs/react-dom-server-legacy',
  // The texts: the worker reads them from its static assets (docs/decisions/0042-texts-read-from-static-assets.md).
  '^locales/',
  // Our browser-only code: the client entry, and the map island around Leaflet.
  '^client/(main|hydrate|prefetch|session-storage|tech-badges)\\.ts$',
  '^client/(consent|header)',
  '^client/map/(QuebecMap\\.island|leaflet-map|popups)\\.tsx?$',
  '^client/forms/proof-worker\\.ts$',
];
