import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The end of a dialog that asks for a decision: its footer with a Cancel button that closes it and the
 * dialog's own action (`children`), and the close button in its corner.
 */
export function DialogActions({ cancelLabel = 'Cancel', children }: { cancelLabel?: string; children: ReactNode }) {
  return (
    <>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </Dialog.ActionTrigger>
        {children}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
