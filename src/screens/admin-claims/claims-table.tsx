import { Badge, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { ClaimsTable_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoneyCents } from '../../lib/format';
import { CLAIM_STATUS_LABELS } from './labels';

type Claim = ClaimsTable_ClaimFragment;

const STATUS_PALETTES: Record<string, string> = {
  APPROVED: 'green',
  PAID: 'blue',
  PENDING: 'yellow',
  NEEDS_INFO: 'orange',
  REJECTED: 'red',
};

/** A claim status as a coloured badge; a status the portal does not know shows as plain text. */
export function ClaimStatusBadge({ status }: { status: string }) {
  const label = (CLAIM_STATUS_LABELS as Record<string, string>)[status];
  if (!label) return <Text as="span">{status}</Text>;
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
      {label}
    </Badge>
  );
}

const COLUMNS: DataTableColumn<Claim>[] = [
  {
    key: 'id',
    header: 'Claim ID',
    rowHeader: true,
    nowrap: true,
    cell: (claim) => (
      <Text as="span" fontFamily="mono" fontSize="sm" fontWeight="medium">
        {claim.id}
      </Text>
    ),
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
    cell: (claim) => `${claim.days} ${claim.days === 1 ? 'day' : 'days'}`,
  },
];

export interface ClaimsTableProps {
  caption: string;
  claims: readonly Claim[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  empty: ReactNode;
}

/** Recent Claims: newest first, paged by the server. */
export function ClaimsTable({ caption, claims, totalCount, hasNextPage, onLoadMore, empty }: ClaimsTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
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
