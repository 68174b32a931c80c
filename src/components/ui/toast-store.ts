import type { CreateToasterProps, CreateToasterReturn } from '@chakra-ui/react';

/**
 * docs/product.md, "Business constants": at most 3 visible, 4000 ms by default, 356 px wide, 14 px
 * apart, bottom-right, swiped away by a 20 px drag, alt+T focuses them, removed after a 200 ms animation.
 */
export const TOASTER_SETTINGS: CreateToasterProps = {
  placement: 'bottom-end',
  max: 3,
  gap: 14,
  duration: 4000,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
  pauseOnPageIdle: true,
};

/** docs/product.md, "Business constants": a sideways drag at least this long toward the screen edge dismisses a toast. */
export const SWIPE_DISMISS_PX = 20;

type Store = CreateToasterReturn;
type ToastOptions = Parameters<Store['create']>[0];

/** The toasts' store, made by the toasts' code (src/components/ui/toaster-layer.tsx) once it has loaded. */
let store: Store | null = null;
/** Toasts asked for before it had loaded, shown as soon as it has. */
let waiting: ToastOptions[] = [];
let loadCode: () => void = () => undefined;
let sequence = 0;

/** Drops a waiting toast (every one without an id): before the code arrives, dismissing is removing. */
function forgetWaiting(id: string | undefined): void {
  waiting = id === undefined ? [] : waiting.filter((options) => options.id !== id);
}

/** The toasts' code hands its store over here; the toasts asked for meanwhile go to it in order. */
export function adoptToastStore(created: Store): void {
  store = created;
  const queued = waiting;
  waiting = [];
  for (const options of queued) created.create(options);
}

/**
 * What to call with every toast to have the toasts shown: it fetches their code the first time. The
 * store may be here already when the toaster has not asked for that code yet (the build puts the
 * tooltips' code in the same file, so loading those runs this one too).
 */
export function onToast(load: () => void): void {
  loadCode = load;
}

/**
 * The portal's toaster. Its store and the toasts' machines are part of the toasts' code, which stays out
 * of the first load; until it arrives a toast waits here (with its id, which `create` returns at once).
 * Every toast asks for the code, which the toaster then shows it with.
 */
export const toaster = {
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${(sequence += 1)}`;
    if (store) store.create({ ...options, id });
    else waiting.push({ ...options, id });
    loadCode();
    return id;
  },
  dismiss(id?: string): void {
    if (store) store.dismiss(id);
    else forgetWaiting(id);
  },
  remove(id?: string): void {
    if (store) store.remove(id);
    else forgetWaiting(id);
  },
  getVisibleToasts(): ReturnType<Store['getVisibleToasts']> {
    return store?.getVisibleToasts() ?? [];
  },
};
