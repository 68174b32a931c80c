import type { FixtureData } from './fixtures';
import { createFirstScreenData, FIRST_SCREEN_COLLECTIONS, FIRST_SCREEN_DOMAINS } from './domains/first-screen';
import { OTHER_SCREENS_MANIFEST } from './__generated__/other-screens-manifest';
import { collectionsBuilder, collectionsOf, type AnyDomain, type PartManifest } from './domains/define';
import { awaitingOtherScreens, fillIn } from './lib/later-part';
import { DB_GENERATION_KEY, DB_STORAGE_KEY } from './storage-keys';
import type { FixtureOptions, ScaleOptions } from './fixtures/types';
import type { DbStorageEvent } from '../src/lib/storage-events';
import { NETWORK, type Scope } from './scope';
import type { LiveEvent } from './lib/live/events';

/**
 * The in-memory database of the in-browser server.
 *
 * All collections live in `data`. After each mutation the whole database is saved to storage and on
 * start it is restored. A stored copy that cannot be read, or that was written by another version,
 * is replaced by fresh fixtures; that is never fatal.
 */

/** Bump when the shape of any collection changes: older stored copies are then discarded. */
export const DB_VERSION = 9;

/**
 * The collections the shell and every role's dashboard read: those of the first screen's domains
 * (domain/domains/first-screen.ts). A stored copy missing any of them is discarded. When they change,
 * bump DB_VERSION.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = FIRST_SCREEN_COLLECTIONS;

/**
 * The collections only the other screens read: those of the other screens' domains, by their manifest
 * (domain/__generated__/other-screens-manifest.ts, from domain/domains/other-screens.ts), which the
 * first screen has without their code. The in-browser server builds them when the rest of the server
 * first loads (mocks/other-screens.ts), so a stored copy may hold all of them or none; a copy holding
 * some of them is discarded.
 */
export const OTHER_SCREENS_KEYS: readonly string[] = OTHER_SCREENS_MANIFEST.collections;

/** Every top-level collection of the database. */
export const DB_KEYS: readonly string[] = [...FIRST_SCREEN_KEYS, ...OTHER_SCREENS_KEYS].sort();

export { DB_GENERATION_KEY, DB_STORAGE_KEY } from './storage-keys';

export type DbData = FixtureData & { version: number; createdAt: string };

/** The subset of the Web Storage API the server uses (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the current data came from when the database opened. */
export type DbOrigin = 'fixtures' | 'storage' | 'discarded-corrupt' | 'discarded-old-version';

/** What the database tells the page about its storage (the shell turns these into notices). */
export type { DbStorageEvent };

/** Builds the other screens' collections (`createOtherScreensData`, domain/domains/other-screens.ts). */
export type OtherScreensCollections = (options: FixtureOptions) => object;

/**
 * Which collections a database holds, in its two parts: those it builds when it opens, and those that
 * come with the rest of the in-browser server. The portal's are its domains' (`PORTAL_DB_LAYOUT`); a
 * server given more domains lays out theirs too (mocks/server.ts).
 */
export interface DbLayout {
  firstScreenKeys: readonly string[];
  createFirstScreen: (options: FixtureOptions) => object;
  otherScreensKeys: readonly string[];
}

export const PORTAL_DB_LAYOUT: DbLayout = { firstScreenKeys: FIRST_SCREEN_KEYS, createFirstScreen: createFirstScreenData, otherScreensKeys: OTHER_SCREENS_KEYS };

/** The layout of the first screen's domains' collections and, known by their manifest, the other screens'. */
export function dbLayoutOf(firstScreen: readonly AnyDomain[], otherScreens: PartManifest): DbLayout {
  if (firstScreen === FIRST_SCREEN_DOMAINS && otherScreens === OTHER_SCREENS_MANIFEST) return PORTAL_DB_LAYOUT;
  return { firstScreenKeys: collectionsOf(firstScreen), createFirstScreen: collectionsBuilder(firstScreen), otherScreensKeys: otherScreens.collections };
}

export interface DbOptions {
  now?: () => Date;
  scale?: ScaleOptions;
  /** The collections it holds; the portal's domains' unless given. */
  layout?: DbLayout;
  /**
   * The other screens' collections from the start. Without it the database opens with the first
   * screen's collections only, and `addOtherScreens` builds the rest when that part of the in-browser
   * server has loaded (mocks/other-screens.ts).
   */
  otherScreens?: OtherScreensCollections;
}

/** A copy discarded at load time, as the notice the page shows for it. */
export function resetReason(origin: DbOrigin): 'corrupt' | 'old-version' | null {
  if (origin === 'discarded-corrupt') return 'corrupt';
  if (origin === 'discarded-old-version') return 'old-version';
  return null;
}

/**
 * Several tabs share one stored copy. Each tab remembers the generation its data came from
 * (`baseGeneration`). Before every operation the browser entry calls `syncFromStorage()`, and on the
 * `storage` event of another tab's save as well: when the stored generation is newer, the tab adopts
 * the stored copy before it reads or changes anything, so a change always applies on top of the other
 * tab's latest saved data and the save that follows carries both. A save writes the data, then the
 * next generation. A tab holding changes it could not save yet (storage full, or a save pending in
 * the current task) keeps them rather than dropping them for the stored copy.
 */
export class Database {
  data: DbData;
  origin: DbOrigin;
  /** Increases on every change; resolvers may key caches on it. */
  revision = 0;
  /** The last save failure (e.g. storage quota exceeded); the in-memory data is kept. */
  saveError: Error | null = null;
  /** The stored generation this tab's data came from or last wrote. */
  baseGeneration = 0;
  /**
   * Whose rows the memory repositories read and change (domain/scope.ts): the in-browser server has
   * one session, and sets it from that session's viewer before each operation; the network until then.
   */
  scope: Scope = NETWORK;
  private dirty = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => Date;
  private readonly scale: ScaleOptions | undefined;
  private otherScreens: OtherScreensCollections | null;
  private readonly layout: DbLayout;
  private readonly listeners = new Set<(event: DbStorageEvent) => void>();
  private announced: LiveEvent[] = [];

  constructor(
    private readonly storage: KeyValueStorage | null,
    options: DbOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.scale = options.scale;
    this.layout = options.layout ?? PORTAL_DB_LAYOUT;
    this.otherScreens = options.otherScreens ?? null;
    this.baseGeneration = this.storedGeneration();
    const { data, origin } = this.load();
    this.data = data;
    this.origin = origin;
  }

  /**
   * Notes a change the subscriptions announce (docs/server.md, "Live updates"). The memory repositories
   * note each change they make; the server announces them once the operation is over and saved.
   */
  announce(event: LiveEvent): void {
    this.announced.push(event);
  }

  /** The changes noted since the last call, oldest first. */
  takeAnnounced(): LiveEvent[] {
    const events = this.announced;
    this.announced = [];
    return events;
  }

  /** Listens to storage events (save failures, resets, another tab's changes); returns the unsubscriber. */
  subscribe(listener: (event: DbStorageEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: DbStorageEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private fresh(): DbData {
    const now = this.now();
    return this.completed({ ...this.layout.createFirstScreen({ now, scale: this.scale }), version: DB_VERSION, createdAt: now.toISOString() } as DbData);
  }

  /**
   * Builds the other screens' collections into this database now that their part of the server has
   * loaded (mocks/other-screens.ts), unless it holds them already. Building them is not a change: the
   * same rows come back whenever they are built again, so they are saved with the next change, and
   * opening a screen never writes to storage.
   */
  addOtherScreens(build: OtherScreensCollections): void {
    if (this.otherScreens) return;
    this.otherScreens = build;
    this.data = this.completed(this.data);
  }

  /**
   * `data` with the other screens' collections, built from the instant the database was created (the
   * same rows as building them with the rest), when their fixtures are here; else with each of them
   * reading as an error that says so, and left out of what is saved, until `addOtherScreens`.
   */
  private completed(data: DbData): DbData {
    if (holdsOtherScreens(data, this.layout)) return data;
    if (this.otherScreens) fillIn(data, this.otherScreens({ now: new Date(data.createdAt), scale: this.scale }));
    else awaitingOtherScreens(data, this.layout.otherScreensKeys, 'collection', { enumerable: false });
    return data;
  }

  /** The generation of the stored copy (0 when none was written or it cannot be read). */
  storedGeneration(): number {
    let raw: string | null = null;
    try {
      raw = this.storage?.getItem(DB_GENERATION_KEY) ?? null;
    } catch {
      return 0;
    }
    const value = raw === null ? 0 : Number(raw);
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  }

  private load(): { data: DbData; origin: DbOrigin } {
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(DB_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    if (stored === null) return { data: this.fresh(), origin: 'fixtures' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      return this.discard('discarded-corrupt');
    }
    if (!isDbData(parsed, this.layout)) return this.discard('discarded-corrupt');
    if (parsed.version !== DB_VERSION) return this.discard('discarded-old-version');
    return { data: this.completed(parsed), origin: 'storage' };
  }

  private discard(origin: DbOrigin): { data: DbData; origin: DbOrigin } {
    try {
      this.storage?.removeItem(DB_STORAGE_KEY);
    } catch {
      // Nothing more to do: the fresh data below is used either way.
    }
    return { data: this.fresh(), origin };
  }

  /**
   * Records a change: bumps the revision and schedules a save. Saves coalesce into the next task, so a
   * mutation answers without waiting for the whole database to be serialized; `flush()` saves at once
   * (the browser entry calls it when the page is hidden or unloaded).
   */
  commit(): void {
    this.revision += 1;
    this.dirty = true;
    if (!this.storage || this.saveTimer !== null) return;
    this.saveTimer = setTimeout(() => this.flush(), 0);
  }

  /** Saves now if anything changed since the last save. */
  flush(): void {
    if (this.saveTimer !== null) {
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
    }
    if (this.dirty) this.save();
  }

  /** Whether this tab holds changes that are not in storage (a save pending or failed). */
  get unsaved(): boolean {
    return this.dirty || this.saveError !== null;
  }

  save(): void {
    this.dirty = false;
    if (!this.storage) return;
    const failedBefore = this.saveError !== null;
    try {
      const generation = Math.max(this.storedGeneration(), this.baseGeneration) + 1;
      this.storage.setItem(DB_STORAGE_KEY, JSON.stringify(this.data));
      this.storage.setItem(DB_GENERATION_KEY, String(generation));
      this.baseGeneration = generation;
      this.saveError = null;
      if (failedBefore) this.emit({ type: 'saved' });
    } catch (error) {
      this.saveError = error instanceof Error ? error : new Error(String(error));
      this.emit({ type: 'save-failed', error: this.saveError });
    }
  }

  /**
   * What storage did with a save that went through someone else (the page writes for the server in
   * its worker): a failure keeps this tab's data marked unsaved, so another tab's copy never replaces
   * it; a success clears that. The page tells the user either way.
   */
  acknowledgeSave(error: Error | null): void {
    this.saveError = error;
  }

  /** Returns every collection to the fixtures. */
  reset(): void {
    this.data = this.fresh();
    this.origin = 'fixtures';
    this.commit();
    this.flush();
  }

  /** Re-reads the stored copy (another tab changed it). */
  reload(): void {
    this.baseGeneration = this.storedGeneration();
    const { data, origin } = this.load();
    this.data = data;
    this.origin = origin;
    this.revision += 1;
    const reason = resetReason(origin);
    if (reason) this.emit({ type: 'reset', reason });
  }

  /**
   * Adopts the stored copy when another tab saved a newer one since this tab's data was loaded or
   * saved; returns whether it did. Changes this tab could not save yet are kept instead (and written
   * over the stored copy by the next save).
   */
  syncFromStorage(): boolean {
    if (!this.storage || this.unsaved) return false;
    if (this.storedGeneration() <= this.baseGeneration) return false;
    this.reload();
    this.emit({ type: 'external-change' });
    return true;
  }
}

/** A stored copy: a version, its creation instant, every first-screen collection, and the other screens' all or none. */
function isDbData(value: unknown, layout: DbLayout): value is DbData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const others = layout.otherScreensKeys.filter((key) => key in record).length;
  return (
    typeof record.version === 'number' &&
    typeof record.createdAt === 'string' &&
    !Number.isNaN(Date.parse(record.createdAt)) &&
    layout.firstScreenKeys.every((key) => key in record) &&
    (others === 0 || others === layout.otherScreensKeys.length)
  );
}

/** Whether `data` holds the other screens' collections themselves (not the placeholders that say they are not built yet). */
function holdsOtherScreens(data: DbData, layout: DbLayout): boolean {
  return layout.otherScreensKeys.every((key) => Object.getOwnPropertyDescriptor(data, key)?.enumerable === true);
}

/** A Map-backed storage for tests and Node benchmarks. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}
