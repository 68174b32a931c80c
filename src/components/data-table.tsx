import { Box, Button, Flex, Table, Text, VisuallyHidden, visuallyHiddenStyle } from '@chakra-ui/react';
import { useTransition, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { formatNumber } from '../lib/format';
import { useAfterFirstPaint } from './after-first-paint';
import { toaster } from './ui/toaster';

/**
 * Rows in the table's first commit; the rest follow just after, as a deferred update with a commit of
 * its own, so a screen that opens on a table reaches the screen with a smaller first commit (issue 18,
 * BENCHMARKS.md). Ten rows fill a phone's screen and most of a desktop's below a screen's header. The
 * table is `aria-busy` until every row is in.
 */
const FIRST_COMMIT_ROWS = 10;

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Column heading. */
  header: string;
  /** Keep the heading for assistive technology only (e.g. an Actions column of icon buttons). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Numbers and money align to the end. */
  align?: 'start' | 'center' | 'end';
  /** The cell that names the row is a row header (`th scope=row`). */
  rowHeader?: boolean;
  /** Keeps a column from being squeezed, e.g. '40' or '180px'. */
  minW?: string;
  /** Lets a long text column wrap instead of widening the table. */
  maxW?: string;
  /** Keeps the cell text on one line (ids, dates, money). */
  nowrap?: boolean;
  /**
   * Keeps the column in view at the end of the row while the rest scrolls sideways (e.g. the
   * Actions column of a wide table on a phone).
   */
  stickyEnd?: boolean;
}

const STICKY_END = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
} as const;

export interface DataTableProps<Row> {
  /** Names the table for assistive technology (a `caption`, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /**
   * Names the table's own scroll area (a region landmark, which takes keyboard focus to scroll
   * sideways); the caption by default. Give it another name where a landmark around the table already
   * carries the caption's name, so the two read apart.
   */
  regionLabel?: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** How many rows match in all (the connection's `totalCount`). */
  totalCount: number;
  /** Plural noun of the footer: 'Showing 25 of 428 participants'. */
  noun: string;
  /** The connection's `pageInfo.hasNextPage`: shows the Load more button. */
  hasNextPage: boolean;
  /** Loads the next page (usePagedConnection's `loadMore`); a rejection shows an error toast. */
  onLoadMore?: () => Promise<unknown>;
  /** What shows instead of the table when there are no rows (e.g. an EmptyState). */
  empty?: ReactNode;
  /** The table's smallest width before it scrolls sideways inside its own container. */
  minW?: string;
  size?: 'sm' | 'md';
}

/**
 * A paged table over a cursor connection: caption, column headers, its own horizontal scroll area on
 * small screens, a 'Showing X of Y …' footer and a Load more button driven by `pageInfo.hasNextPage`.
 * Loading more runs in a transition, so the rows already shown stay on screen while the next page loads.
 *
 * Load more is `loadMore` of the screen's usePagedConnection (src/graphql/paging.ts).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  regionLabel = caption,
  columns,
  rows,
  rowKey,
  totalCount,
  noun,
  hasNextPage,
  onLoadMore,
  empty,
  minW = '720px',
  size = 'sm',
}: DataTableProps<Row>) {
  const [loadingMore, startLoading] = useTransition();
  // Busy while a page loads, while the screen reloads its data for a new search, filter or sort (the
  // URL of this same page changes), or until the rows after the first commit's are in: assistive
  // technology, and tests, can wait for it to settle.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const allRowsReady = useAfterFirstPaint();
  const rowsPending = !allRowsReady && rows.length > FIRST_COMMIT_ROWS;

  const loadMore = () => {
    if (!onLoadMore) return;
    startLoading(async () => {
      try {
        await onLoadMore();
      } catch {
        toaster.create({ type: 'error', title: `Could not load more ${noun}`, description: 'Please try again.' });
      }
    });
  };

  const renderRow = (row: Row) => (
    <Table.Row key={rowKey(row)}>
      {columns.map((column) => {
        const props = {
          textAlign: column.align ?? 'start',
          minW: column.minW,
          maxW: column.maxW,
          whiteSpace: column.nowrap ? ('nowrap' as const) : undefined,
          verticalAlign: 'middle' as const,
          ...(column.stickyEnd ? STICKY_END : {}),
        };
        return column.rowHeader ? (
          <Table.Cell as="th" scope="row" key={column.key} fontWeight="normal" {...props}>
            {column.cell(row)}
          </Table.Cell>
        ) : (
          <Table.Cell key={column.key} {...props}>
            {column.cell(row)}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );

  if (rows.length === 0 && empty) return <>{empty}</>;

  return (
    <Box>
      <Table.ScrollArea position="relative" borderWidth="1px" borderColor="border.muted" rounded="lg" role="region" tabIndex={0} aria-label={regionLabel} focusRing="outside">
        <Table.Root size={size} minW={minW} interactive whiteSpace="normal" aria-busy={loadingMore || reloading || rowsPending}>
          <Table.Caption
            captionSide="top"
            textAlign="start"
            fontWeight="semibold"
            mt="0"
            mb="2"
            css={showCaption ? undefined : visuallyHiddenStyle}
          >
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  scope="col"
                  textAlign={column.align ?? 'start'}
                  minW={column.minW}
                  whiteSpace="nowrap"
                  // A visually hidden heading is taken out of the flow: anchor it to its own cell so it
                  // can never widen the page beside a table that scrolls inside its container.
                  position={column.headerHidden ? 'relative' : undefined}
                  {...(column.stickyEnd ? { ...STICKY_END, bg: 'bg.muted' } : {})}
                >
                  {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(allRowsReady ? rows : rows.slice(0, FIRST_COMMIT_ROWS)).map(renderRow)}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex mt="3" align="center" justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Showing {formatNumber(rows.length)} of {formatNumber(totalCount)} {noun}
        </Text>
        {hasNextPage && onLoadMore ? (
          <Button size="sm" variant="outline" onClick={loadMore} loading={loadingMore} loadingText="Loading…">
            Load more<VisuallyHidden> {noun}</VisuallyHidden>
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

interface Page<Node> {
  edges: readonly { node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** The largest page the server returns: exports ask for this many rows at a time. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a connection, page after page (for exports: all the filtered rows, not just the ones
 * on screen). `fetchPage` gets the cursor to continue after (null for the first page).
 */
export async function fetchAllPages<Node>(fetchPage: (after: string | null) => Promise<Page<Node> | null | undefined>): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page<Node> | null | undefined = await fetchPage(after);
    if (!page) throw new Error('The server sent no page of the list and no error saying why. Please try again.');
    for (const edge of page.edges) nodes.push(edge.node);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return nodes;
    after = page.pageInfo.endCursor;
  }
}
