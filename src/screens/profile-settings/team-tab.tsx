import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { toaster } from '../../components/ui/toaster';
import { AccountStatusBadge, InviteDialog, invitationSentText } from '../../features/accounts';
import { AccountsResendInvitationDocument, ProfileSettingsTeamDocument, type AccountRow_AccountFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatDate } from '../../lib/format';

type Member = AccountRow_AccountFragment;

/**
 * Team (dealers only): the dealership's comfort advisors and the invitations they have not followed
 * yet; "Invite a comfort advisor" always into the dealer's own dealership (the server reads it from the
 * dealer), and Resend invitation for a pending one.
 */
export function TeamTab() {
  const { data, loading, error, refetch } = useQuery(ProfileSettingsTeamDocument);
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [resend] = useMutation(AccountsResendInvitationDocument);
  const team = data?.dealerTeam ?? [];

  const resendTo = async (member: Member) => {
    setBusy(member.id);
    try {
      const payload = (await resend({ variables: { input: { accountId: member.id } } })).data?.resendInvitation;
      if (!payload) return;
      if (payload.errors.length > 0) toaster.create({ type: 'error', title: 'Nothing was sent', description: payload.errors[0]!.message });
      else toaster.create({ type: 'success', title: 'Invitation sent again', description: `${invitationSentText(member.email, payload.mailed)} Earlier links no longer work.` });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Nothing was sent', description: errorMessage(caught).message });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">
            {row.firstName} {row.lastName}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <AccountStatusBadge status={row.status} /> },
    { key: 'since', header: 'Since', nowrap: true, cell: (row) => formatDate((row.invitedAt ?? row.createdAt).slice(0, 10)) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) =>
        row.status === 'INVITED' ? (
          <Button size="xs" variant="outline" aria-label={`Resend invitation to ${row.firstName} ${row.lastName}`} disabled={busy === row.id} onClick={() => void resendTo(row)}>
            Resend invitation
          </Button>
        ) : null,
    },
  ];

  return (
    <Card.Root as="section" aria-labelledby="team-heading">
      <Card.Body>
        <Stack gap="4">
          <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
            <Stack gap="1">
              <Heading as="h2" id="team-heading" size="md">
                Team
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Your dealership&apos;s comfort advisors and the invitations they have not accepted yet.
              </Text>
            </Stack>
            <Button colorPalette="brand" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden /> Invite a comfort advisor
            </Button>
          </Flex>
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(error).message}</Alert.Title>
            </Alert.Root>
          ) : loading && !data ? (
            <Flex justify="center" py="6" role="status" aria-label="Loading your team">
              <Spinner />
            </Flex>
          ) : (
            <DataTable
              caption="Team"
              regionLabel="Team table"
              columns={columns}
              rows={team}
              rowKey={(row) => row.id}
              totalCount={team.length}
              noun="team members"
              hasNextPage={false}
              onLoadMore={async () => undefined}
              empty={<EmptyState icon={Users} title="No comfort advisors yet" description="Invite your first comfort advisor: they get an e-mail to choose a password." />}
            />
          )}
        </Stack>
      </Card.Body>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        mode={{ kind: 'team', dealership: 'your dealership' }}
        onInvited={() => {
          setInviting(false);
          void refetch();
        }}
      />
    </Card.Root>
  );
}
