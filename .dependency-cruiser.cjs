/**
 * The floors of docs/architecture.md as dependency rules, checked by `npm run deps` in `npm test`
 * (docs/decisions/0028-layers-and-their-rules.md, 0012-browser-and-server-code.md).
 * Each `allowed` rule is one arrow of the picture, its comment starting with the arrow's name; an
 * import that no arrow allows is an error (`not-in-allowed`). The three `forbidden` rules are not arrows: no cycle, the
 * submissions' server modules reached only through their two doors, and no server-only module reachable from the browser's code.
 */
const serverOnly = require('./scripts/build/server-only-paths.cjs');

/** One floor or part of the picture: a path pattern. */
const floor = (...patterns) => `^(${patterns.join('|')})`;
const shared = floor(
  'src/business/',
  'src/business-hours/',
  'src/text/',
  'src/publishing/entry-schema\\.ts$',
  'src/routes\\.ts$',
  'src/languages\\.ts$',
  'src/submissions/(?![^/]*\\.server\\.)[^/]+$',
  'src/proposals/(?![^/]*\\.server\\.)[^/]+$',
  'src/payments/(?![^/]*\\.server\\.)[^/]+$',
);
const words = floor('src/(i18n|locales|site|env|server-files)\\.ts$', 'src/i18next\\.d\\.ts$', 'locales/', 'src/styles/');
const http = floor('src/http/');
const shell = floor('src/render/');
const features = floor(
  'src/submissions/[^/]*\\.server\\.tsx?$',
  'src/proposals/[^/]*\\.server\\.tsx?$',
  'src/payments/[^/]*\\.server\\.tsx?$',
  'src/proposal-mail/',
  'src/mail/',
  'src/conversation/',
  'src/privacy/',
  'src/analytics/',
  'src/launch/',
  'src/publishing/(?!entry-schema\\.ts$)',
);
const parts = floor('src/components/');
const islands = floor('client/(islands|parts|forms|map|consent|toasts)/');
const seo = floor('src/seo/');
const below = (...patterns) => patterns.join('|');

/** An arrow of the picture; allowed rules carry no name, so the comment starts with the arrow's. */
const arrow = (name, comment, from, to) => ({ comment: `${name}: ${comment}`, from: { path: from }, to: { path: to } });

module.exports = {
  allowed: [
    arrow(
      'wiring-composes-everything',
      'src/index.tsx, src/pages-app.tsx and src/scheduled.ts wire middleware, routes and cron: they may import anything of src/.',
      '^src/(index\\.tsx|pages-app\\.tsx|scheduled\\.ts)$',
      '^src/',
    ),
    arrow(
      'pages-use-parts',
      'Screens: components, islands, SEO, the shell, form answers, words and shared data.',
      '^src/pages/',
      below('^src/pages/', parts, islands, seo, shell, features, words, shared),
    ),
    arrow(
      'api-uses-features',
      'JSON endpoints: the HTTP pieces, the features they answer for, words and shared data.',
      '^src/api/',
      below('^src/api/', http, features, words, shared),
    ),
    arrow(
      'admin-uses-features',
      'The staff inbox: the HTTP pieces, submissions and privacy requests, words and shared data; the proposal editor renders its figures island inside the shell.',
      '^src/admin/',
      below(islands, shell, http, features, words, shared),
    ),
    arrow(
      'admin-mounts-views',
      'src/admin/app.server.tsx mounts the views: it may import every folder of src/admin/.',
      '^src/admin/app\\.server\\.tsx$',
      '^src/admin/',
    ),
    arrow(
      'admin-views-use-shared',
      'A view of the inbox (its folder of src/admin/) imports its own folder and src/admin/shared/, never another view’s.',
      '^src/admin/(?!shared/)([^/]+)/',
      '^src/admin/($1|shared)/',
    ),
    arrow('admin-shared-serves-views', 'What the views share imports only what they share, never a view.', '^src/admin/shared/', '^src/admin/shared/'),
    arrow('tiles-use-http', 'The tile proxy: the HTTP pieces, words and shared data.', '^src/map-tiles\\.ts$', below(http, words, shared)),
    arrow('seo-reads-words', 'JSON-LD, sitemap and FAQ entries read words and shared data.', seo, below(seo, words, shared)),
    arrow(
      'components-render-islands',
      'Components render islands (client code, as props) inside the shell, with form state, words and shared data.',
      parts,
      below(parts, islands, shell, features, words, shared),
    ),
    arrow(
      'features-use-http',
      'Submissions, proposals, the conversation with a lead, privacy, analytics storage, the launch check and the published entries: the HTTP pieces, words and shared data.',
      features,
      below(features, http, words, shared),
    ),
    arrow(
      'shell-reads-words',
      'The document shell, Island, page context and store: the HTTP pieces, words and shared data.',
      shell,
      below(shell, http, words, shared),
    ),
    arrow('http-knows-no-feature', 'The shared HTTP pieces: words and shared data, no feature.', http, below(http, words, shared)),
    arrow('words-read-shared', 'Translator, dictionaries, company config, environment and styles: dictionaries and shared data.', words, below(words, shared)),
    arrow('shared-stays-shared', 'Shared modules (browser and worker) import only shared modules.', shared, shared),
    arrow('browser-stays-in-browser', 'client/ imports client/ and shared modules of src/.', '^client/', below('^client/', shared)),
    { comment: 'packages: any module may use packages and runtime modules.', from: {}, to: { dependencyTypesNot: ['local'] } },
  ],
  allowedSeverity: 'error',
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and floors meaningless.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'submissions-through-their-doors',
      severity: 'error',
      comment:
        'Outside src/submissions/, its server modules are reached through src/submissions/index.server.ts, or pages.server.ts for the pages (docs/decisions/0041-worker-modules-loaded-on-use.md).',
      from: { pathNot: '^src/submissions/' },
      to: { path: '^src/submissions/[^/]*\\.server\\.tsx?$', pathNot: '^src/submissions/(index|pages)\\.server\\.ts$' },
    },
    {
      name: 'browser-reaches-no-server-code',
      severity: 'error',
      comment: 'Code bundled for the browser must not reach, even indirectly, a server-only module.',
      from: { path: '^client/' },
      to: { path: serverOnly, reachable: true },
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
