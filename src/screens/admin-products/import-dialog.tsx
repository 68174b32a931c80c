import { useMutation } from '@apollo/client/react';
import { announceImport, CsvImportDialog, type CsvImportColumn } from '../../components/csv-import-dialog';
import { toaster } from '../../components/ui/toaster';
import { AdminProductsImportDocument, AdminProductsScreenDocument } from '../../graphql/__generated__/graphql';
import { formatMoneyCents, formatNumber } from '../../lib/format';
import { parseMoneyText } from '../../lib/money';
import { PRODUCT_CSV_COLUMNS } from '../../lib/validation';
import { readProductCsv, TEMPLATE_ROW, toProductInput, type CsvProduct } from './csv-import';

/** A base dollars cell as read from the file: `$12.50`, `—` when empty, `Not a number` when unreadable. */
function moneyCell(text: string | null | undefined): string {
  if (text == null) return '—';
  const parsed = parseMoneyText(text);
  return 'problem' in parsed && parsed.problem === 'NOT_A_NUMBER' ? 'Not a number' : formatMoneyCents(text.trim());
}

function cellNumber(value: number | null | undefined, format: (value: number) => string): string {
  if (value == null) return '—';
  return Number.isFinite(value) ? format(value) : 'Not a number';
}

const COLUMNS: readonly CsvImportColumn<CsvProduct>[] = [
  { header: 'Product Name', minW: '160px', cell: (values) => values.name || '—' },
  { header: 'SKU', nowrap: true, cell: (values) => values.sku || 'Generated' },
  { header: 'Category', minW: '140px', cell: (values) => values.category || '—' },
  { header: 'Base Points', nowrap: true, cell: (values) => cellNumber(values.basePoints, (value) => `${Number.isInteger(value) ? formatNumber(value) : String(value)} pts`) },
  { header: 'Base Dollars', nowrap: true, cell: (values) => moneyCell(values.baseAmount) },
  { header: 'Status', cell: (values) => (values.isActive ? 'Active' : 'Inactive') },
];

export interface ImportDialogProps {
  onClose: () => void;
}

/**
 * Import Products from CSV (the shared import dialog): every row is checked with the shared rules and
 * by the server (duplicates against the catalogue), then the valid rows are imported together.
 */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const [runImport, { loading: importing }] = useMutation(AdminProductsImportDocument, {
    refetchQueries: [AdminProductsScreenDocument],
    awaitRefetchQueries: true,
  });
  const [check] = useMutation(AdminProductsImportDocument);

  return (
    <CsvImportDialog<CsvProduct>
      title="Import Products from CSV"
      hint={`The first row names the columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. Product Name, Category, Base Points and Base Dollars are required; an empty SKU gets one generated; Status “Inactive” imports the product disabled.`}
      template={{ fileName: 'product-import-template.csv', columns: PRODUCT_CSV_COLUMNS, row: TEMPLATE_ROW }}
      read={readProductCsv}
      check={async (rows) => {
        const { data } = await check({ variables: { input: { rows: rows.map((row) => toProductInput(row.values)), commit: false } } });
        const result = data?.importProducts;
        if (!result || result.errors.length > 0) return { ok: false, message: result?.errors[0]?.message ?? 'The rows could not be checked. Please try again.' };
        return { ok: true, rows: result.rows };
      }}
      commit={async (rows) => {
        try {
          const { data } = await runImport({ variables: { input: { rows: rows.map((row) => toProductInput(row.values)), commit: true } } });
          return announceImport(data?.importProducts, rows.length, { title: 'Products Imported', one: 'product has', many: 'products have', to: 'the catalog' });
        } catch {
          toaster.create({ type: 'error', title: 'Nothing imported', description: 'The import failed. Please try again.' });
          return false;
        }
      }}
      importing={importing}
      columns={COLUMNS}
      minTableW="760px"
      onClose={onClose}
    />
  );
}
