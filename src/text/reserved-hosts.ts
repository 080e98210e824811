/**
 * Domains kept for documentation and tests (RFC 2606, RFC 6761): never a real company's. The launch
 * check refuses them in what it reads (docs/decisions/0026-launch-check.md); the worker takes one for
 * a local or test deployment, where a missing secret may fall back to a development key.
 */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    /(^|\.)(example|test|invalid|localhost|local)$/.test(name) ||
    name === 'localhost' ||
    /^(127\.|0\.0\.0\.0$|\[?::1\]?$)/.test(name)
  );
}
