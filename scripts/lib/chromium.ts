/**
 * The flags Debian's Chromium runs with here, for the browser tests and the bench alike: no sandbox
 * (none in our containers), no GPU, and nothing that reaches the network on its own (QUIC, first-run
 * pages, background updates, sync) (docs/decisions/0021-test-suite.md).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
