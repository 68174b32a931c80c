import { Badge, Box, Button, Flex, Icon, Table, Text } from '@chakra-ui/react';
import { Receipt } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { TransactionsTable_TransactionFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { centsOf } from '../../lib/money';
import { CATEGORY_LABELS, fundLabel, formatSignedAmount, STATUS_META } from './labels';

export function StatusBadge({ status }: { status: TransactionsTable_TransactionFragment['status'] }) {
  const meta = STATUS_META[status];
  return (
    <Badge colorPalette={meta.colorPalette} variant="subtle" size="md" gap="1.5" px="2" whiteSpace="nowrap">
      <Icon as={meta.icon} boxSize="3.5" aria-hidden data-status-icon={status.toLowerCase()} />
      {meta.label}
    </Badge>
  );
}

export interface TransactionsTableProps {
  transactions: readonly TransactionsTable_TransactionFragment[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * Below the md breakpoint each row becomes a compact card (description and amount, then date,
 * category, ID and status), so a phone never scrolls sideways. The explicit roles keep the table's
 * semantics for assistive technology whatever the display.
 */
const STACKED_ON_SMALL_SCREENS = {
  '@media screen and (max-width: 47.99em)': {
    minWidth: '0',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'max-content minmax(0, 1fr) auto',
      gridTemplateAreas: '"desc desc amount" "date category status" "id id status"',
      columnGap: '3',
      rowGap: '1',
      alignItems: 'center',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
    },
    '& tbody tr:last-of-type': { borderBottomWidth: '0' },
    '& tbody td': { display: 'block', p: '0', borderWidth: '0', textAlign: 'start' },
    '& td[data-column="date"]': { gridArea: 'date', fontSize: 'sm', color: 'fg.muted' },
    '& td[data-column="id"]': { gridArea: 'id' },
    '& td[data-column="description"]': { gridArea: 'desc' },
    '& td[data-column="category"]': { gridArea: 'category', fontSize: 'sm', color: 'fg.muted' },
    '& td[data-column="amount"]': { gridArea: 'amount', textAlign: 'end' },
    '& td[data-column="status"]': { gridArea: 'status', justifySelf: 'end' },
  },
} as const;

/** Recent Transactions: Date, ID, Description, Category, Amount, Status; spend is negative. */
export function TransactionsTable({ transactions, totalCount, hasMore, loadingMore, onLoadMore }: TransactionsTableProps) {
  if (transactions.length === 0) {
    return <EmptyState icon={Receipt} title="No transactions yet" description="Accruals and claims will appear here." />;
  }
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg">
        <Table.Root size="sm" minW="760px" role="table" css={STACKED_ON_SMALL_SCREENS}>
          <Table.Caption srOnly>Marketing fund transactions, newest first</Table.Caption>
          <Table.Header role="rowgroup">
            <Table.Row bg="bg.subtle" role="row">
              <Table.ColumnHeader scope="col" role="columnheader">Date</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" role="columnheader">ID</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" role="columnheader">Description</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" role="columnheader">Category</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" role="columnheader" textAlign="end">
                Amount
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" role="columnheader">Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup">
            {transactions.map((row) => (
              <Table.Row key={row.id} role="row">
                <Table.Cell role="cell" data-column="date" whiteSpace="nowrap">
                  {formatDate(row.date)}
                </Table.Cell>
                <Table.Cell role="cell" data-column="id" whiteSpace="nowrap" fontFamily="mono" fontSize="xs" color="fg.muted">
                  {row.id}
                </Table.Cell>
                <Table.Cell role="cell" data-column="description">
                  <Text fontWeight="medium">{row.description}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {fundLabel(row.fund)}
                  </Text>
                </Table.Cell>
                <Table.Cell role="cell" data-column="category" whiteSpace="nowrap">
                  {CATEGORY_LABELS[row.category]}
                </Table.Cell>
                <Table.Cell
                  role="cell"
                  data-column="amount"
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  color={centsOf(row.amount) < 0 ? 'fg' : 'green.fg'}
                >
                  {formatSignedAmount(centsOf(row.amount))}
                </Table.Cell>
                <Table.Cell role="cell" data-column="status">
                  <StatusBadge status={row.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex mt="3" justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Showing {formatNumber(transactions.length)} of {formatNumber(totalCount)} transactions
        </Text>
        {hasMore ? (
          <Button variant="outline" size="sm" onClick={onLoadMore} loading={loadingMore} loadingText="Loading…">
            Load more
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
