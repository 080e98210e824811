'use strict';
// React's streaming server renderer alone. `react-dom/server.edge` also loads the legacy string
// renderer (about 250 KiB) that nothing here calls; scripts/build/worker.mjs aliases both server
// entries to this file (docs/decisions/0040-worker-carries-server-code-only.md). Same build choice as React's.
// Loaded on the first render, not at import: a cold start that answers a post or a stored page
// never evaluates it.
let renderer;
const load = () =>
  (renderer ??=
    process.env.NODE_ENV === 'production'
      ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
      : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js'));

module.exports = {
  get renderToReadableStream() {
    return load().renderToReadableStream;
  },
  get version() {
    return load().version;
  },
};
