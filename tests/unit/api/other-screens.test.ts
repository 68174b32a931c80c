/**
 * The in-browser server in two parts (mocks/portal-server.ts): the page's worker answers the shell and
 * the dashboards with the first screen's part and loads the rest (mocks/other-screens.ts) with the
 * first operation that needs it. These check that the answers are the same as the whole server's, that
 * the rest loads once and only when needed, and that the database keeps the same rows either way.
 */
import type { DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { DashboardScreenDocument, FaqScreenDocument, ShellNotificationsDocument, ShellViewerDocument } from '../../../src/graphql/__generated__/graphql';
import { portalContract } from '../../../mocks/contract';
import { Database, DB_KEYS, DB_STORAGE_KEY, FIRST_SCREEN_KEYS, MemoryStorage, OTHER_SCREENS_KEYS, resetReason } from '../../../domain/db';
import { makePortalSchema } from '../../../domain/executable-schema';
import { createFixtureData } from '../../../domain/fixtures';
import { createFirstScreenData, firstScreenResolvers } from '../../../domain/domains/first-screen';
import { createOtherScreensData } from '../../../domain/domains/other-screens';
import { otherScreens } from '../../../mocks/other-screens';
import { isFirstScreenOperation } from '../../../mocks/portal-operations';
import { createPortalServer, OTHER_SCREENS_REPOSITORIES, type OtherScreensPart } from '../../../mocks/server';
import { memoryOtherScreensRepositories } from '../../../mocks/repositories/other-screens';
import { AUTHENTICATED_KEY, ROLE_KEY } from '../../../domain/session-store';
import type { RoleKey } from '../../../domain/fixtures/types';
import { createTestServer, TEST_NOW } from '../../api';

const ROLES: readonly RoleKey[] = ['dealer', 'comfort-advisor', 'client-admin'];

/** The server as the page's worker builds it, with a loader that counts its calls. */
function workerServer(role: RoleKey, storage = new MemoryStorage()) {
  storage.setItem(AUTHENTICATED_KEY, 'true');
  storage.setItem(ROLE_KEY, role);
  const loads = { count: 0 };
  const server = createPortalServer(
    { storage, now: () => TEST_NOW, config: { signInDelayMs: 0 } },
    {
      schema: makePortalSchema(portalContract, { domains: firstScreenResolvers }),
      otherScreens: async (): Promise<OtherScreensPart> => {
        loads.count += 1;
        return otherScreens;
      },
    },
  );
  return { server, loads, storage };
}

function firstScreenOperations(role: RoleKey): { document: DocumentNode; name: string; variables?: Record<string, unknown> }[] {
  return [
    { document: ShellViewerDocument, name: 'ShellViewer' },
    { document: ShellNotificationsDocument, name: 'ShellNotifications' },
    { document: DashboardScreenDocument, name: 'DashboardScreen', variables: { dealer: role === 'dealer', advisor: role === 'comfort-advisor', admin: role === 'client-admin' } },
  ];
}

describe('the first screen before the rest of the server', () => {
  for (const role of ROLES) {
    it(`answers the ${role}'s shell and dashboard as the whole server does, without loading the rest`, async () => {
      const { server, loads } = workerServer(role);
      const whole = createTestServer(role);
      for (const { document, name, variables } of firstScreenOperations(role)) {
        expect(isFirstScreenOperation(name)).toBe(true);
        const answer = await server.execute(document, variables, name, true);
        expect(answer.errors, name).toBeUndefined();
        expect(answer).toEqual(await whole.execute(document, variables, name));
      }
      expect(loads.count).toBe(0);
    });
  }

  it('loads the rest once, with the first operation that is not the first screen’s, and then answers it as the whole server does', async () => {
    const { server, loads } = workerServer('dealer');
    expect(isFirstScreenOperation('FaqScreen')).toBe(false);
    const [first, second] = await Promise.all([server.execute(FaqScreenDocument, {}, 'FaqScreen'), server.execute(FaqScreenDocument, {}, 'FaqScreen')]);
    expect(loads.count).toBe(1);
    expect(first.errors).toBeUndefined();
    expect(first).toEqual(second);
    expect(first).toEqual(await createTestServer('dealer').execute(FaqScreenDocument, {}, 'FaqScreen'));
    expect(server.contextFor().repositories.products.constructor.name).toBe('MemoryProducts');
    expect(Object.keys(server.contextFor().db.data)).toEqual(expect.arrayContaining([...OTHER_SCREENS_KEYS]));
  });

  it('says what is missing when the first screen’s part reads the rest before it loaded', () => {
    const { server } = workerServer('dealer');
    const context = server.contextFor();
    expect(() => context.db.data.faqEntries).toThrow(/faqEntries collection was used before the rest of the in-browser server loaded/);
    expect(() => context.repositories.products).toThrow(/products repository was used before the rest of the in-browser server loaded/);
  });
});

describe('the database in two parts', () => {
  it('keeps the first screen’s collections and the other screens’ apart, together every collection', () => {
    const now = TEST_NOW;
    expect([...FIRST_SCREEN_KEYS].sort()).toEqual(Object.keys(createFirstScreenData({ now })).sort());
    expect([...OTHER_SCREENS_KEYS].sort()).toEqual(Object.keys(createOtherScreensData({ now })).sort());
    expect([...DB_KEYS]).toEqual(Object.keys(createFixtureData({ now })).sort());
    const db = new Database(null, { now: () => now, otherScreens: createOtherScreensData });
    expect(Object.keys(memoryOtherScreensRepositories(db)).sort()).toEqual([...OTHER_SCREENS_REPOSITORIES].sort());
  });

  it('builds the other screens’ rows later exactly as it would have at the start, and saves them with the next change', () => {
    const later = new Date(TEST_NOW.getTime() + 3 * 86_400_000);
    let clock = TEST_NOW;
    const storage = new MemoryStorage();
    const db = new Database(storage, { now: () => clock });
    db.commit();
    db.flush();
    // What a first visit saves: the first screen's collections, none of the others.
    const saved = JSON.parse(storage.getItem(DB_STORAGE_KEY)!) as Record<string, unknown>;
    expect(OTHER_SCREENS_KEYS.filter((key) => key in saved)).toEqual([]);
    expect(FIRST_SCREEN_KEYS.filter((key) => !(key in saved))).toEqual([]);

    // Days later the rest loads: its rows are laid out from the day the data was made, not today.
    clock = later;
    const reopened = new Database(storage, { now: () => clock });
    expect(reopened.origin).toBe('storage');
    reopened.addOtherScreens(createOtherScreensData);
    const whole = new Database(null, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    const rows = (db: Database) => db.data as unknown as Record<string, unknown>;
    for (const key of OTHER_SCREENS_KEYS) expect(rows(reopened)[key], key).toEqual(rows(whole)[key]);
    // Building them wrote nothing (opening a screen never writes); the next change saves them.
    reopened.flush();
    expect(storage.getItem(DB_STORAGE_KEY)).toBe(JSON.stringify(saved));
    reopened.commit();
    reopened.flush();
    const complete = JSON.parse(storage.getItem(DB_STORAGE_KEY)!) as Record<string, unknown>;
    expect(OTHER_SCREENS_KEYS.filter((key) => !(key in complete))).toEqual([]);
  });

  it('discards a stored copy that holds some of the other screens’ collections but not all', () => {
    const storage = new MemoryStorage();
    const whole = new Database(storage, { now: () => TEST_NOW, otherScreens: createOtherScreensData });
    whole.commit();
    whole.flush();
    const stored = JSON.parse(storage.getItem(DB_STORAGE_KEY)!) as Record<string, unknown>;
    delete stored.faqEntries;
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
    expect(resetReason(new Database(storage, { now: () => TEST_NOW }).origin)).toBe('corrupt');
  });
});

describe('a page opened on another screen', () => {
  it('has the worker load the rest of its server as it starts, before the screen asks (mocks/worker-protocol.ts)', async () => {
    const { serveServer } = await import('../../../mocks/worker-protocol');
    for (const otherScreen of [false, true]) {
      const channel = new MessageChannel();
      let loads: { count: number } | null = null;
      serveServer(channel.port1, (mirror) => {
        const made = workerServer('client-admin', mirror as unknown as MemoryStorage);
        loads = made.loads;
        return made.server;
      });
      channel.port2.postMessage({ type: 'init', entries: [], otherScreen });
      // The worker builds its server and starts the load in the same task, as `init` arrives.
      await vi.waitFor(() => expect(loads).not.toBeNull());
      expect(loads!.count, `otherScreen: ${otherScreen}`).toBe(otherScreen ? 1 : 0);
      channel.port1.close();
      channel.port2.close();
    }
  });
});
