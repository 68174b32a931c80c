import type { ApolloClient } from '@apollo/client';
import { AdminProductsExportDocument, type AdminProductsExportQueryVariables, type ProductFilter } from '../../graphql/__generated__/graphql';
import { downloadCsv } from '../../lib/download';
import { programDay } from '../../lib/program-time';

export const EXPORT_COLUMNS = [
  'Product ID',
  'Product Name',
  'SKU',
  'Category',
  'Base Points',
  'Base Dollars',
  'Status',
  'Description',
  'Created',
  'Last Modified',
] as const;

/**
 * Downloads every product matching `filter` (not only the rows on screen) as a CSV, asking the
 * server a page at a time. Returns how many products the file holds.
 */
export async function exportProducts(client: ApolloClient, filter: ProductFilter | null, today = programDay()): Promise<number> {
  const rows: (string | number)[][] = [];
  let after: string | null = null;
  for (;;) {
    const variables: AdminProductsExportQueryVariables = { filter, after };
    const { data } = await client.query({ query: AdminProductsExportDocument, variables, fetchPolicy: 'no-cache' });
    const products = data?.products;
    if (!products) throw new Error('The catalog could not be read');
    for (const { node } of products.edges) {
      rows.push([
        node.id,
        node.name,
        node.sku,
        node.category,
        node.basePoints,
        node.baseAmount.amount,
        node.isActive ? 'Active' : 'Inactive',
        node.description ?? '',
        node.createdDate,
        node.lastModified,
      ]);
    }
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) break;
    after = products.pageInfo.endCursor;
  }
  await downloadCsv(`product-catalog-${today}.csv`, EXPORT_COLUMNS, rows);
  return rows.length;
}
