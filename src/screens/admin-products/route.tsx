import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Download, PackageSearch, Plus, Upload } from 'lucide-react';
import { useId, useState, useTransition } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { usePagedConnection } from '../../graphql/paging';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import {
  AdminProductsScreenDocument,
  type ProductFilter,
  type ProductStatusFilter,
} from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { exportProducts } from './export-products';
import { ImportDialog } from './import-dialog';
import { ProductDialog } from './product-dialog';
import { ProductStats } from './product-stats';
import { ProductsTable } from './products-table';
import { SearchField } from '../../components/search-field';

const STATUS_OPTIONS: readonly [value: string, label: string, filter: ProductStatusFilter | null][] = [
  ['', 'All Status', null],
  ['active', 'Active Only', 'ACTIVE'],
  ['inactive', 'Inactive Only', 'INACTIVE'],
];

/** The catalogue filter the URL asks for (`?search=&category=&status=`), applied by the server. */
export function filterFrom(params: URLSearchParams): ProductFilter {
  const status = STATUS_OPTIONS.find(([value]) => value !== '' && value === params.get('status'))?.[2] ?? null;
  return { search: params.get('search')?.trim() || null, category: params.get('category') || null, status };
}

export const loader = (args: ScreenLoaderArgs) =>
  preloadScreenQuery(args, AdminProductsScreenDocument, { filter: filterFrom(args.url.searchParams) });

type Dialog = { kind: 'create' } | { kind: 'import' } | null;

/** Product Management (client admins): the cards, the catalogue with its filters, add, import and export. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(AdminProductsScreenDocument);
  const client = useApolloClient();
  const catalogId = useId();
  const [search, setSearch] = useUrlState('search');
  const [category, setCategory] = useUrlState('category');
  const [status, setStatus] = useUrlState('status');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, startExport] = useTransition();
  const filtered = search !== '' || category !== '' || status !== '';

  const pagedProducts = usePagedConnection(fetchMore, {
    connection: data.products,
    variables: (after) => ({ after }),
    page: (result) => result.products,
    get: (screen) => screen.products,
    set: (screen, next) => ({ ...screen, products: next }),
  });

  const onExport = () =>
    startExport(async () => {
      try {
        const count = await exportProducts(client, filterFrom(new URLSearchParams({ search, category, status })));
        toaster.create({ type: 'success', title: 'Catalog Exported', description: `${formatNumber(count)} ${count === 1 ? 'product' : 'products'} downloaded as CSV` });
      } catch {
        toaster.create({ type: 'error', title: 'Export failed', description: 'Please try again.' });
      }
    });

  return (
    <>
      <PageHeader
        title="Product Management"
        description="The product catalog dealers and advisors earn points on."
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <Upload aria-hidden /> Import CSV
            </Button>
            <Button variant="outline" onClick={onExport} loading={exporting} loadingText="Exporting…">
              <Download aria-hidden /> Export
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden /> Add Product
            </Button>
          </>
        }
      />

      <ProductStats stats={data.productStats} />

      <Card.Root as="section" aria-labelledby={catalogId} variant="outline" bg="bg">
        <Card.Header>
          <Heading as="h2" size="lg" id={catalogId}>
            Product Catalog
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Search by name or SKU, or narrow by category and status.
          </Text>
        </Card.Header>
        <Card.Body gap="4">
          <Flex gap="3" direction={{ base: 'column', lg: 'row' }}>
            <SearchField param="search" label="Search products" placeholder="Search by product name or SKU" />
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
              <FilterSelect
                label="Filter by category"
                value={category}
                onChange={setCategory}
                options={[{ value: '', label: 'All Categories' }, ...data.productCategories.map((name) => ({ value: name, label: name }))]}
                w={{ base: 'full', sm: '220px' }}
              />
              <FilterSelect
                label="Filter by status"
                value={status}
                onChange={setStatus}
                options={STATUS_OPTIONS.map(([value, label]) => ({ value, label }))}
                w={{ base: 'full', sm: '180px' }}
              />
            </Flex>
          </Flex>
          <Box>
            <ProductsTable
              products={data.products.edges.map((edge) => edge.node)}
              totalCount={data.products.totalCount}
              hasNextPage={pagedProducts.hasNextPage}
              onLoadMore={pagedProducts.loadMore}
              categories={data.productCategories}
              empty={
                <EmptyState
                  icon={PackageSearch}
                  title="No products found matching your filters"
                  description={filtered ? 'Try another search, category or status.' : 'Add a product or import a CSV to start the catalog.'}
                  action={
                    filtered ? (
                      <Button variant="outline" size="sm" onClick={() => setSearch('', ['category', 'status'])}>
                        Clear filters
                      </Button>
                    ) : undefined
                  }
                />
              }
            />
          </Box>
        </Card.Body>
      </Card.Root>

      {dialog?.kind === 'create' ? (
        <ProductDialog
          product={null}
          categories={data.productCategories}
          onClose={() => setDialog(null)}
          onCreated={(product) => setSearch(product.sku, ['category', 'status'])}
        />
      ) : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
