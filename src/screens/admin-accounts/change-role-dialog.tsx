import { useMutation } from '@apollo/client/react';
import { FormDialog } from '../../components/form-dialog';
import { FieldMarksProvider, SelectField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { ACCOUNT_ROLE_LABELS } from '../../features/accounts';
import { AdminAccountsChangeRoleDocument, type AccountRow_AccountFragment, type Role } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { validateRoleDealership } from '../../lib/validation';

interface RoleForm {
  role: string;
  dealerId: string;
}

const ROLES: Role[] = ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'];

export interface ChangeRoleDialogProps {
  account: AccountRow_AccountFragment;
  dealers: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Change role: the new role and, for a dealer or advisor, the dealership (the account's own by default). */
export function ChangeRoleDialog({ account, dealers, onClose }: ChangeRoleDialogProps) {
  const form = useRulesForm<RoleForm>({
    defaultValues: { role: account.role, dealerId: account.dealer?.id ?? '' },
    validate: (values) => (values.role ? validateRoleDealership(values.role, values.role === 'CLIENT_ADMIN' ? null : values.dealerId) : [{ field: 'role', message: 'Choose a role', code: 'REQUIRED' }]),
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const [change, { loading }] = useMutation(AdminAccountsChangeRoleDocument);
  const name = `${account.firstName} ${account.lastName}`;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await change({
        variables: { input: { accountId: account.id, role: values.role as Role, dealerId: values.role === 'CLIENT_ADMIN' ? null : values.dealerId || null } },
      });
      const payload = data?.changeAccountRole;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.account) {
        showServerErrors(form, payload.errors);
        return;
      }
      toaster.create({ type: 'success', title: 'Role changed', description: `${name} is now ${ACCOUNT_ROLE_LABELS[payload.account.role]}; their sessions have ended.` });
      onClose();
    } catch (error) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(error).message });
    }
  });

  return (
    <FormDialog
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Change Role"
      description={`${name} (${account.email}) signs in again as the new role.`}
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Change role"
      loading={loading}
      loadingText="Saving…"
    >
      <FieldMarksProvider marks="optional">
        <SelectField
          label="Role"
          placeholder="Select a role"
          options={ROLES.map((value) => ({ value, label: ACCOUNT_ROLE_LABELS[value] }))}
          error={errors.role?.message}
          required
          {...form.register('role')}
        />
        {role && role !== 'CLIENT_ADMIN' ? (
          <SelectField
            label="Dealership"
            placeholder="Select a dealership"
            options={dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }))}
            error={errors.dealerId?.message}
            required
            {...form.register('dealerId')}
          />
        ) : null}
      </FieldMarksProvider>
    </FormDialog>
  );
}
