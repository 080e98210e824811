import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a generated file only when its text changes: `npm run dev` watches src/, and rewriting
 * src/generated/ with the same text would rebuild again and again.
 */
export function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}
