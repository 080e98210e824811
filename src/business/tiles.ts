/**
 * How the worker's tile proxy treats the upstream (docs/decisions/0030-tile-proxy-limits.md).
 * Tiles already at the edge are free; only misses, each a fetch sent to the tile service under the
 * site's name, are counted per client.
 */
export const tileProxy = {
  /** Upstream fetches one client (salted IP hash, IPv6 /64) may cause per window; then 429. */
  missesPerClient: 150,
  windowSeconds: 600,
  /** An upstream that has not answered by then counts as failed. */
  upstreamTimeoutMs: 3000,
  /** A tile the upstream failed to give is not asked for again before this pause. */
  failurePauseSeconds: 60,
} as const;
