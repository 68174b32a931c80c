import { Alert, Button, Dialog, Portal, Stack, type DialogRootProps } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

export interface FormDialogProps {
  /** Default true: screens that mount the dialog only while it is open leave it out. */
  open?: boolean;
  /** Called with false when the user closes the dialog (Cancel, the close button, Escape, the backdrop). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogRootProps['size'];
  /** A message about the whole form (no single field), shown above the fields. */
  formError?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  loading: boolean;
  loadingText: string;
  /** The fields, laid out in a column. */
  children: ReactNode;
  /** Where the focus goes when the dialog closes; by default back where it was when the dialog opened. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A dialog holding one form: title and description, a form-level error, the fields, and a footer with
 * Cancel and the submit button. The form is not validated by the browser; screens show the shared rules'
 * messages next to the fields.
 */
export function FormDialog({
  open = true,
  onOpenChange,
  title,
  description,
  size = { smDown: 'full', sm: 'lg' },
  formError,
  onSubmit,
  submitLabel,
  loading,
  loadingText,
  children,
  finalFocusEl,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={size}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1" pe="8">
                <Dialog.Title>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {description}
                  </Dialog.Description>
                ) : null}
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form id={formId} noValidate onSubmit={onSubmit}>
                  {formError ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{formError}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {children}
                </form>
              </Stack>
            </Dialog.Body>
            <DialogActions>
              <Button type="submit" form={formId} colorPalette="brand" loading={loading} loadingText={loadingText}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
