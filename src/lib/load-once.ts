/**
 * Runs `load` the first time it is asked for and keeps its promise, so every caller shares one load. A
 * failed load is forgotten: the next call tries again (a download that failed while offline for a
 * moment). The page's deferred code (src/lib/deferred.ts) and the in-browser server's Mutation
 * resolvers (domain/executable-schema.ts) load through it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
