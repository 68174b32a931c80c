import { useCallback, useState } from 'react';

/** localStorage key of the desktop sidebar's state (docs/product.md, "Screens and navigation"): "true" expanded, "false" collapsed. */
export const SIDEBAR_OPEN_KEY = 'sidebarOpen';

/** Expanded unless the stored value says "false"; storage that cannot be read means the default. */
export function readSidebarOpen(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SIDEBAR_OPEN_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeSidebarOpen(storage: Pick<Storage, 'setItem'> | null, open: boolean): void {
  try {
    storage?.setItem(SIDEBAR_OPEN_KEY, String(open));
  } catch {
    // Storage full or blocked: the sidebar still toggles for this page.
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The desktop sidebar's expanded state, persisted under `sidebarOpen` (expanded by default). */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => readSidebarOpen(browserStorage()));
  const toggle = useCallback(() => {
    writeSidebarOpen(browserStorage(), !open);
    setOpen(!open);
  }, [open]);
  return [open, toggle];
}
