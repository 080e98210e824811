// The Web Worker that solves a form's proof of work (docs/decisions/0044-proof-of-work.md):
// altcha-lib's solver with the browser's own PBKDF2 (Web Crypto). Built on its own by
// scripts/build/assets.mjs (manifest `proofWorker`) and started by proof.ts when a form is first touched.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
