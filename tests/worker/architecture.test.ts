/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import architecture from '../../docs/architecture.md?raw';

/** Every file of src/ and client/, listed by Vite when the test is built (nothing is loaded). */
const files = Object.keys(import.meta.glob(['/src/**/*', '/client/**/*', '!/src/generated/**']));
const folders = [...new Set(files.map((file) => file.slice(1, file.lastIndexOf('/') + 1)))].sort();
/** The folders docs/architecture.md names, written as `src/…/` or `client/…/`. */
const named = [...new Set([...architecture.matchAll(/`((?:src|client)\/(?:[\w.-]+\/)*)`/g)].map((found) => found[1]))];

describe('docs/architecture.md', () => {
  it('names every folder of src/ and client/', () => {
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    expect(named.filter((folder) => !folders.includes(folder) && folder !== 'src/generated/')).toEqual([]);
  });
});
