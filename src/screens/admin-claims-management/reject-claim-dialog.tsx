import { Button, chakra, CloseButton, DataList, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ClaimsQueue_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatMoneyCents, formatNumber } from '../../lib/format';
import { errorsByField, type ReportedError } from '../../lib/validation/core';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateRejectReason(reason);
    if (errors.length > 0) {
      setError(errorsByField(errors).reason ?? errors[0]!.message);
      return;
    }
    setSending(true);
    try {
      const serverErrors = await onReject(reason.trim());
      if (serverErrors.length > 0) {
        const byField = errorsByField(serverErrors);
        setError(byField.reason ?? serverErrors[0]!.message);
        return;
      }
      close();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open && (claim !== null || (count ?? 0) > 0)} onOpenChange={(details) => (details.open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate display="contents">
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
                <Field.Root invalid={error !== null} required>
                  <Field.Label>
                    Reason for rejection
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    rows={4}
                    placeholder="Tell the participant why the claim cannot be approved"
                    onChange={(event) => {
                      setReason(event.target.value);
                      setError(null);
                    }}
                  />
                  <Field.HelperText color={reason.length > REASON_MAX_LENGTH ? 'fg.error' : undefined}>
                    {reason.length}/{REASON_MAX_LENGTH} characters
                  </Field.HelperText>
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" type="button" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="red" loading={sending}>
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
