import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { limits } from '../../src/submissions/limits';
import { encodeProof } from '../../src/submissions/proof-field';

/** Where a form island gets its proof of work: the challenge endpoint, and the solver's worker script. */
export type ProofUrls = { challenge: string; worker: string };

/** The longest a submit waits for its proof before the post goes without one (docs/decisions/0044-proof-of-work.md). */
export const proofWaitMs = 1000;

/** A solution this close to its challenge's end is not sent; a fresh one is made instead. */
const renewBeforeMs = 60_000;

/** A solved proof and, on this device's clock, until when it may be sent; null when it could not be made. */
type Solved = { proof: string; usableUntil: number } | null;

/**
 * Fetches a challenge and solves it in a Web Worker (altcha-lib's solver, `proof-worker.ts`), never on
 * the main thread. Null without Web Workers, or when anything fails: the post then goes without.
 */
async function solve({ challenge: endpoint, worker }: ProofUrls): Promise<Solved> {
  if (typeof Worker === 'undefined') return null;
  const started = performance.now();
  const asked = Date.now();
  let solver: Worker | undefined;
  try {
    // The worker's script loads while the challenge is on its way.
    const created = new Worker(worker);
    solver = created;
    const response = await fetch(endpoint, { cache: 'no-store' });
    if (!response.ok) return null;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallengeWorkers({ challenge, concurrency: 1, createWorker: () => created });
    if (!solution) return null;
    // For the bench (scripts/bench/proof.mjs): from the start to the solution, and the solver's own time.
    performance.measure('proof-of-work', { start: started, end: performance.now(), detail: { solveMs: solution.time } });
    // Counted from when it was asked for on this device's clock, which may differ from the server's.
    return { proof: encodeProof(challenge, solution), usableUntil: asked + limits.proof.ttlSeconds * 1000 - renewBeforeMs };
  } catch {
    return null;
  } finally {
    // Ended by altcha-lib once it has answered; here when the challenge never came.
    solver?.terminate();
  }
}

const usable = (solved: Solved | undefined): solved is NonNullable<Solved> => !!solved && Date.now() < solved.usableUntil;

/**
 * The proof of work of one form (docs/decisions/0044-proof-of-work.md): nothing is fetched until the
 * visitor first focuses or changes the form; then a challenge is solved while they type, and each
 * post takes one solution (a used one is refused), the next starting at once.
 */
export function createProver(urls: ProofUrls) {
  let current: { solving: Promise<Solved>; solved?: Solved } | null = null;

  const start = () => {
    const attempt: { solving: Promise<Solved>; solved?: Solved } = { solving: solve(urls) };
    void attempt.solving.then((solved) => {
      attempt.solved = solved;
    });
    current = attempt;
    return attempt;
  };

  /** The attempt a post may use: the current one unless it has expired, or (for a post) failed. */
  const attempt = (forPost: boolean) => {
    if (!current) return start();
    const { solved } = current;
    if (solved === undefined || usable(solved) || (solved === null && !forPost)) return current;
    return start();
  };

  return {
    /** Starts solving on the form's first focus or change (at once if focus is already inside); returns the cleanup. */
    watch(form: HTMLFormElement): () => void {
      const warm = () => void attempt(false);
      if (form.contains(document.activeElement)) warm();
      const events = ['focusin', 'input', 'change'] as const;
      for (const type of events) form.addEventListener(type, warm);
      return () => {
        for (const type of events) form.removeEventListener(type, warm);
      };
    },
    /**
     * The proof for a post, waiting at most `proofWaitMs`; undefined when there is none yet. A
     * solution is given once: the next one starts as soon as it is taken.
     */
    async take(): Promise<string | undefined> {
      const taken = attempt(true);
      let waited: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<undefined>((done) => {
        waited = setTimeout(done, proofWaitMs);
      });
      const solved = await Promise.race([taken.solving, late]);
      clearTimeout(waited);
      // Still solving: kept for the next post.
      if (solved === undefined) return undefined;
      start();
      return usable(solved) ? solved.proof : undefined;
    },
  };
}

export type Prover = ReturnType<typeof createProver>;
