import { useEffect } from 'react';
import { deferred, preload, useDeferred } from './deferred';
import { SWIPE_DISMISS_PX, toaster } from './toast-store';

export { SWIPE_DISMISS_PX, toaster };

/**
 * The toasts' code (the toast group and its swipe) stays out of the first load: it arrives after the
 * first screen (`loadToaster`) or with the first toast, which it then shows (the toaster's store,
 * src/components/ui/toast-store.ts, keeps every toast created before it arrives).
 */
const toasts = deferred(() => import('./toaster-layer'));

/** Starts loading the toasts' code (the shell calls it once the first screen shows). */
export function loadToaster(): void {
  preload(toasts);
}

export function Toaster() {
  const layer = useDeferred(toasts);
  useEffect(() => (layer ? undefined : toaster.subscribe(loadToaster)), [layer]);
  return layer ? <layer.ToasterLayer /> : null;
}
