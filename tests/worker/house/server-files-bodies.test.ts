import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { get } from '../helpers';
import { serverFile, serverFiles } from '../../../src/server-files';

// The entries' bodies are a file the worker reads from its static assets on first use
// (docs/decisions/0042-texts-read-from-static-assets.md). This file's test isolate starts with none
// read (a workerd of its own: vitest.config.ts); the texts are server-files.test.ts's.
describe('the files the worker reads from its static assets', () => {
  it('an entry page reads the bodies before it renders, once', async () => {
    const reads = vi.spyOn(env.ASSETS, 'fetch');
    const pages: string[] = [];
    for (const path of ['/en/blog/automate-invoice-reminders', '/en/case-studies/caterer-local-ad-campaign']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      pages.push(await response.text());
    }
    const bodyReads = reads.mock.calls.filter(([request]) => String(request instanceof Request ? request.url : request).includes('/server/entry-bodies-'));
    reads.mockRestore();
    expect(bodyReads).toHaveLength(1);
    // Kept since: no second read. Each page holds one entry's whole body.
    const bodies = Object.values(await serverFile<Record<string, string>>(serverFiles.entryBodies));
    for (const page of pages) expect(bodies.filter((body) => body.length > 200 && page.includes(body))).toHaveLength(1);
  });
});
