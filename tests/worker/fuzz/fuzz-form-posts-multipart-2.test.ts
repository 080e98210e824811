import { describe } from 'vitest';
import { fuzzPlainPosts } from './fuzz-inputs';

// Seeded hostile input (tests/worker/fuzz/fuzz-inputs.ts): plain form posts, multipart, half 2 of the cases.
// None may answer 5xx; each refusal is the form's page again; no refused payload leaves a row.
describe('fuzz: hostile payloads never break the worker', () => {
  fuzzPlainPosts('multipart', 2);
});
