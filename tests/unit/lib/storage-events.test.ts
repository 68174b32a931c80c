import { describe, expect, it } from 'vitest';
import { isStorageEvent } from '../../../src/lib/storage-events';

describe("the in-browser server's storage events, as the shell reads them from a window event", () => {
  it('takes each kind of storage event', () => {
    for (const event of [{ type: 'save-failed', error: new Error('quota') }, { type: 'saved' }, { type: 'reset', reason: 'corrupt' }, { type: 'external-change' }]) {
      expect(isStorageEvent(event), event.type).toBe(true);
    }
  });

  it('ignores anything else another script might send with the same event name', () => {
    for (const detail of [null, undefined, 'saved', 42, {}, { type: 7 }, { type: 'toString' }, { type: 'deleted' }]) {
      expect(isStorageEvent(detail), String(JSON.stringify(detail))).toBe(false);
    }
  });
});
