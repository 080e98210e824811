/**
 * A small seeded generator for the fuzz suites: the same seed gives the same cases on every run, so
 * a failure reproduces. (mulberry32: fast, and good enough to spread test cases.)
 */
export type Rng = () => number;

export function random(seedValue: number): Rng {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
