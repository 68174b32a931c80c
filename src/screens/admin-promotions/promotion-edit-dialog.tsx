import { useMutation } from '@apollo/client/react';
import { FormDialog } from '../../components/form-dialog';
import {
  AdminPromotionsScreenDocument,
  AdminPromotionsUpdateDocument,
  type PromotionsTable_PromotionFragment,
} from '../../graphql/__generated__/graphql';
import { toaster } from '../../components/ui/toaster';
import { validatePromotion } from '../../lib/validation';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { PromotionFields, type PromotionFormValues } from './promotion-fields';

function valuesOf(promotion: PromotionsTable_PromotionFragment): PromotionFormValues {
  return {
    name: promotion.name,
    type: promotion.type,
    multiplier: promotion.multiplier,
    targetProducts: promotion.targetProducts,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    description: promotion.description ?? '',
  };
}

export interface PromotionEditDialogProps {
  promotion: PromotionsTable_PromotionFragment;
  onClose: () => void;
}

/** Edit a promotion: the values are checked with the shared rules, saved, and shown in the table. */
export function PromotionEditDialog({ promotion, onClose }: PromotionEditDialogProps) {
  const form = useRulesForm<PromotionFormValues>({ defaultValues: valuesOf(promotion), validate: (values) => validatePromotion(values) });
  const [update, { loading }] = useMutation(AdminPromotionsUpdateDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await update({
        variables: { input: { promotionId: promotion.id, ...values, name: values.name.trim(), multiplier: values.multiplier.trim(), description: values.description.trim() || null } },
      });
      const result = data?.updatePromotion;
      if (!result || result.errors.length > 0) {
        showServerErrors(form, result?.errors ?? [{ field: null, message: 'The promotion could not be saved' }]);
        return;
      }
      toaster.create({ type: 'success', title: 'Promotion Updated', description: `${result.promotion?.name ?? values.name.trim()} has been saved` });
      onClose();
    } catch {
      form.setError(FORM_ERROR, { type: 'server', message: 'The promotion could not be saved. Please try again.' });
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Edit ${promotion.id}`}
      formError={form.formState.errors[FORM_ERROR]?.message}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Changes"
      loading={loading}
      loadingText="Saving…"
    >
      <PromotionFields form={form} />
    </FormDialog>
  );
}
