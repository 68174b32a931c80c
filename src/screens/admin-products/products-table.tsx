import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, HStack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { toaster } from '../../components/ui/toaster';
import {
  AdminProductsDeleteDocument,
  AdminProductsRestoreDocument,
  AdminProductsScreenDocument,
  AdminProductsSetActiveDocument,
  type ProductsTable_ProductFragment,
} from '../../graphql/__generated__/graphql';
import { formatDate, formatMoneyCents, formatPoints } from '../../lib/format';
import { ProductDialog } from './product-dialog';

/** How long the Product Deleted notice (and its Undo) stays. */
export const UNDO_TOAST_MS = 8000;

const REFETCH = { refetchQueries: [AdminProductsScreenDocument], awaitRefetchQueries: true };

export interface ProductsTableProps {
  products: readonly ProductsTable_ProductFragment[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  categories: readonly string[];
  empty: ReactNode;
}

/** The Product Catalog table: status switch, edit and delete (with undo) per product. */
export function ProductsTable({ products, totalCount, hasNextPage, onLoadMore, categories, empty }: ProductsTableProps) {
  const client = useApolloClient();
  const [editing, setEditing] = useState<ProductsTable_ProductFragment | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [setActive] = useMutation(AdminProductsSetActiveDocument, REFETCH);
  const [remove] = useMutation(AdminProductsDeleteDocument, REFETCH);

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const toggle = (product: ProductsTable_ProductFragment, isActive: boolean) =>
    track(product.id, async () => {
      try {
        const { data } = await setActive({ variables: { input: { productId: product.id, isActive } } });
        const problem = data?.setProductActive.errors[0];
        if (problem) throw new Error(problem.message);
        toaster.create({
          type: 'success',
          title: isActive ? 'Product Enabled' : 'Product Disabled',
          description: `${product.name} is now ${isActive ? 'active' : 'inactive'}`,
        });
      } catch (error) {
        toaster.create({ type: 'error', title: 'Status not changed', description: error instanceof Error ? error.message : 'Please try again.' });
      }
    });

  const restore = async (id: string, name: string) => {
    try {
      const { data } = await client.mutate({ mutation: AdminProductsRestoreDocument, variables: { input: { productId: id } }, ...REFETCH });
      const problem = data?.restoreProduct.errors[0];
      if (problem) throw new Error(problem.message);
      toaster.create({ type: 'success', title: 'Product Restored', description: `${name} is back in the catalog` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Product not restored', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  const onDelete = (product: ProductsTable_ProductFragment) =>
    track(product.id, async () => {
      try {
        const { data } = await remove({ variables: { input: { productId: product.id } } });
        const problem = data?.deleteProduct.errors[0];
        if (problem) throw new Error(problem.message);
        toaster.create({
          type: 'success',
          title: 'Product Deleted',
          description: `${product.name} has been removed`,
          duration: UNDO_TOAST_MS,
          action: { label: 'Undo', onClick: () => void restore(product.id, product.name) },
        });
      } catch (error) {
        toaster.create({ type: 'error', title: 'Product not deleted', description: error instanceof Error ? error.message : 'Please try again.' });
      }
    });

  const columns: DataTableColumn<ProductsTable_ProductFragment>[] = [
    { key: 'name', header: 'Product Name', rowHeader: true, minW: '220px', cell: (row) => <Text fontWeight="medium">{row.name}</Text> },
    { key: 'sku', header: 'SKU', nowrap: true, cell: (row) => <Text fontFamily="mono" fontSize="xs">{row.sku}</Text> },
    { key: 'category', header: 'Category', minW: '150px', cell: (row) => row.category },
    { key: 'points', header: 'Base Points', align: 'end', nowrap: true, cell: (row) => formatPoints(row.basePoints) },
    { key: 'dollars', header: 'Base Dollars', align: 'end', nowrap: true, cell: (row) => formatMoneyCents(row.baseAmount.amount) },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (row) => (
        <HStack gap="2">
          <Switch.Root
            size="sm"
            colorPalette="green"
            checked={row.isActive}
            disabled={busy.has(row.id)}
            onCheckedChange={(details) => void toggle(row, details.checked)}
          >
            <Switch.HiddenInput role="switch" />
            <Switch.Control />
            <Switch.Label>
              <VisuallyHidden>Active: {row.name}</VisuallyHidden>
            </Switch.Label>
          </Switch.Root>
          <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle" minW="16" justifyContent="center">
            {row.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </HStack>
      ),
    },
    { key: 'modified', header: 'Last Modified', nowrap: true, cell: (row) => formatDate(row.lastModified) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      stickyEnd: true,
      cell: (row) => <RowActions label={row.name} onEdit={() => setEditing(row)} onDelete={() => void onDelete(row)} deleting={busy.has(row.id)} />,
    },
  ];

  return (
    <>
      <DataTable
        caption="Product catalog"
        // The card around the table is the "Product Catalog" landmark; its scroll area reads apart from it.
        regionLabel="Product catalog table"
        columns={columns}
        rows={products}
        rowKey={(row) => row.id}
        totalCount={totalCount}
        noun="products"
        hasNextPage={hasNextPage}
        onLoadMore={onLoadMore}
        empty={empty}
        minW="960px"
      />
      {editing ? <ProductDialog key={editing.id} product={editing} categories={categories} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
