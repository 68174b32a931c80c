import { Badge, Box, Button, Checkbox, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { AlertTriangle, Check, ShieldCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { FlaggedBadge } from '../../features/claims/claim-flags';
import { ClaimIdButton } from '../../features/claims/claim-status';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { ClaimsQueue_ClaimFragment } from '../../graphql/__generated__/graphql';
import { formatDays, formatMoneyCents } from '../../lib/format';
import { CLAIM_INFO_WAIT_DAYS } from '../../lib/validation/claims';

type Claim = ClaimsQueue_ClaimFragment;

interface QueueProps {
  claims: readonly Claim[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  empty: ReactNode;
  /** The claim whose decision is being sent, if any. */
  busyId: string | null;
  /** Opens the claim's details (its drawer). */
  onOpen: (claim: Claim) => void;
}

/** Claim ID: opens the claim's details, evidence and history. */
function idColumn(onOpen: (claim: Claim) => void): DataTableColumn<Claim> {
  return {
    key: 'id',
    header: 'Claim ID',
    rowHeader: true,
    nowrap: true,
    cell: (claim) => <ClaimIdButton id={claim.id} onOpen={() => onOpen(claim)} />,
  };
}

/** Checks: "Flagged" and how many findings when the checks found something at submission (`Claim.flags`). */
const checksColumn: DataTableColumn<Claim> = { key: 'checks', header: 'Checks', nowrap: true, cell: (claim) => <FlaggedBadge flags={claim.flags} /> };
const participantColumn: DataTableColumn<Claim> = { key: 'participant', header: 'Participant', minW: '36', cell: (claim) => claim.participant.name };
const dealerColumn: DataTableColumn<Claim> = { key: 'dealer', header: 'Dealer', minW: '44', cell: (claim) => claim.dealer.name };
const amountColumn: DataTableColumn<Claim> = {
  key: 'amount',
  header: 'Amount',
  align: 'end',
  nowrap: true,
  cell: (claim) => formatMoneyCents(claim.amount.amount),
};

/** Days Pending: a warning badge once a claim has waited more than 4 days. */
export function DaysBadge({ days, overdue }: { days: number; overdue: boolean }) {
  return (
    <Badge colorPalette={overdue ? 'orange' : 'gray'} variant={overdue ? 'surface' : 'subtle'} gap="1" data-overdue={overdue || undefined}>
      {overdue ? <AlertTriangle aria-hidden size={12} /> : null}
      {formatDays(days)}
      {overdue ? <VisuallyHidden>, overdue</VisuallyHidden> : null}
    </Badge>
  );
}

/** The claims picked for a bulk decision, by id. */
export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (claim: Claim, checked: boolean) => void;
}

/** Pending Claims: a checkbox to pick it, Claim ID, Checks, Participant, Dealer, Amount, Days Pending, and Approve / Reject. */
export function PendingClaimsTable({
  onApprove,
  onReject,
  busyId,
  onOpen,
  selection,
  ...props
}: QueueProps & { onApprove: (claim: Claim) => void; onReject: (claim: Claim) => void; selection: Selection }) {
  const columns: DataTableColumn<Claim>[] = [
    {
      key: 'select',
      header: 'Select',
      headerHidden: true,
      cell: (claim) => (
        <Checkbox.Root size="sm" checked={selection.ids.has(claim.id)} onCheckedChange={(details) => selection.toggle(claim, details.checked === true)}>
          <Checkbox.HiddenInput aria-label={`Select claim ${claim.id}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    idColumn(onOpen),
    checksColumn,
    participantColumn,
    dealerColumn,
    amountColumn,
    { key: 'days', header: 'Days Pending', nowrap: true, cell: (claim) => <DaysBadge days={claim.days} overdue={claim.overdue} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (claim) => (
        <HStack gap="2" justify="flex-end">
          <Button
            size="xs"
            colorPalette="brand"
            aria-label={`Approve claim ${claim.id}`}
            loading={busyId === claim.id}
            disabled={busyId !== null && busyId !== claim.id}
            onClick={() => onApprove(claim)}
          >
            <Check aria-hidden />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              Approve
            </Box>
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Reject claim ${claim.id}`}
            disabled={busyId !== null}
            onClick={() => onReject(claim)}
          >
            <X aria-hidden />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              Reject
            </Box>
          </Button>
        </HStack>
      ),
    },
  ];
  return <DataTable caption="Pending claims" columns={columns} rowKey={(claim) => claim.id} noun="pending claims" minW="880px" {...tableProps(props)} />;
}

/** Needs Info: Claim ID, Checks, Participant, Dealer, Amount, Issue, Days Waiting, and Override & Approve. */
export function NeedsInfoTable({ onOverride, busyId, onOpen, ...props }: QueueProps & { onOverride: (claim: Claim) => void }) {
  const columns: DataTableColumn<Claim>[] = [
    idColumn(onOpen),
    checksColumn,
    participantColumn,
    dealerColumn,
    amountColumn,
    {
      key: 'issue',
      header: 'Issue',
      minW: '40',
      cell: (claim) => (
        <Stack gap="0">
          <Badge colorPalette="yellow" variant="subtle" w="fit-content">
            {claim.issue ?? 'Information missing'}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'days',
      header: 'Days Waiting',
      nowrap: true,
      cell: (claim) =>
        claim.waitingTooLong ? (
          <Badge colorPalette="red" variant="surface" gap="1" data-waiting-too-long>
            <AlertTriangle aria-hidden size={12} />
            {formatDays(claim.days)}
            <VisuallyHidden>, waiting on the participant over {CLAIM_INFO_WAIT_DAYS} days</VisuallyHidden>
          </Badge>
        ) : (
          formatDays(claim.days)
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (claim) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-label={`Override & Approve claim ${claim.id}`}
          loading={busyId === claim.id}
          disabled={busyId !== null && busyId !== claim.id}
          onClick={() => onOverride(claim)}
        >
          <ShieldCheck aria-hidden />
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            Override &amp; Approve
          </Box>
          <Box as="span" display={{ base: 'inline', md: 'none' }} aria-hidden>
            Override
          </Box>
        </Button>
      ),
    },
  ];
  return <DataTable caption="Claims needing information" columns={columns} rowKey={(claim) => claim.id} noun="claims needing info" minW="940px" {...tableProps(props)} />;
}

function tableProps({ claims, totalCount, hasNextPage, onLoadMore, empty }: Omit<QueueProps, 'busyId' | 'onOpen'>) {
  return { rows: claims, totalCount, hasNextPage, onLoadMore, empty };
}
