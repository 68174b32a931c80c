import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsRejectDocument,
  AdminPromotionsRequestChangesDocument,
  AdminPromotionsScreenDocument,
  type ApprovalCard_PromotionFragment,
} from '../../graphql/__generated__/graphql';
import { PROMOTION_NOTE_MAX, validateReviewNote } from '../../lib/validation';
import { FormField } from '../../components/form-field';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';

export type ReviewDecision = 'reject' | 'changes';

/** The first part of "Sarah Johnson, Territory Manager". */
function submitterName(submittedBy: string | null): string {
  return submittedBy?.split(',')[0]?.trim() || 'the submitter';
}

export interface ReviewNoteDialogProps {
  promotion: ApprovalCard_PromotionFragment;
  decision: ReviewDecision;
  onClose: () => void;
}

/** Reject (an optional reason) or request changes (a required note) on a promotion awaiting approval. */
export function ReviewNoteDialog({ promotion, decision, onClose }: ReviewNoteDialogProps) {
  const rejecting = decision === 'reject';
  const form = useRulesForm({ defaultValues: { note: '' }, validate: ({ note }) => validateReviewNote(note, !rejecting) });
  const { errors } = form.formState;
  const formId = useId();
  const options = { refetchQueries: [AdminPromotionsScreenDocument], awaitRefetchQueries: true };
  const [reject, rejectState] = useMutation(AdminPromotionsRejectDocument, options);
  const [requestChanges, changesState] = useMutation(AdminPromotionsRequestChangesDocument, options);
  const loading = rejectState.loading || changesState.loading;

  const submit = form.handleSubmit(async ({ note }) => {
    const input = { promotionId: promotion.id, note: note.trim() || null };
    try {
      const result = rejecting
        ? (await reject({ variables: { input } })).data?.rejectPromotion
        : (await requestChanges({ variables: { input } })).data?.requestPromotionChanges;
      if (!result || result.errors.length > 0) {
        showServerErrors(form, result?.errors ?? [{ field: null, message: 'The decision could not be saved' }]);
        return;
      }
      if (rejecting) {
        toaster.create({ type: 'success', title: 'Promotion Rejected', description: `${promotion.name} has been declined` });
      } else {
        toaster.create({
          type: 'success',
          title: 'Changes Requested',
          description: `${promotion.name} has been sent back to ${submitterName(promotion.submittedBy)} with your note`,
        });
      }
      onClose();
    } catch {
      form.setError(FORM_ERROR, { type: 'server', message: 'The decision could not be saved. Please try again.' });
    }
  });

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{rejecting ? `Reject ${promotion.name}` : `Request Changes to ${promotion.name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
              <Text color="fg.muted">
                {rejecting
                  ? 'The promotion will be declined and will not run. You can add a reason for the submitter.'
                  : `${submitterName(promotion.submittedBy)} will see your note and can resubmit the promotion.`}
              </Text>
              {errors[FORM_ERROR] ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{errors[FORM_ERROR].message}</Alert.Title>
                </Alert.Root>
              ) : null}
              <FormField label={rejecting ? 'Reason (optional)' : 'Changes needed'} required={!rejecting} error={errors.note?.message}>
                <Textarea rows={4} maxLength={PROMOTION_NOTE_MAX} {...form.register('note')} />
              </FormField>
                </form>
              </Stack>
            </Dialog.Body>
            <DialogActions>
              <Button type="submit" form={formId} colorPalette={rejecting ? 'red' : 'brand'} loading={loading}>
                {rejecting ? 'Reject Promotion' : 'Send Request'}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
