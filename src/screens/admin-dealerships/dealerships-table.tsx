import { useMutation } from '@apollo/client/react';
import { Badge, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { toaster } from '../../components/ui/toaster';
import { AdminDealershipsScreenDocument, AdminDealershipsSetStatusDocument, type DealershipsTable_DealershipFragment } from '../../graphql/__generated__/graphql';
import { DEALERSHIP_TIER_LABELS } from '../../lib/validation';
import { DealershipDialog } from './dealership-dialog';

export interface DealershipsTableProps {
  dealerships: readonly DealershipsTable_DealershipFragment[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  empty: ReactNode;
}

/** The Dealerships table: edit, and deactivate (after a confirmation) or reactivate, per dealership. */
export function DealershipsTable({ dealerships, totalCount, hasNextPage, onLoadMore, empty }: DealershipsTableProps) {
  const [editing, setEditing] = useState<DealershipsTable_DealershipFragment | null>(null);
  const [deactivating, setDeactivating] = useState<DealershipsTable_DealershipFragment | null>(null);
  const [setStatus, { loading }] = useMutation(AdminDealershipsSetStatusDocument, { refetchQueries: [AdminDealershipsScreenDocument], awaitRefetchQueries: true });

  const change = async (row: DealershipsTable_DealershipFragment, active: boolean) => {
    try {
      const { data } = await setStatus({ variables: { input: { id: row.id, status: active ? 'ACTIVE' : 'INACTIVE' } } });
      const problem = data?.setDealershipStatus.errors[0];
      if (problem) throw new Error(problem.message);
      toaster.create({
        type: 'success',
        title: active ? 'Dealership Reactivated' : 'Dealership Deactivated',
        description: active ? `${row.name}'s members can sign in again` : `${row.name}'s members can no longer sign in`,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Status not changed', description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setDeactivating(null);
    }
  };

  const columns: DataTableColumn<DealershipsTable_DealershipFragment>[] = [
    { key: 'number', header: 'Dealer Number', nowrap: true, cell: (row) => <Text fontFamily="mono" fontSize="xs">{row.dealerNumber}</Text> },
    {
      key: 'name',
      header: 'Dealership',
      rowHeader: true,
      minW: '220px',
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.principalEmail ?? 'No principal e-mail'}
          </Text>
        </Stack>
      ),
    },
    { key: 'region', header: 'Region', nowrap: true, cell: (row) => row.region || '—' },
    { key: 'location', header: 'City', minW: '140px', cell: (row) => [row.city, row.state].filter(Boolean).join(', ') || '—' },
    { key: 'tier', header: 'Tier', nowrap: true, cell: (row) => DEALERSHIP_TIER_LABELS[row.tier] },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => (
        <Badge colorPalette={row.status === 'ACTIVE' ? 'green' : 'gray'} variant="subtle">
          {row.status === 'ACTIVE' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (row) => (
        <HStack gap="1" justify="flex-end">
          <IconButton aria-label={`Edit ${row.name}`} size="sm" variant="ghost" onClick={() => setEditing(row)}>
            <Pencil aria-hidden />
          </IconButton>
          {row.status === 'ACTIVE' ? (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Deactivate ${row.name}`} onClick={() => setDeactivating(row)}>
              Deactivate
            </Button>
          ) : (
            <Button size="xs" variant="outline" aria-label={`Reactivate ${row.name}`} disabled={loading} onClick={() => void change(row, true)}>
              Reactivate
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Dealerships"
        regionLabel="Dealerships table"
        columns={columns}
        rows={dealerships}
        rowKey={(row) => row.id}
        totalCount={totalCount}
        noun="dealerships"
        hasNextPage={hasNextPage}
        onLoadMore={onLoadMore}
        empty={empty}
        minW="960px"
      />
      {editing ? <DealershipDialog key={editing.id} dealership={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? null : setDeactivating(null))}
        title="Deactivate Dealership"
        confirmLabel="Deactivate"
        destructive
        loading={loading}
        onConfirm={() => (deactivating ? void change(deactivating, false) : undefined)}
      >
        <Text>
          {deactivating?.name}'s dealers and comfort advisors will not be able to sign in until the dealership is reactivated. Its claims and
          points stay as they are.
        </Text>
      </ConfirmDialog>
    </>
  );
}
