import { useMutation } from '@apollo/client/react';
import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { toaster } from '../../components/ui/toaster';
import { ACCOUNT_ROLE_LABELS, AccountStatusBadge, InviteDialog, invitationSentText } from '../../features/accounts';
import {
  AccountsResendInvitationDocument,
  AdminAccountsDeactivateDocument,
  AdminAccountsPageDocument,
  AdminAccountsReactivateDocument,
  AdminAccountsScreenDocument,
  type AccountRow_AccountFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { usePagedConnection } from '../../graphql/paging';
import type { ScreenLoaderArgs } from '../../graphql/screen';
import { preloadScreenQuery, useScreenQuery } from '../../graphql/screen';
import { formatDate, formatNumber } from '../../lib/format';
import { useUrlParams, useUrlState } from '../../lib/url-state';
import { ChangeRoleDialog } from './change-role-dialog';
import { accountFilterFrom, ROLE_FILTERS, STATUS_FILTERS } from './labels';

/** Rows per page of the accounts table. */
export const ACCOUNTS_PAGE_SIZE = 25;

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminAccountsScreenDocument, { filter: accountFilterFrom(args.url.searchParams), first: ACCOUNTS_PAGE_SIZE });
}

type Account = AccountRow_AccountFragment;
const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;

/**
 * Accounts (program administrators): every account of the portal with search, role and status
 * filters; Invite, Change role, Deactivate and Reactivate, Resend invitation (docs/server.md, "Invitations").
 */
export function Component() {
  const { data, fetchMore, refetch } = useScreenQuery(AdminAccountsScreenDocument, 'viewer');
  const [searchParams] = useUrlParams();
  const filter = accountFilterFrom(searchParams);
  const [role, setRole] = useUrlState('role');
  const [status, setStatus] = useUrlState('status');
  const [, setSearch] = useUrlState('q');
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Account | null>(null);
  const [deactivating, setDeactivating] = useState<Account | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [deactivate, deactivation] = useMutation(AdminAccountsDeactivateDocument);
  const [reactivate] = useMutation(AdminAccountsReactivateDocument);
  const [resend] = useMutation(AccountsResendInvitationDocument);

  const connection = data.accounts;
  const dealers = data.accountDealers;
  const me = data.viewer?.user?.email.toLowerCase() ?? null;
  const filtered = Boolean(filter.search || filter.role || filter.status);

  const paged = usePagedConnection(fetchMore, {
    connection,
    query: AdminAccountsPageDocument,
    variables: (after) => ({ filter, first: ACCOUNTS_PAGE_SIZE, after }),
    page: (result) => result.accounts,
    get: (screen) => screen.accounts,
    set: (screen, next) => ({ ...screen, accounts: next }),
  });

  /** Runs a row's change, says how it went in a toast, and keeps the row's buttons busy meanwhile. */
  const act = async (account: Account, run: () => Promise<{ errors: readonly { message: string }[] } | undefined>, done: string) => {
    setBusy(account.id);
    try {
      const payload = await run();
      if (!payload) return;
      if (payload.errors.length > 0) toaster.create({ type: 'error', title: 'Nothing was changed', description: payload.errors[0]!.message });
      else toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Nothing was changed', description: errorMessage(error).message });
    } finally {
      setBusy(null);
    }
  };

  const resendInvitation = (account: Account) =>
    act(
      account,
      async () => {
        const payload = (await resend({ variables: { input: { accountId: account.id } } })).data?.resendInvitation;
        if (payload && payload.errors.length === 0) {
          toaster.create({ type: 'success', title: 'Invitation sent again', description: `${invitationSentText(account.email, payload.mailed)} Earlier links no longer work.` });
          return undefined;
        }
        return payload;
      },
      'Invitation sent again',
    );

  const columns: DataTableColumn<Account>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      minW: '40',
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{nameOf(row)}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: 'Role', cell: (row) => ACCOUNT_ROLE_LABELS[row.role] },
    { key: 'dealer', header: 'Dealership', minW: '32', maxW: '48', cell: (row) => row.dealer?.name ?? '—' },
    { key: 'status', header: 'Status', cell: (row) => <AccountStatusBadge status={row.status} /> },
    { key: 'created', header: 'Since', nowrap: true, cell: (row) => formatDate((row.invitedAt ?? row.createdAt).slice(0, 10)) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (row) => {
        const own = row.email === me;
        const label = nameOf(row);
        return (
          <HStack gap="1" justify="flex-end" wrap="wrap">
            {row.status === 'INVITED' ? (
              <Button size="xs" variant="outline" aria-label={`Resend invitation to ${label}`} disabled={busy === row.id} onClick={() => void resendInvitation(row)}>
                Resend invitation
              </Button>
            ) : null}
            {own ? (
              <Text fontSize="xs" color="fg.muted">
                Your account
              </Text>
            ) : (
              <>
                <Button size="xs" variant="outline" aria-label={`Change role of ${label}`} disabled={busy === row.id} onClick={() => setChanging(row)}>
                  Change role
                </Button>
                {row.status === 'DEACTIVATED' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Reactivate ${label}`}
                    disabled={busy === row.id}
                    onClick={() =>
                      void act(row, async () => (await reactivate({ variables: { input: { accountId: row.id } } })).data?.reactivateAccount, `${label} can sign in again`)
                    }
                  >
                    Reactivate
                  </Button>
                ) : row.status !== 'PENDING_APPROVAL' ? (
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={`Deactivate ${label}`} disabled={busy === row.id} onClick={() => setDeactivating(row)}>
                    Deactivate
                  </Button>
                ) : null}
              </>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Accounts"
        description={`${formatNumber(connection.totalCount)} ${filtered ? 'matching ' : ''}${connection.totalCount === 1 ? 'account' : 'accounts'}`}
        actions={
          <Button colorPalette="brand" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden /> Invite
          </Button>
        }
      />
      <Stack as="section" aria-labelledby="accounts-heading" gap="4">
        <Heading as="h2" id="accounts-heading" size="lg">
          All accounts
        </Heading>
        <Flex gap="3" wrap="wrap" role="search" aria-label="Accounts">
          <SearchField label="Search accounts" placeholder="Search by name or email" />
          <FilterSelect label="Role" value={role} onChange={setRole} options={ROLE_FILTERS} w={{ base: 'full', sm: '52' }} flex={{ base: '1 1 40%', sm: '0 0 auto' }} />
          <FilterSelect label="Status" value={status} onChange={setStatus} options={STATUS_FILTERS} w={{ base: 'full', sm: '52' }} flex={{ base: '1 1 40%', sm: '0 0 auto' }} />
        </Flex>
        <DataTable
          caption="Accounts"
          regionLabel="Accounts table"
          columns={columns}
          rows={connection.edges.map((edge) => edge.node)}
          rowKey={(row) => row.id}
          totalCount={connection.totalCount}
          noun="accounts"
          hasNextPage={paged.hasNextPage}
          onLoadMore={paged.loadMore}
          minW="880px"
          empty={
            <EmptyState
              icon={Users}
              title="No accounts match your filters"
              description={filtered ? 'Try another search, role or status.' : undefined}
              action={
                filtered ? (
                  <Button size="sm" variant="outline" onClick={() => setSearch('', ['role', 'status'])}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </Stack>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        mode={{ kind: 'admin', dealers }}
        onInvited={() => {
          setInviting(false);
          void refetch();
        }}
      />
      {changing ? <ChangeRoleDialog account={changing} dealers={dealers} onClose={() => setChanging(null)} /> : null}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title={deactivating ? `Deactivate ${nameOf(deactivating)}?` : 'Deactivate'}
        confirmLabel="Deactivate"
        destructive
        loading={deactivation.loading}
        onConfirm={() => {
          const account = deactivating;
          if (!account) return;
          void act(
            account,
            async () => (await deactivate({ variables: { input: { accountId: account.id } } })).data?.deactivateAccount,
            `${nameOf(account)} is deactivated`,
          ).then(() => setDeactivating(null));
        }}
      >
        <Text>They are signed out everywhere at once and cannot sign in until an administrator reactivates the account. Open invitation links stop working.</Text>
      </ConfirmDialog>
    </>
  );
}
