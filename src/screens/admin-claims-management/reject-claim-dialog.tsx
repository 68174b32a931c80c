import { Button, chakra, CloseButton, DataList, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { NoteField } from '../../features/claims/note-field';
import type { ClaimsQueue_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatMoneyCents, formatNumber } from '../../lib/format';
import { showServerErrors, useRulesForm } from '../../lib/forms';
import type { ReportedError } from '../../lib/validation/core';
import { REASON_MAX_LENGTH, validateRejectReason } from '../../lib/validation/claims';

export interface RejectClaimDialogProps {
  /** The one claim rejected; null for a bulk rejection of `count` claims. */
  claim: ClaimsQueue_ClaimFragment | null;
  /** How many claims a bulk rejection rejects. */
  count?: number;
  open: boolean;
  onClose: () => void;
  /** Sends the rejection; resolves with the server's errors (empty on success). */
  onReject: (reason: string) => Promise<readonly ReportedError[]>;
}

/** Asks why a pending claim (or several) is rejected (required, at most 500 characters), then rejects it. */
export function RejectClaimDialog({ claim, count, open, onClose, onReject }: RejectClaimDialogProps) {
  const form = useRulesForm({ defaultValues: { reason: '' }, validate: ({ reason }) => validateRejectReason(reason) });
  const error = form.formState.errors.reason?.message;
  const reason = useWatch({ control: form.control, name: 'reason' });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const serverErrors = await onReject(values.reason.trim());
    if (serverErrors.length > 0) {
      // The dialog has one field: a problem that is not the reason's shows there too.
      showServerErrors(form, serverErrors, { otherErrorsAt: 'reason' });
      return;
    }
    close();
  });

  return (
    <Dialog.Root open={open && (claim !== null || (count ?? 0) > 0)} onOpenChange={(details) => (details.open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={(event) => void submit(event)} noValidate display="contents">
            <Dialog.Header>
              <Dialog.Title>{claim ? `Reject claim ${claim.id}` : `Reject ${formatNumber(count ?? 0)} claims`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {claim ? (
                  <DataList.Root orientation="horizontal" size="sm" gap="1">
                    <DataList.Item>
                      <DataList.ItemLabel>Participant</DataList.ItemLabel>
                      <DataList.ItemValue>{claim.participant.name}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Dealer</DataList.ItemLabel>
                      <DataList.ItemValue>{claim.dealer.name}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Amount</DataList.ItemLabel>
                      <DataList.ItemValue>{formatMoneyCents(claim.amount.amount)}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                ) : null}
                <NoteField
                  label="Reason for rejection"
                  placeholder="Tell the participant why the claim cannot be approved"
                  error={error}
                  limit={REASON_MAX_LENGTH}
                  length={reason.length}
                  rows={4}
                  {...form.register('reason')}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" type="button" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting}>
                {claim ? 'Reject claim' : `Reject ${formatNumber(count ?? 0)} claims`}
              </Button>
            </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
