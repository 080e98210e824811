import { env } from 'cloudflare:test';

/** The bytes of a file of tests/fixtures/ (a real PDF, a real Word document). */
export function fixture(name: string): Uint8Array {
  const base64 = env.TEST_FIXTURES[name];
  if (!base64) throw new Error(`no fixture tests/fixtures/${name}`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
