import { useMutation } from '@apollo/client/react';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { toaster } from '../../components/ui/toaster';
import {
  AdminPromotionsDeleteDocument,
  AdminPromotionsScreenDocument,
  type PromotionsTable_PromotionFragment,
} from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { PROMOTION_STATUS_COLORS, PROMOTION_STATUS_LABELS, PROMOTION_TYPE_LABELS } from './labels';
import { PromotionEditDialog } from './promotion-edit-dialog';

export interface PromotionsTableProps {
  caption: string;
  /** Names the table's scroll area where the section around it already carries the caption's name. */
  regionLabel?: string;
  promotions: readonly PromotionsTable_PromotionFragment[];
  totalCount: number;
  hasNextPage?: boolean;
  onLoadMore?: () => Promise<unknown>;
  empty: ReactNode;
  /** Shows the note of the last review under the name (drafts and returned promotions). */
  showReviewNote?: boolean;
}

/** Promotions with their dates, participants and status; edit and delete per row. */
export function PromotionsTable({ caption, regionLabel, promotions, totalCount, hasNextPage = false, onLoadMore, empty, showReviewNote = false }: PromotionsTableProps) {
  const [editing, setEditing] = useState<PromotionsTable_PromotionFragment | null>(null);
  // The promotion asked about stays set while the dialog animates closed, so its text does not change.
  const [deleting, setDeleting] = useState<PromotionsTable_PromotionFragment | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [remove, { loading: removing }] = useMutation(AdminPromotionsDeleteDocument, {
    refetchQueries: [AdminPromotionsScreenDocument],
    awaitRefetchQueries: true,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    const promotion = deleting;
    try {
      const { data } = await remove({ variables: { input: { promotionId: promotion.id } } });
      const problem = data?.deletePromotion.errors[0];
      if (problem) {
        toaster.create({ type: 'error', title: 'Promotion not deleted', description: problem.message });
      } else {
        toaster.create({ type: 'success', title: 'Promotion Deleted', description: `${promotion.name} has been deleted` });
      }
    } catch {
      toaster.create({ type: 'error', title: 'Promotion not deleted', description: 'Please try again.' });
    }
    setConfirmOpen(false);
  };

  const columns: DataTableColumn<PromotionsTable_PromotionFragment>[] = [
    { key: 'id', header: 'Promotion ID', nowrap: true, cell: (row) => <Text fontFamily="mono" fontSize="xs">{row.id}</Text> },
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      minW: '220px',
      cell: (row) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{row.name}</Text>
          {showReviewNote && row.reviewNote ? (
            <Text fontSize="xs" color="fg.muted">
              Note: {row.reviewNote}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', nowrap: true, cell: (row) => PROMOTION_TYPE_LABELS[row.type] },
    { key: 'multiplier', header: 'Multiplier', nowrap: true, cell: (row) => <Badge variant="subtle" colorPalette="brand">{row.multiplier}</Badge> },
    { key: 'start', header: 'Start Date', nowrap: true, cell: (row) => formatDate(row.startDate) },
    { key: 'end', header: 'End Date', nowrap: true, cell: (row) => formatDate(row.endDate) },
    { key: 'participants', header: 'Participants', align: 'end', cell: (row) => formatNumber(row.participants) },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => (
        <Badge colorPalette={PROMOTION_STATUS_COLORS[row.status]} variant="subtle">
          {PROMOTION_STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (row) => (
        <RowActions
          label={row.id}
          onEdit={() => setEditing(row)}
          onDelete={() => {
            setDeleting(row);
            setConfirmOpen(true);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption}
        regionLabel={regionLabel}
        columns={columns}
        rows={promotions}
        rowKey={(row) => row.id}
        totalCount={totalCount}
        noun="promotions"
        hasNextPage={hasNextPage}
        onLoadMore={onLoadMore}
        empty={empty}
        minW="1000px"
      />
      {editing ? <PromotionEditDialog key={editing.id} promotion={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={deleting ? `Delete ${deleting.id}?` : 'Delete promotion?'}
        confirmLabel="Delete"
        destructive
        loading={removing}
        onConfirm={confirmDelete}
      >
        {deleting ? (
          <Text>
            {deleting.name} will be permanently removed from Promotions Management. This cannot be undone.
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
