import { checkDomains, checkFixtures, requireRepositories, type AnyDomain } from '../domain/domains/define';
import { otherScreens } from './other-screens';
import { createPortalServer, FIRST_SCREEN_PART, type PortalServer, type ServerOptions, type ServerPart } from './portal-server';
import type { MemoryRepositories } from './repositories/first-screen';
import { getSchema, schemaOf } from './schema';

export * from './portal-server';

/** Domains beyond the portal's, each with the stores of its repositories over the in-browser database. */
export interface ExtraDomains<Domains extends readonly AnyDomain[]> {
  domains: Domains;
  repositories: MemoryRepositories<Domains>;
}

/**
 * The in-browser GraphQL server with every part from the start, as the tests and the benchmarks run
 * it. The page's worker builds the same server with the other screens' part loaded on demand
 * (mocks/worker.ts). `extra` adds domains to the portal's, each to the part its `firstScreen` says.
 *
 * It starts only when every domain has a memory store for each of its repositories, and throws an error
 * naming the domain and the repository otherwise (`requireRepositories`). The page's worker runs the
 * portal's domains alone and leaves that to the type checker (mocks/repositories/first-screen.ts) and to
 * these checks in the tests, so that its first download carries no more than it runs.
 */
export function createServer<const Domains extends readonly AnyDomain[] = []>(options: ServerOptions, extra?: ExtraDomains<Domains>): PortalServer {
  const repositories = extra?.repositories as unknown as ServerPart['repositories'] | undefined;
  const firstScreen: ServerPart = {
    domains: [...FIRST_SCREEN_PART.domains, ...(extra?.domains.filter((domain) => domain.firstScreen) ?? [])],
    repositories: { ...FIRST_SCREEN_PART.repositories, ...repositories },
  };
  const rest: ServerPart = {
    domains: [...otherScreens.domains, ...(extra?.domains.filter((domain) => !domain.firstScreen) ?? [])],
    repositories: { ...otherScreens.repositories, ...repositories },
  };
  requireRepositories(firstScreen.domains, firstScreen.repositories, 'memory repository');
  requireRepositories(rest.domains, rest.repositories, 'memory repository');
  if (!extra) return createPortalServer(options, { schema: getSchema(), otherScreens });
  checkDomains([...firstScreen.domains, ...rest.domains]);
  checkFixtures(extra.domains, options.now?.() ?? new Date());
  return createPortalServer(options, { schema: schemaOf([...firstScreen.domains, ...rest.domains]), firstScreen, otherScreens: rest });
}
