// The types of tile-stand-in.mjs, for the TypeScript that reads it (scripts/lib/built-worker.ts).
import type { Request, Response } from 'miniflare';

export declare function tileStandIn(request: Request): Promise<Response>;
