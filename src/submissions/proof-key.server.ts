/** Clearly not a secret: signs the proof-of-work challenges only when PROOF_SECRET is absent (local development and tests). */
export const developmentProofKey = 'local-development-proof-key-NOT-A-SECRET';
let warned = false;

/** The key that signs and checks the forms' proof-of-work challenges (docs/decisions/0044-proof-of-work.md). */
export function proofKey(env: { PROOF_SECRET?: string }): string {
  if (!env.PROOF_SECRET && !warned) {
    warned = true;
    console.warn('PROOF_SECRET is not set: using the development key (run `wrangler secret put PROOF_SECRET` in production)');
  }
  return env.PROOF_SECRET || developmentProofKey;
}
