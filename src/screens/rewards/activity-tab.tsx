import { Badge, Box, Button, Flex, Table } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import type { ActivityTable_ActivityFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';

interface ActivityTabProps {
  activity: ActivityTable_ActivityFragment;
  onShowMore: () => void;
  loadingMore: boolean;
}

function signedPoints(points: number): string {
  return points > 0 ? `+${formatNumber(points)}` : `−${formatNumber(Math.abs(points))}`;
}

/** My Activity: the points ledger, newest first, a page at a time. */
export function ActivityTab({ activity, onShowMore, loadingMore }: ActivityTabProps) {
  const rows = activity.edges.map((edge) => edge.node);
  if (rows.length === 0) {
    return <EmptyState title="No points activity yet" description="Points you earn and redeem will show here." icon={History} />;
  }
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} role="region" aria-label="Points history" focusRing="outside">
        <Table.Root size="sm" interactive>
          <Table.Caption captionSide="top" textAlign="start" px="4" py="3" color="fg.muted" fontWeight="normal">
            Points history: showing {formatNumber(rows.length)} of {formatNumber(activity.totalCount)} entries
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                Date
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Activity</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Points
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.date)}</Table.Cell>
                <Table.Cell minW="56">{row.item}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.action === 'EARNED' ? 'green' : 'orange'} variant="subtle">
                    {row.action === 'EARNED' ? 'Earned' : 'Redeemed'}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold" color={row.points > 0 ? 'green.fg' : 'fg'}>
                  {signedPoints(row.points)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {activity.pageInfo.hasNextPage ? (
        <Flex justify="center" mt="4">
          <Button variant="outline" onClick={onShowMore} loading={loadingMore} loadingText="Loading...">
            Show more
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
