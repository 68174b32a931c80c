import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Plus, Store, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { AdminDealershipsScreenDocument, type DealershipFilter, type DealershipStatus } from '../../graphql/__generated__/graphql';
import { usePagedConnection } from '../../graphql/paging';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { useUrlState } from '../../lib/url-state';
import { DealershipDialog } from './dealership-dialog';
import { DealershipsTable } from './dealerships-table';
import { ImportDialog } from './import-dialog';

const STATUS_OPTIONS: readonly [value: string, label: string, filter: DealershipStatus | null][] = [
  ['', 'All Status', null],
  ['active', 'Active Only', 'ACTIVE'],
  ['inactive', 'Inactive Only', 'INACTIVE'],
];

/** The filter the URL asks for (`?search=&status=`), applied by the server. */
export function filterFrom(params: URLSearchParams): DealershipFilter {
  const status = STATUS_OPTIONS.find(([value]) => value !== '' && value === params.get('status'))?.[2] ?? null;
  return { search: params.get('search')?.trim() || null, status };
}

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, AdminDealershipsScreenDocument, { filter: filterFrom(args.url.searchParams) });

type Dialog = { kind: 'create' } | { kind: 'import' } | null;

/** Dealerships (client admins): the program's network with search and status filter, add, edit, deactivate and CSV import. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(AdminDealershipsScreenDocument);
  const listId = useId();
  const [search, setSearch] = useUrlState('search');
  const [status, setStatus] = useUrlState('status');
  const [dialog, setDialog] = useState<Dialog>(null);
  const filtered = search !== '' || status !== '';
  const connection = data.dealerships;

  const paged = usePagedConnection(fetchMore, {
    connection,
    variables: (after) => ({ after }),
    page: (result) => result.dealerships,
    get: (screen) => screen.dealerships,
    set: (screen, next) => ({ ...screen, dealerships: next }),
  });

  return (
    <>
      <PageHeader
        title="Dealerships"
        description="The program's dealer network: numbers, addresses, tiers and who may sign in."
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <Upload aria-hidden /> Import CSV
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden /> Add Dealership
            </Button>
          </>
        }
      />

      <Card.Root as="section" aria-labelledby={listId} variant="outline" bg="bg">
        <Card.Header>
          <Heading as="h2" size="lg" id={listId}>
            Dealer Network
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Search by dealer number, name or city, or narrow by status.
          </Text>
        </Card.Header>
        <Card.Body gap="4">
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <SearchField param="search" label="Search dealerships" placeholder="Search by dealer number, name or city" />
            <FilterSelect
              label="Filter by status"
              value={status}
              onChange={setStatus}
              options={STATUS_OPTIONS.map(([value, label]) => ({ value, label }))}
              w={{ base: 'full', md: '200px' }}
            />
          </Flex>
          <Box>
            {connection ? (
              <DealershipsTable
                dealerships={connection.edges.map((edge) => edge.node)}
                totalCount={connection.totalCount}
                hasNextPage={paged.hasNextPage}
                onLoadMore={paged.loadMore}
                empty={
                  <EmptyState
                    icon={Store}
                    title="No dealerships found matching your filters"
                    description={filtered ? 'Try another search or status.' : 'Add a dealership or import a CSV of the dealer list.'}
                    action={
                      filtered ? (
                        <Button variant="outline" size="sm" onClick={() => setSearch('', ['status'])}>
                          Clear filters
                        </Button>
                      ) : undefined
                    }
                  />
                }
              />
            ) : null}
          </Box>
        </Card.Body>
      </Card.Root>

      {dialog?.kind === 'create' ? (
        <DealershipDialog dealership={null} onClose={() => setDialog(null)} onCreated={(created) => setSearch(created.dealerNumber, ['status'])} />
      ) : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
