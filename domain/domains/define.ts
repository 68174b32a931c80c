import type { Kysely } from 'kysely';
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types';
import type { Repositories } from '../context';
import type { FixtureOptions } from '../fixtures/types';
import { programTime } from '../../src/lib/program-time';

/**
 * One descriptor per domain: everything both servers need to know about it, in one place
 * (docs/server.md, "Domains"). The servers, the in-browser server's two parts and the HTTP server's
 * transactions are all derived from the descriptors; a server adds only its repositories' stores, keyed
 * by the names a descriptor gives (`RepositoryImplementations`).
 */
export interface DomainDescriptor<Name extends string = string, Collection extends string = string, Data = unknown, Repository extends string = string> {
  /** Kebab-case, unique; error messages name the domain by it. */
  readonly name: Name;
  /**
   * Whether the shell and the dashboards need it: the in-browser server's worker then has its
   * collections, repositories and resolvers before it answers the first screen (domain/domains/first-screen.ts);
   * else they come with the rest of the server, at the first operation of another screen
   * (domain/domains/other-screens.ts).
   */
  readonly firstScreen: boolean;
  /** The database's collections it owns (keys of `DbData`): exactly the keys `fixtures` builds. */
  readonly collections: readonly Collection[];
  /** Builds its collections' sample data; every fixture reads `now` on the program's calendar. */
  readonly fixtures?: (options: FixtureOptions) => Data;
  /** Its keys in `Repositories` (domain/context.ts): each server supplies a store for each. */
  readonly repositories: readonly Repository[];
  /** Its resolvers of queries and types. Its Mutation resolvers are `mutations`. */
  readonly resolvers: readonly Resolvers[];
  /**
   * Loads its Mutation resolvers, at the first mutation (domain/executable-schema.ts): a first visit runs
   * only queries and does not download them. Its mutations are the fields of what this loads.
   */
  readonly mutations?: () => Promise<MutationResolvers>;
  /** The operations of the shell and the dashboards it answers (mocks/portal-operations.ts); first-screen domains only. */
  readonly firstScreenOperations?: readonly string[];
  /** SDL this domain adds to the contract (schema.graphql), such as `extend type Query { … }`. */
  readonly typeDefs?: string;
  /**
   * Its tables on the HTTP server, by migration name. They run with the server's own migrations
   * (server/sql/migrations.ts), all in name order, so a name sorts after the server's latest.
   */
  readonly migrations?: Readonly<Record<string, DomainMigration>>;
}

/** One change of the HTTP server's SQL schema, as Kysely's migrator runs it. */
export interface DomainMigration {
  up(db: Kysely<unknown>): Promise<void>;
  down?(db: Kysely<unknown>): Promise<void>;
}

/** Any domain's descriptor. */
export type AnyDomain = DomainDescriptor<string, string, unknown, string>;

/**
 * Types a descriptor, keeping its name, collections and repository keys as literals so that the
 * stores a server supplies are checked against them (`RepositoryImplementations`).
 */
export function defineDomain<const Name extends string, const Collection extends string = never, Data = unknown, const Repository extends string = never>(
  descriptor: DomainDescriptor<Name, Collection, Data, Repository>,
): DomainDescriptor<Name, Collection, Data, Repository> {
  return descriptor;
}

/**
 * What the in-browser server's first screen must know of domains it has not loaded yet: their
 * collections and repositories by name (kept apart in storage, and guarded until they load), and what
 * they add to the contract.
 */
export interface PartManifest {
  readonly collections: readonly string[];
  readonly repositories: readonly string[];
  readonly typeDefs: readonly string[];
}

/** The manifest of some domains. */
export function partManifestOf(domains: readonly AnyDomain[]): PartManifest {
  return { collections: collectionsOf(domains), repositories: repositoryKeysOf(domains), typeDefs: typeDefsOf(domains) };
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** The collections the domains build, as one object type. */
export type DataOf<Domains extends readonly AnyDomain[]> = UnionToIntersection<
  Domains[number] extends infer D ? (D extends DomainDescriptor<string, string, infer Data, string> ? (unknown extends Data ? object : Data) : never) : never
>;

/** The repository keys the domains name. */
export type RepositoryKeysOf<Domains extends readonly AnyDomain[]> = Domains[number] extends DomainDescriptor<string, string, unknown, infer Repository> ? Repository : never;

/** The store a repository key stands for: its type in `Repositories`, or whatever a domain outside the portal's keeps. */
export type RepositoryFor<Key extends string> = Key extends keyof Repositories ? Repositories[Key] : unknown;

/**
 * The stores a server supplies for the domains' repositories, one per repository key, each made from
 * what that server gives (`Deps`: the in-browser database, or the SQL executor). A server that leaves
 * out a key the domains name does not type-check; `requireRepositories` says the same at start-up.
 */
export type RepositoryImplementations<Domains extends readonly AnyDomain[], Deps> = {
  readonly [Key in RepositoryKeysOf<Domains>]: (deps: Deps) => RepositoryFor<Key>;
};

/** Every collection the domains own. */
export function collectionsOf(domains: readonly AnyDomain[]): string[] {
  return domains.flatMap((domain) => domain.collections);
}

/** Every repository key the domains name. */
export function repositoryKeysOf(domains: readonly AnyDomain[]): string[] {
  return domains.flatMap((domain) => domain.repositories);
}

/** What the domains add to the contract. */
export function typeDefsOf(domains: readonly AnyDomain[]): string[] {
  return domains.flatMap((domain) => (domain.typeDefs ? [domain.typeDefs] : []));
}

/** The domains' resolvers, in the domains' order. */
export function resolversOf(domains: readonly AnyDomain[]): Resolvers[] {
  return domains.flatMap((domain) => domain.resolvers);
}

/** The contract with what domains add to it (`typeDefsOf`). */
export function contractWith(contract: string, additions: readonly string[]): string {
  return additions.length === 0 ? contract : [contract, ...additions].join('\n');
}

/** Loads the Mutation resolvers of the domains (those that have any), in the domains' order. */
export async function mutationsOf(domains: readonly AnyDomain[]): Promise<MutationResolvers[]> {
  return Promise.all(domains.flatMap((domain) => (domain.mutations ? [domain.mutations()] : [])));
}

/**
 * Builds the domains' collections, each fixture reading `now` on the program's calendar
 * (src/lib/program-time.ts). `checkDomains` has checked each builds the collections its domain names.
 */
export function collectionsBuilder(domains: readonly AnyDomain[]): (options: FixtureOptions) => Record<string, unknown> {
  return (given) => {
    const options: FixtureOptions = { ...given, now: programTime(given.now) };
    return Object.assign({}, ...domains.map((domain) => domain.fixtures?.(options)));
  };
}

/**
 * Checks descriptors before a server runs them, and throws an error naming the domain and what is wrong:
 * two domains of one name, or claiming one collection or repository key; collections without fixtures;
 * first-screen operations of a domain the first screen does not load. The HTTP server checks its
 * domains at start, and the in-browser server the domains it is given beside the portal's
 * (mocks/server.ts); the page's worker runs only the portal's, which tests/unit/api/domains.test.ts checks.
 */
export function checkDomains(domains: readonly AnyDomain[]): void {
  const names = new Set<string>();
  const collections = new Map<string, string>();
  const repositories = new Map<string, string>();
  for (const domain of domains) {
    if (names.has(domain.name)) throw new Error(`Two domains are named ${domain.name}`);
    names.add(domain.name);
    if (domain.collections.length > 0 && !domain.fixtures) throw new Error(`The ${domain.name} domain names the collections ${domain.collections.join(', ')} but has no fixtures to build them`);
    for (const collection of domain.collections) {
      const owner = collections.get(collection);
      if (owner) throw new Error(`The ${collection} collection is claimed by both the ${owner} and the ${domain.name} domain`);
      collections.set(collection, domain.name);
    }
    for (const key of domain.repositories) {
      const owner = repositories.get(key);
      if (owner) throw new Error(`The ${key} repository is claimed by both the ${owner} and the ${domain.name} domain`);
      repositories.set(key, domain.name);
    }
    if (!domain.firstScreen && domain.firstScreenOperations?.length) {
      throw new Error(`The ${domain.name} domain answers first-screen operations (${domain.firstScreenOperations.join(', ')}) but is not a first-screen domain`);
    }
  }
}

/**
 * Builds each domain's fixtures once, at `now`, and throws an error naming the domain whose fixtures
 * build other collections than it names. Servers check the domains they are given beside the portal's;
 * tests/unit/api/domains.test.ts checks the portal's.
 */
export function checkFixtures(domains: readonly AnyDomain[], now: Date): void {
  for (const domain of domains) {
    const built = domain.fixtures ? Object.keys(domain.fixtures({ now: programTime(now) }) as object) : [];
    if (built.length !== domain.collections.length || built.some((key) => !domain.collections.includes(key))) {
      throw new Error(`The ${domain.name} domain's fixtures build ${built.join(', ') || 'nothing'}, but it names the collections ${domain.collections.join(', ') || '(none)'}`);
    }
  }
}

/**
 * Checks at start-up that a server supplies a store for every repository the domains name, and throws
 * an error naming the domain and the missing store (`what`: "memory repository", "SQL repository").
 */
export function requireRepositories(domains: readonly AnyDomain[], implementations: Readonly<Record<string, unknown>>, what: string): void {
  for (const domain of domains) {
    for (const key of domain.repositories) {
      if (typeof implementations[key] !== 'function') throw new Error(`The ${domain.name} domain has no ${what} for its "${key}" repository`);
    }
  }
}

/**
 * Makes the stores of the domains' repositories from a server's implementations (which
 * `requireRepositories` has found complete, or the type checker has).
 */
export function repositoriesFrom<Deps>(domains: readonly AnyDomain[], implementations: Readonly<Record<string, unknown>>, deps: Deps): Record<string, unknown> {
  const made: Record<string, unknown> = {};
  for (const key of repositoryKeysOf(domains)) made[key] = (implementations[key] as (deps: Deps) => unknown)(deps);
  return made;
}
