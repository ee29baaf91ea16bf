/** Defined (as `true`) by tools/build-server.ts in the compiled server; absent under tsx and vitest. */
declare const FUNDUQ_COMPILED: boolean | undefined

/**
 * Whether this is the compiled server in `dist/server/`, which carries its own copies of the
 * files it reads at run time (migrations, catalogs) beside its chunks.
 */
export const COMPILED = typeof FUNDUQ_COMPILED !== 'undefined' && FUNDUQ_COMPILED
