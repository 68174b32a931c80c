import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { ParticipantsTable_ParticipantFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { ROLE_LABELS, STATUS_LABELS } from './labels';

type Participant = ParticipantsTable_ParticipantFragment;

export function ParticipantStatusBadge({ status }: { status: Participant['status'] }) {
  return (
    <Badge colorPalette={status === 'ACTIVE' ? 'green' : 'gray'} variant="subtle">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export interface ParticipantsTableProps {
  participants: readonly Participant[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  onView: (participant: Participant) => void;
  empty: ReactNode;
}

/** The participants list: who they are, how to reach them, their claims and earnings, and View. */
export function ParticipantsTable({ participants, totalCount, hasNextPage, onLoadMore, onView, empty }: ParticipantsTableProps) {
  const columns: DataTableColumn<Participant>[] = [
    {
      key: 'participant',
      header: 'Participant',
      rowHeader: true,
      minW: '32',
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (row) => (
        <Stack gap="0" fontSize="sm" maxW="44">
          <Link href={`mailto:${row.email}`} color="fg" textDecoration="underline" textDecorationColor="border" title={row.email} truncate display="block">
            {row.email}
          </Link>
          <Text color="fg.muted" whiteSpace="nowrap">
            {row.phone}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: 'Role', maxW: '24', cell: (row) => ROLE_LABELS[row.role] ?? row.role },
    { key: 'dealer', header: 'Dealer/Company', minW: '32', maxW: '40', cell: (row) => row.dealer.name },
    { key: 'location', header: 'Location', maxW: '28', cell: (row) => row.location },
    { key: 'enrolled', header: 'Enrolled', nowrap: true, cell: (row) => formatDate(row.enrollmentDate) },
    { key: 'activity', header: 'Last Activity', nowrap: true, cell: (row) => formatDate(row.lastActivity) },
    { key: 'claims', header: 'Claims', align: 'end', cell: (row) => formatNumber(row.totalClaims) },
    { key: 'earnings', header: 'Earnings', align: 'end', nowrap: true, cell: (row) => formatMoney(row.totalEarnings.amount) },
    { key: 'status', header: 'Status', cell: (row) => <ParticipantStatusBadge status={row.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (row) => (
        <Button size="xs" variant="outline" aria-label={`View ${row.name}`} onClick={() => onView(row)}>
          <Eye aria-hidden /> View
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Participants"
      // The section around the table is the "Participants" landmark; its scroll area reads apart from it.
      regionLabel="Participants table"
      columns={columns}
      rows={participants}
      rowKey={(row) => row.id}
      totalCount={totalCount}
      noun="participants"
      hasNextPage={hasNextPage}
      onLoadMore={onLoadMore}
      empty={empty}
      minW="1040px"
    />
  );
}
