import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (delete, cancel a registration). */
  destructive?: boolean;
  /** Shows a busy confirm button while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
}

/**
 * A real dialog (focus trapped, Escape closes, focus returns to the opener) asking the user to
 * confirm an action.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  loading = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <DialogActions cancelLabel={cancelLabel}>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
