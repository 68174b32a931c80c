import { deferred, preload, useDeferred } from '../../lib/deferred';
import { onToast, SWIPE_DISMISS_PX, toaster } from './toast-store';

export { SWIPE_DISMISS_PX, toaster };

/**
 * The toasts' code (their store and machines, the toast group and its swipe) stays out of the first
 * load: it arrives after the first screen (`loadToaster`) or with the first toast, which it then shows
 * (src/components/ui/toast-store.ts keeps every toast asked for before it arrives).
 */
const toasts = deferred(() => import('./toaster-layer'));

/** Starts loading the toasts' code (the shell calls it once the first screen shows). */
export function loadToaster(): void {
  preload(toasts);
}

onToast(loadToaster);

export function Toaster() {
  const layer = useDeferred(toasts);
  return layer ? <layer.ToasterLayer /> : null;
}
