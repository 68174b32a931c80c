import { mergeRowErrors, readCsvFile } from '../../lib/csv-file';
import type { ProductInput } from '../../graphql/__generated__/graphql';
import {
  IMPORT_MAX_ROWS,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  PRODUCT_CSV_COLUMNS,
  productFromCsvRecord,
  validateProduct,
  type FieldError,
  type ProductValues,
} from '../../lib/validation';

/** A data row of the file as the shared CSV reader understands it. */
export type CsvProduct = ProductValues & { isActive: boolean };

export interface CsvRow {
  /** Zero-based position among the data rows (the header is not a row). */
  index: number;
  values: CsvProduct;
  /** Problems the browser sees on its own: the shared product rules and cells that do not fit the header. */
  errors: FieldError[];
}

export type CsvReadResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

type Target = keyof CsvProduct;

const REQUIRED: readonly [Target, string][] = [
  ['name', 'Product Name'],
  ['category', 'Category'],
  ['basePoints', 'Base Points'],
  ['baseAmount', 'Base Dollars'],
];

/**
 * The product field a column heading fills, as the shared reader (`productFromCsvRecord`) maps it,
 * or null when the reader ignores the heading.
 */
export function columnTarget(heading: string): Target | null {
  const probe = 'inactive';
  const read = productFromCsvRecord({ [heading]: probe });
  if (!read.isActive) return 'isActive';
  if (Number.isNaN(read.basePoints)) return 'basePoints';
  for (const key of ['name', 'category', 'sku', 'baseAmount', 'description'] as const) if (read[key] === probe) return key;
  return null;
}

/**
 * Reads a product CSV (the shared reader, src/lib/csv-file.ts): one clear message for a file that cannot
 * be imported, otherwise every data row with its values and the problems seen so far.
 */
export async function readProductCsv(file: File): Promise<CsvReadResult> {
  const read = await readCsvFile(file, {
    columnTarget,
    required: REQUIRED,
    columns: PRODUCT_CSV_COLUMNS,
    noRows: IMPORT_NO_ROWS,
    noRowsHint: 'Add one product per row under the header row.',
    tooManyRows: IMPORT_TOO_MANY_ROWS,
    maxRows: IMPORT_MAX_ROWS,
  });
  if (!read.ok) return read;
  const rows = read.rows.map((row): CsvRow => {
    const values = productFromCsvRecord(row.cells);
    const errors: FieldError[] = row.shapeError ? [row.shapeError] : [];
    errors.push(...validateProduct(values));
    return { index: row.index, values, errors };
  });
  return { ok: true, rows };
}

const INT_MAX = 2_147_483_647;

/**
 * A row as the import mutation takes it. Points the API cannot carry (empty, not a number, not a
 * whole number) are sent as -1, and base dollars as the text read, which the server rejects with the
 * same rule the browser applied, so every row keeps its place and the server's row numbers match the file.
 */
export function toProductInput(values: CsvProduct): ProductInput {
  const points = values.basePoints;
  return {
    name: values.name ?? '',
    category: values.category ?? '',
    sku: values.sku?.trim() || null,
    basePoints: points != null && Number.isInteger(points) && points >= 0 && points <= INT_MAX ? points : -1,
    baseAmount: values.baseAmount ?? '',
    description: values.description?.trim() || null,
    isActive: values.isActive,
  };
}

export { mergeRowErrors };

/** The example row of the template file offered in the import dialog. */
export const TEMPLATE_ROW = ['Smart Wi-Fi Thermostat, Gen 2', '', 'Sensors & Controls', '1200', '120.00', 'Seven-day programmable thermostat', 'Active'];
