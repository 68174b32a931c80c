/**
 * The domains' descriptors (domain/domains) are the one list of what each domain owns; everything else
 * is derived from them. These check what the type checker cannot: each descriptor sits in the registry
 * its `firstScreen` says (the worker's first download imports one of them only), what the first screen
 * knows of the other screens is their descriptors' (a generated file), each domain's fixtures build the
 * collections it names, and every store and mutation belongs to exactly one domain.
 */
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { OTHER_SCREENS_MANIFEST } from '../../../domain/__generated__/other-screens-manifest';
import type { Repositories } from '../../../domain/context';
import { Database } from '../../../domain/db';
import { DOMAINS } from '../../../domain/domains';
import { checkDomains, checkFixtures, collectionsOf, partManifestOf, repositoryKeysOf, type RepositoryKeysOf } from '../../../domain/domains/define';
import { FIRST_SCREEN_DOMAINS } from '../../../domain/domains/first-screen';
import { OTHER_SCREENS_DOMAINS } from '../../../domain/domains/other-screens';
import { createFixtureData } from '../../../domain/fixtures';
import { FIRST_SCREEN_MEMORY_REPOSITORIES } from '../../../mocks/repositories/first-screen';
import { MEMORY_REPOSITORIES } from '../../../mocks/repositories/memory';
import { OTHER_SCREENS_MEMORY_REPOSITORIES } from '../../../mocks/repositories/other-screens';
import { SQL_REPOSITORIES } from '../../../server/repositories/sql';
import { TEST_NOW } from '../../api';

const CONTRACT = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

describe('the domains’ descriptors', () => {
  it('sit in the registry their firstScreen flag says: the first screen’s or the other screens’', () => {
    expect(FIRST_SCREEN_DOMAINS.filter((domain) => !domain.firstScreen).map((domain) => domain.name)).toEqual([]);
    expect(OTHER_SCREENS_DOMAINS.filter((domain) => domain.firstScreen).map((domain) => domain.name)).toEqual([]);
  });

  it('are well formed: one name each, each collection and repository claimed once, fixtures building exactly the collections named', () => {
    expect(() => checkDomains(DOMAINS)).not.toThrow();
    expect(() => checkFixtures(DOMAINS, TEST_NOW)).not.toThrow();
    expect(collectionsOf(DOMAINS).sort()).toEqual(Object.keys(createFixtureData({ now: TEST_NOW })).sort());
  });

  it('are known to the first screen, before the rest loads, as `npm run codegen` last wrote them', () => {
    // If this fails, run `npm run codegen` (scripts/domain-manifest.mjs) and commit domain/__generated__.
    expect(OTHER_SCREENS_MANIFEST).toEqual(partManifestOf(OTHER_SCREENS_DOMAINS));
  });

  it('name every repository of the context once, and each server has a store for each and no other', () => {
    expectTypeOf<RepositoryKeysOf<typeof DOMAINS>>().toEqualTypeOf<keyof Repositories>();
    const keys = repositoryKeysOf(DOMAINS).sort();
    expect(Object.keys(MEMORY_REPOSITORIES).sort()).toEqual(keys);
    expect(Object.keys(SQL_REPOSITORIES).sort()).toEqual(keys);
    expect(Object.keys(FIRST_SCREEN_MEMORY_REPOSITORIES).sort()).toEqual(repositoryKeysOf(FIRST_SCREEN_DOMAINS).sort());
    expect(Object.keys(OTHER_SCREENS_MEMORY_REPOSITORIES).sort()).toEqual(repositoryKeysOf(OTHER_SCREENS_DOMAINS).sort());
    const db = new Database(null, { now: () => TEST_NOW });
    expect(FIRST_SCREEN_MEMORY_REPOSITORIES.users(db).constructor.name).toBe('MemoryUsers');
  });

  it('resolve every Mutation field of the contract, each in one domain', async () => {
    const contractFields = Object.keys(buildSchema(CONTRACT).getMutationType()?.getFields() ?? {}).sort();
    const owners = new Map<string, string[]>();
    for (const domain of DOMAINS) {
      for (const name of Object.keys((await domain.mutations?.()) ?? {})) owners.set(name, [...(owners.get(name) ?? []), domain.name]);
    }
    expect([...owners.keys()].sort()).toEqual(contractFields);
    expect([...owners].filter(([, domains]) => domains.length > 1)).toEqual([]);
  });
});
