/**
 * Dependency rules, checked by `npm test` (docs/decisions/0012-browser-and-server-code.md).
 * Browser code (client/) reaches only shared modules; layers import downwards only; no cycles.
 */
const serverOnly = require('./scripts/server-only-paths.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and layers meaningless.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-reaches-no-server-code',
      severity: 'error',
      comment: 'Code bundled for the browser must not reach, even indirectly, a server-only module.',
      from: { path: '^client/' },
      to: { path: serverOnly, reachable: true },
    },
    {
      name: 'shared-modules-stay-below',
      severity: 'error',
      comment: 'Business data, languages and the route table import nothing above them.',
      from: { path: '^src/(content/|routes\\.ts|languages\\.ts)' },
      to: { path: '^src/(?!content/|routes\\.ts$|languages\\.ts$|site\\.ts$)' },
    },
    {
      name: 'schemas-stay-below',
      severity: 'error',
      comment: 'Form schemas are shared with the browser: they import only shared modules (the e-mail rule included).',
      from: { path: '^src/submissions/(?!.*\\.server\\.)' },
      to: { path: '^src/(?!content/|routes\\.ts$|languages\\.ts$|privacy/email-key\\.ts$|submissions/(?!.*\\.server\\.))' },
    },
    {
      name: 'components-below-pages',
      severity: 'error',
      comment: 'Layer order: pages → components / islands → content, forms, routes.',
      from: { path: '^(src/components|src/render|client)/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'nothing-imports-the-entry',
      severity: 'error',
      comment: 'src/index.tsx and src/scheduled.ts are the top: they wire everything, nothing wires them.',
      from: { pathNot: '^src/index\\.tsx$' },
      to: { path: '^src/(index|scheduled)\\.tsx?$' },
    },
    {
      name: 'storage-and-endpoints-below-routes',
      severity: 'error',
      comment: 'api → submissions / db; the submissions and db modules never import the api layer.',
      from: { path: '^src/(submissions|db|content)/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'db-is-bottom',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(?!db/|languages\\.ts$|routes\\.ts$|content/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|src/generated)/|\\.test\\.tsx?$|worker-configuration\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
