/**
 * A domain added through its descriptor alone (domain/domains/define.ts): a toy with one query field
 * the contract does not have, one collection, one repository (a memory store and a SQL store over a table
 * of its own) and one resolver. Both servers serve it beside the portal's domains, and each refuses to
 * start when one of its parts is missing, naming the domain and the part.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../domain/db';
import { contractWith, defineDomain, partManifestOf, resolversOf, typeDefsOf } from '../../domain/domains/define';
import { OTHER_SCREENS_DOMAINS } from '../../domain/domains/other-screens';
import { createPortalApp } from '../../server/app';
import type { SqlDeps } from '../../server/repositories/sql';
import { createPortalServer, createServer, FIRST_SCREEN_PART } from '../../mocks/server';
import { otherScreens } from '../../mocks/other-screens';
import { portalContract } from '../../mocks/contract';
import { makePortalSchema } from '../../domain/executable-schema';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../domain/session-store';
import { TEST_NOW } from '../api';
import { startOn, STORES, testSettings, type TestApp } from './harness';

interface ToyGreetingRow {
  id: string;
  text: string;
}

/** The toy's repository: a greeting's text by id. */
interface ToyGreetings {
  text(id: string): Promise<string | null>;
}

const GREETING = 'Hello from a domain added by its descriptor';

const toy = defineDomain({
  name: 'toy',
  firstScreen: false,
  collections: ['toyGreetings'],
  fixtures: (): { toyGreetings: ToyGreetingRow[] } => ({ toyGreetings: [{ id: 'hello', text: GREETING }] }),
  repositories: ['toyGreetings'],
  resolvers: [
    {
      Query: {
        toyGreeting: (_parent: unknown, { id }: { id: string }, ctx: { repositories: unknown }) => (ctx.repositories as { toyGreetings: ToyGreetings }).toyGreetings.text(id),
      },
    },
  ],
  typeDefs: 'extend type Query {\n  "A greeting of the toy domain, by id."\n  toyGreeting(id: ID!): String\n}',
  migrations: {
    '9000_toy_greetings': {
      async up(db) {
        await db.schema
          .createTable('toy_greetings')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('text', 'text', (col) => col.notNull())
          .execute();
        await sql`insert into toy_greetings (id, text) values ('hello', ${GREETING})`.execute(db);
      },
    },
  },
});

/** The toy's store over the in-browser database: its collection. */
const memoryToy = { toyGreetings: (db: { data: unknown }): ToyGreetings => ({ text: async (id) => (db.data as { toyGreetings: ToyGreetingRow[] }).toyGreetings.find((row) => row.id === id)?.text ?? null }) };

/** The toy's store over the SQL store: its table. */
const sqlToy = {
  toyGreetings: ({ sql: executor }: SqlDeps): ToyGreetings => ({
    text: async (id) => (await sql<{ text: string }>`select text from toy_greetings where id = ${id}`.execute(executor)).rows[0]?.text ?? null,
  }),
};

const QUERY = '{ toyGreeting(id: "hello") viewer { user { name } } }';

function signedInStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, 'dealer');
  return storage;
}

describe('a domain added through its descriptor', () => {
  it('is served by the in-browser server beside the portal’s domains', async () => {
    const server = createServer({ storage: signedInStorage(), now: () => TEST_NOW, config: { signInDelayMs: 0 } }, { domains: [toy], repositories: memoryToy });
    const result = await server.run<{ toyGreeting: string; viewer: { user: { name: string } } }>(QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data?.toyGreeting).toBe(GREETING);
    expect(result.data?.viewer.user.name).toBeTruthy();
  });

  it('comes with the rest of the in-browser server, as the worker loads it, and is guarded until then', async () => {
    let loads = 0;
    const rest = { domains: [...OTHER_SCREENS_DOMAINS, toy], repositories: { ...otherScreens.repositories, ...memoryToy } };
    const server = createPortalServer(
      { storage: signedInStorage(), now: () => TEST_NOW, config: { signInDelayMs: 0 } },
      {
        // As the worker makes it: the contract with every domain's additions, and the first screen's resolvers.
        schema: makePortalSchema(contractWith(portalContract, typeDefsOf([...FIRST_SCREEN_PART.domains, ...rest.domains])), { domains: resolversOf(FIRST_SCREEN_PART.domains) }),
        otherScreens: async () => {
          loads += 1;
          return rest;
        },
        otherScreensManifest: partManifestOf(rest.domains),
      },
    );
    expect(() => (server.contextFor().db.data as unknown as { toyGreetings: unknown }).toyGreetings).toThrow(/toyGreetings collection was used before the rest/);
    expect(() => (server.contextFor().repositories as unknown as { toyGreetings: unknown }).toyGreetings).toThrow(/toyGreetings repository was used before the rest/);
    const result = await server.run<{ toyGreeting: string }>(QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data?.toyGreeting).toBe(GREETING);
    expect(loads).toBe(1);
  });

  describe.each(STORES)('on the HTTP server (%s)', (kind) => {
    let app: TestApp | null = null;
    afterAll(async () => {
      await app?.close();
    });

    it('is served from its own table, as the in-browser server serves it from its collection', async () => {
      app = await startOn(kind, { extra: { domains: [toy], repositories: sqlToy } });
      const answer = await app.browser().gql<{ toyGreeting: string }>('{ toyGreeting(id: "hello") }');
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.toyGreeting).toBe(GREETING);
      const memory = createServer({ storage: new MemoryStorage(), now: () => TEST_NOW }, { domains: [toy], repositories: memoryToy });
      expect((await memory.run('{ toyGreeting(id: "hello") }')).data).toEqual(answer.data);
    });
  });
});

describe('a domain missing one of its parts', () => {
  it('stops the in-browser server with an error naming the domain and the missing memory repository', () => {
    // @ts-expect-error The toy names a repository this server has no store for: it does not type-check either.
    const start = () => createServer({ storage: new MemoryStorage(), now: () => TEST_NOW }, { domains: [toy], repositories: {} });
    expect(start).toThrow('The toy domain has no memory repository for its "toyGreetings" repository');
  });

  it('stops the HTTP server with an error naming the domain and the missing SQL repository, before it opens the database', async () => {
    // @ts-expect-error As above, for the SQL store.
    const start = createPortalApp(testSettings(), { dataDir: null, now: () => TEST_NOW, extra: { domains: [toy], repositories: {} } });
    await expect(start).rejects.toThrow('The toy domain has no SQL repository for its "toyGreetings" repository');
  });

  it('names the domain whose collections have no fixtures, or whose fixtures build others', () => {
    const options = { storage: new MemoryStorage(), now: () => TEST_NOW };
    const { fixtures: _fixtures, ...withoutFixtures } = toy;
    expect(() => createServer(options, { domains: [withoutFixtures], repositories: memoryToy })).toThrow('The toy domain names the collections toyGreetings but has no fixtures to build them');
    const misnamed = { ...toy, fixtures: () => ({ toyGreeting: [] as ToyGreetingRow[] }) };
    expect(() => createServer(options, { domains: [misnamed], repositories: memoryToy })).toThrow("The toy domain's fixtures build toyGreeting, but it names the collections toyGreetings");
  });

  it('names the domain that claims a collection or a repository another domain owns', () => {
    const options = { storage: new MemoryStorage(), now: () => TEST_NOW };
    const clashing = defineDomain({ ...toy, collections: ['faqEntries'], fixtures: () => ({ faqEntries: [] }), repositories: [] });
    expect(() => createServer(options, { domains: [clashing], repositories: {} })).toThrow('The faqEntries collection is claimed by both the faq and the toy domain');
    const sharing = defineDomain({ ...toy, repositories: ['products'] as const });
    expect(() => createServer(options, { domains: [sharing], repositories: {} as never })).toThrow('The products repository is claimed by both the admin-products and the toy domain');
  });

});
