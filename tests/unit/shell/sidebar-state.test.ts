import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../domain/db';
import { readSidebarOpen, SIDEBAR_OPEN_KEY, writeSidebarOpen } from '../../../src/app/shell/sidebar-state';

describe('sidebar state in storage', () => {
  it('is expanded by default and when storage is unavailable', () => {
    expect(readSidebarOpen(new MemoryStorage())).toBe(true);
    expect(readSidebarOpen(null)).toBe(true);
    const broken = { getItem: () => { throw new Error('blocked'); } };
    expect(readSidebarOpen(broken)).toBe(true);
  });

  it('stores the state under sidebarOpen and reads it back', () => {
    const storage = new MemoryStorage();
    writeSidebarOpen(storage, false);
    expect(storage.getItem(SIDEBAR_OPEN_KEY)).toBe('false');
    expect(SIDEBAR_OPEN_KEY).toBe('sidebarOpen');
    expect(readSidebarOpen(storage)).toBe(false);
    writeSidebarOpen(storage, true);
    expect(readSidebarOpen(storage)).toBe(true);
  });

  it('treats anything but "false" as expanded', () => {
    const storage = new MemoryStorage();
    storage.setItem(SIDEBAR_OPEN_KEY, 'garbage');
    expect(readSidebarOpen(storage)).toBe(true);
  });
});
