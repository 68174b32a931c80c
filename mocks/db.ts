import { createFixtureData, type FixtureData } from './fixtures';
import type { FixtureOptions, ScaleOptions } from './fixtures/types';

/**
 * The in-memory database of the in-browser server.
 *
 * All collections live in `data`. After each mutation the whole database is saved to storage and on
 * start it is restored. A stored copy that cannot be read, or that was written by another version,
 * is replaced by fresh fixtures; that is never fatal.
 */

/** Bump when the shape of any collection changes: older stored copies are then discarded. */
export const DB_VERSION = 1;
export const DB_STORAGE_KEY = 'hvac-portal:db';

export type DbData = FixtureData & { version: number; createdAt: string };

/** The subset of the Web Storage API the server uses (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the current data came from when the database opened. */
export type DbOrigin = 'fixtures' | 'storage' | 'discarded-corrupt' | 'discarded-old-version';

export interface DbOptions {
  now?: () => Date;
  scale?: ScaleOptions;
}

export function createDb(options: FixtureOptions): DbData {
  return { ...createFixtureData(options), version: DB_VERSION, createdAt: options.now.toISOString() };
}

export class Database {
  data: DbData;
  origin: DbOrigin;
  /** Increases on every change; resolvers may key caches on it. */
  revision = 0;
  /** The last save failure (e.g. storage quota exceeded); the in-memory data is kept. */
  saveError: Error | null = null;
  private readonly now: () => Date;
  private readonly scale: ScaleOptions | undefined;

  constructor(
    private readonly storage: KeyValueStorage | null,
    options: DbOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.scale = options.scale;
    const { data, origin } = this.load();
    this.data = data;
    this.origin = origin;
  }

  private fresh(): DbData {
    return createDb({ now: this.now(), scale: this.scale });
  }

  private load(): { data: DbData; origin: DbOrigin } {
    const stored = this.storage?.getItem(DB_STORAGE_KEY) ?? null;
    if (stored === null) return { data: this.fresh(), origin: 'fixtures' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      return this.discard('discarded-corrupt');
    }
    if (!isDbData(parsed)) return this.discard('discarded-corrupt');
    if (parsed.version !== DB_VERSION) return this.discard('discarded-old-version');
    return { data: parsed, origin: 'storage' };
  }

  private discard(origin: DbOrigin): { data: DbData; origin: DbOrigin } {
    this.storage?.removeItem(DB_STORAGE_KEY);
    return { data: this.fresh(), origin };
  }

  /** Records a change: bumps the revision and saves. */
  commit(): void {
    this.revision += 1;
    this.save();
  }

  save(): void {
    if (!this.storage) return;
    try {
      this.storage.setItem(DB_STORAGE_KEY, JSON.stringify(this.data));
      this.saveError = null;
    } catch (error) {
      this.saveError = error instanceof Error ? error : new Error(String(error));
    }
  }

  /** Returns every collection to the fixtures. */
  reset(): void {
    this.data = this.fresh();
    this.origin = 'fixtures';
    this.commit();
  }

  /** Re-reads the stored copy (another tab changed it). */
  reload(): void {
    const { data, origin } = this.load();
    this.data = data;
    this.origin = origin;
    this.revision += 1;
  }
}

function isDbData(value: unknown): value is DbData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.version === 'number' && Array.isArray(record.users) && Array.isArray(record.notifications);
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
