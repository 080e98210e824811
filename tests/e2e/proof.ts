import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { limits } from '../../src/submissions/limits';
import { encodeProof } from '../../src/submissions/proof-field';
import { issueChallenge } from '../../src/submissions/proof-of-work.server';

/**
 * A `_proof` as a person's browser sends it (docs/decisions/0044-proof-of-work.md), for the browser
 * tests that post straight to /api as an island does: a challenge signed with the development key
 * the local server uses, issued `minFillSeconds` ago, solved at a known counter.
 */
export async function personProof(): Promise<string> {
  const challenge = await issueChallenge({}, Date.now() - limits.proof.minFillSeconds * 1000, { counter: 7 });
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: 7 });
  if (!solution) throw new Error('the known counter did not solve the challenge');
  return encodeProof(challenge, solution);
}
