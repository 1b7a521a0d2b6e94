import type { BuildResult } from 'esbuild';

/** dist-server/ in the repository. */
export const serverOutDir: string;
/** Bundles the server into `outdir` (default dist-server/), replacing what was there (scripts/build-server.mjs). */
export function buildServer(options?: { outdir?: string; quiet?: boolean }): Promise<BuildResult<{ metafile: true }>>;
