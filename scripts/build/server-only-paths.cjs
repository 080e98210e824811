/**
 * Modules that must never reach the browser, as paths from the repository root
 * (docs/decisions/0012-browser-and-server-code.md). Read by the dependency rules
 * (.dependency-cruiser.cjs) and by the client build, which fails if a chunk contains one.
 */
module.exports = [
  '\\.server\\.tsx?$',
  '^src/(api|analytics|render|pages|components|seo|admin|http|launch)/',
  // The published entries, read by the worker; their schema (what a post is) is shared.
  '^src/publishing/(?!entry-schema\\.ts$)',
  '^src/(index|i18n|locales|scheduled|env|site)\\.tsx?$',
  '^locales/',
];
