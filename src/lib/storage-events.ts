/**
 * What the in-browser server (mocks/browser.ts) tells the page about the portal data it saves in this
 * browser, and the window event that carries it; the shell shows the notices (src/app/storage-notice.tsx).
 */

/** The window event that carries the database's storage events to the page. */
export const STORAGE_NOTICE_EVENT = 'portal:storage';

export type DbStorageEvent =
  /** A save failed (e.g. quota exceeded); the data is kept in memory. */
  | { type: 'save-failed'; error: Error }
  /** A save succeeded after an earlier one had failed. */
  | { type: 'saved' }
  /** The stored copy could not be used and was replaced by the sample data. */
  | { type: 'reset'; reason: 'corrupt' | 'old-version' }
  /** Another tab saved a newer copy and this database now holds it. */
  | { type: 'external-change' };

const STORAGE_EVENT_TYPES: ReadonlySet<string> = new Set<DbStorageEvent['type']>(['save-failed', 'saved', 'reset', 'external-change']);

/** Whether a window event's detail is one of the storage events above. */
export function isStorageEvent(value: unknown): value is DbStorageEvent {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && STORAGE_EVENT_TYPES.has(value.type);
}
