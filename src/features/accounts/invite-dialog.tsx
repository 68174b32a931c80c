import { useMutation } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { FieldMarksProvider, SelectField, TextField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { AccountsInviteDocument, AccountsInviteTeamMemberDocument, type AccountRow_AccountFragment, type Role } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { NAME_MAX_LENGTH, validateInvitation } from '../../lib/validation';
import { ACCOUNT_ROLE_LABELS, invitationSentText } from './labels';

interface InviteForm {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  dealerId: string;
}

const EMPTY: InviteForm = { email: '', firstName: '', lastName: '', role: '', dealerId: '' };
const ROLES: Role[] = ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'];

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * An administrator's invitation (any role; a dealer or advisor into one of `dealers`), or a dealer's
   * (`team`: a comfort advisor of their own dealership, which the server takes from the dealer).
   */
  mode: { kind: 'admin'; dealers: readonly { id: string; name: string }[] } | { kind: 'team'; dealership: string };
  onInvited: (account: AccountRow_AccountFragment) => void;
}

/** Invite: e-mail, first and last name (and, for an administrator, the role and the dealership). */
export function InviteDialog({ open, onOpenChange, mode, onInvited }: InviteDialogProps) {
  const admin = mode.kind === 'admin';
  const form = useRulesForm<InviteForm>({
    defaultValues: EMPTY,
    // A dealer's invitation has no role to choose: the rules check only the address and the name.
    validate: (values) => validateInvitation(admin ? { ...values, dealerId: values.role === 'CLIENT_ADMIN' ? null : values.dealerId } : { email: values.email, firstName: values.firstName, lastName: values.lastName }),
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const [invite, inviting] = useMutation(AccountsInviteDocument);
  const [inviteTeam, invitingTeam] = useMutation(AccountsInviteTeamMemberDocument);

  const handleSubmit = form.handleSubmit(async (values) => {
    const person = { email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    try {
      const payload = admin
        ? (
            await invite({
              variables: { input: { ...person, role: values.role as Role, dealerId: values.role === 'CLIENT_ADMIN' ? null : values.dealerId || null } },
            })
          ).data?.inviteAccount
        : (await inviteTeam({ variables: { input: person } })).data?.inviteTeamMember;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.account) {
        showServerErrors(form, payload.errors);
        return;
      }
      toaster.create({ type: 'success', title: 'Invitation sent', description: invitationSentText(payload.account.email, payload.mailed) });
      form.reset();
      onInvited(payload.account);
    } catch (error) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(error).message });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={admin ? 'Invite a Person' : 'Invite a Comfort Advisor'}
      description={
        admin
          ? 'They get an e-mail with a link to choose a password; it works once, for 7 days.'
          : `They join ${mode.dealership} as a comfort advisor, with an e-mailed link to choose a password (once, for 7 days).`
      }
      size={{ smDown: 'full', sm: 'md' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Send invitation"
      loading={inviting.loading || invitingTeam.loading}
      loadingText="Sending…"
    >
      <FieldMarksProvider marks="optional">
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} required {...form.register('email')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First name" maxLength={NAME_MAX_LENGTH} error={errors.firstName?.message} required {...form.register('firstName')} />
          <TextField label="Last name" maxLength={NAME_MAX_LENGTH} error={errors.lastName?.message} required {...form.register('lastName')} />
        </SimpleGrid>
        {mode.kind === 'admin' ? (
          <>
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
                options={mode.dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }))}
                error={errors.dealerId?.message}
                required
                {...form.register('dealerId')}
              />
            ) : null}
          </>
        ) : null}
      </FieldMarksProvider>
    </FormDialog>
  );
}
