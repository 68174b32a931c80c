import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { ClaimsTable_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatDays, formatMoneyCents } from '../../lib/format';
import { ClaimIdButton, ClaimStatusBadge } from '../../features/claims/claim-status';

type Claim = ClaimsTable_ClaimFragment;

/** The table's columns; the claim id opens the claim's details. */
const columnsFor = (onOpen: (claim: Claim) => void): DataTableColumn<Claim>[] => [
  {
    key: 'id',
    header: 'Claim ID',
    rowHeader: true,
    nowrap: true,
    cell: (claim) => <ClaimIdButton id={claim.id} onOpen={() => onOpen(claim)} />,
  },
  { key: 'participant', header: 'Participant', minW: '36', cell: (claim) => claim.participant.name },
  { key: 'dealer', header: 'Dealer', minW: '44', cell: (claim) => claim.dealer.name },
  { key: 'amount', header: 'Amount', align: 'end', nowrap: true, cell: (claim) => formatMoneyCents(claim.amount.amount) },
  { key: 'status', header: 'Status', nowrap: true, cell: (claim) => <ClaimStatusBadge status={claim.status} /> },
  { key: 'date', header: 'Submitted', nowrap: true, cell: (claim) => formatDate(claim.date) },
  {
    key: 'days',
    header: 'Days to Process',
    align: 'end',
    nowrap: true,
    cell: (claim) => formatDays(claim.days),
  },
];

export interface ClaimsTableProps {
  caption: string;
  claims: readonly Claim[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  empty: ReactNode;
  /** Opens a claim's details. */
  onOpen: (claim: Claim) => void;
}

/** Recent Claims: newest first, paged by the server. */
export function ClaimsTable({ caption, claims, totalCount, hasNextPage, onLoadMore, empty, onOpen }: ClaimsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columnsFor(onOpen)}
      rows={claims}
      rowKey={(claim) => claim.id}
      totalCount={totalCount}
      noun="claims"
      hasNextPage={hasNextPage}
      onLoadMore={onLoadMore}
      empty={empty}
      minW="820px"
    />
  );
}
