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
export const DB_VERSION = 3;

/**
 * Every top-level collection of the database. A stored copy missing any of them is discarded.
 * A unit test keeps this list equal to what the fixtures build; when it changes, bump DB_VERSION.
 */
export const DB_KEYS: readonly string[] = [
  'adminPromotions',
  'adminPromotionsSequence',
  'certificationPaths',
  'certifications',
  'claimGoals',
  'claims',
  'contestBanner',
  'courseProgress',
  'courses',
  'customerPromotions',
  'dealerships',
  'deletedProducts',
  'earnRateHistory',
  'earnRates',
  'earnRatesSequence',
  'earningRecords',
  'eventAttendance',
  'eventRegistrations',
  'events',
  'faqCategories',
  'faqEntries',
  'fundGuidelines',
  'fundTransactions',
  'heroSlides',
  'notifications',
  'offerActivations',
  'participants',
  'passwordResets',
  'pastEvents',
  'pointsExpirations',
  'pointsLedger',
  'products',
  'productsSequence',
  'purchaseVolumeGoals',
  'purchaseVolumeMonths',
  'recognitions',
  'registrations',
  'reportDefinitions',
  'reportRuns',
  'resourceEmergencyContacts',
  'resourceLinks',
  'resourceMeetingRequests',
  'resourceTerritoryManagers',
  'reviews',
  'rewardCartLines',
  'rewardCatalog',
  'rewardOffers',
  'rewardRedemptions',
  'rewardTiers',
  'rewardTiles',
  'rewardsAdminCatalog',
  'spotAwards',
  'spotAwardsSequence',
  'storeLoyaltyStats',
  'trainingActivity',
  'trainingLeaders',
  'users',
  'webinarRegistrations',
  'webinars',
];
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
  private dirty = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
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

  save(): void {
    this.dirty = false;
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
    this.flush();
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
  return typeof record.version === 'number' && DB_KEYS.every((key) => key in record);
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
