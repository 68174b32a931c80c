import { useApolloClient } from '@apollo/client/react';
import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_NOTICE_EVENT, isStorageEvent, type DbStorageEvent } from '../lib/storage-events';

/**
 * What the shell tells the user about this browser's saved portal data. The in-browser server
 * (mocks/browser.ts) reports its storage events as a window event; this module keeps the latest state,
 * so an event sent before the shell appeared (a reset while the data loaded) is still shown.
 */

export const SAVE_FAILED_TITLE = 'Your changes could not be saved in this browser';
export const SAVE_FAILED_TEXT =
  "Your changes are kept for this visit, but this browser's storage for the portal is full, so they will be lost when the page is closed or reloaded.";
export const RESET_TITLE = 'Saved portal data was reset';
export const RESET_TEXT: Record<'corrupt' | 'old-version', string> = {
  corrupt: 'The portal data saved in this browser could not be read, so the sample data has been restored.',
  'old-version': 'The portal data saved in this browser came from an older version of the portal, so the sample data has been restored.',
};

export interface StorageNoticeState {
  saveFailed: boolean;
  reset: 'corrupt' | 'old-version' | null;
  /** Counts changes adopted from another tab; each one refreshes the screen. */
  externalChanges: number;
}

let state: StorageNoticeState = { saveFailed: false, reset: null, externalChanges: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<StorageNoticeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Applies one storage event of the in-browser server to the notice state. */
export function applyStorageEvent(event: DbStorageEvent): void {
  switch (event.type) {
    case 'save-failed':
      update({ saveFailed: true });
      break;
    case 'saved':
      update({ saveFailed: false });
      break;
    case 'reset':
      update({ reset: event.reason });
      break;
    case 'external-change':
      update({ externalChanges: state.externalChanges + 1 });
      break;
  }
}

function dismissReset(): void {
  update({ reset: null });
}

if (typeof window !== 'undefined') {
  window.addEventListener(STORAGE_NOTICE_EVENT, (event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : null;
    if (isStorageEvent(detail)) applyStorageEvent(detail);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): StorageNoticeState {
  return state;
}

/** The storage notices above the screen, and the refresh after another tab's change. */
export function StorageNotice() {
  const { saveFailed, reset, externalChanges } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const client = useApolloClient();

  useEffect(() => {
    if (externalChanges === 0) return;
    // Another tab changed the data: every figure on screen is refetched from the adopted copy.
    void client.refetchObservableQueries(true);
  }, [client, externalChanges]);

  if (!saveFailed && !reset) return null;
  return (
    <Stack gap="3" mb="5" data-testid="storage-notices">
      {saveFailed ? (
        <Alert.Root status="warning" role="status" aria-live="polite">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{SAVE_FAILED_TITLE}</Alert.Title>
            <Alert.Description>{SAVE_FAILED_TEXT}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {reset ? (
        <Alert.Root status="info" role="status" aria-live="polite">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{RESET_TITLE}</Alert.Title>
            <Alert.Description>{RESET_TEXT[reset]}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss notice" alignSelf="flex-start" onClick={dismissReset} />
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
