import Papa from 'papaparse';
import type { ProductInput } from '../../graphql/__generated__/graphql';
import {
  IMPORT_MAX_ROWS,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  PRODUCT_CSV_COLUMNS,
  productFromCsvRecord,
  validateProduct,
  fieldName,
  type FieldError,
  type ReportedError,
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

const COLUMN_LIST = PRODUCT_CSV_COLUMNS.join(', ');
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

function looksLikeCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

function quoted(names: readonly string[]): string {
  return names.map((name) => `“${name}”`).join(', ');
}

/**
 * Reads a product CSV (papaparse, header row). A file that is not CSV, has no header row, has
 * unknown, repeated or missing columns, cannot be parsed, or has no (or too many) rows comes back
 * as one clear message; otherwise every data row with its values and the problems seen so far.
 */
export async function readProductCsv(file: File): Promise<CsvReadResult> {
  if (!looksLikeCsvFile(file)) {
    return { ok: false, message: `“${file.name}” is not a CSV file. Choose a .csv file with a header row.` };
  }
  const text = await file.text();
  if (text.includes('\u0000')) {
    return { ok: false, message: `“${file.name}” is not a text CSV file. Save it as CSV (comma-separated values) and try again.` };
  }
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (heading) => heading.trim(),
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    const where = broken.row != null ? ` near row ${broken.row + 1}` : '';
    return { ok: false, message: `The file could not be read as CSV${where}: ${broken.message.toLowerCase()}.` };
  }

  const headings = (parsed.meta.fields ?? []).filter((heading) => heading !== '');
  const targets = headings.map(columnTarget);
  if (headings.length === 0 || targets.every((target) => target === null)) {
    return { ok: false, message: `The file has no header row. Its first row must name the columns: ${COLUMN_LIST}.` };
  }
  const renamed = Object.values(parsed.meta.renamedHeaders ?? {});
  if (renamed.length > 0) {
    return { ok: false, message: `The column ${quoted([...new Set(renamed)])} appears more than once. Keep one of each column.` };
  }
  const unknown = headings.filter((_heading, index) => targets[index] === null);
  if (unknown.length > 0) {
    return { ok: false, message: `The file has columns the import does not know: ${quoted(unknown)}. Use only: ${COLUMN_LIST}.` };
  }
  const repeated = headings.filter((_heading, index) => targets.indexOf(targets[index] ?? null) !== index);
  if (repeated.length > 0) {
    return { ok: false, message: `The column ${quoted(repeated)} repeats another column. Keep one of each column.` };
  }
  const missing = REQUIRED.filter(([target]) => !targets.includes(target)).map(([, label]) => label);
  if (missing.length > 0) {
    return { ok: false, message: `The file is missing the column${missing.length > 1 ? 's' : ''} ${quoted(missing)}. Required: Product Name, Category, Base Points, Base Dollars.` };
  }

  const records = parsed.data;
  if (records.length === 0) return { ok: false, message: `${IMPORT_NO_ROWS}. Add one product per row under the header row.` };
  if (records.length > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_TOO_MANY_ROWS };

  const mismatched = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.type !== 'FieldMismatch' || error.row == null) continue;
    mismatched.set(
      error.row,
      error.code === 'TooManyFields'
        ? `The row has more cells than the header has columns (${headings.length})`
        : `The row has fewer cells than the header has columns (${headings.length})`,
    );
  }

  const rows = records.map((record, index): CsvRow => {
    const cells: Record<string, string | undefined> = {};
    for (const heading of headings) cells[heading] = record[heading];
    const values = productFromCsvRecord(cells);
    const errors: FieldError[] = [];
    const shape = mismatched.get(index);
    if (shape) errors.push({ field: 'row', message: shape, code: 'INVALID' });
    errors.push(...validateProduct(values));
    return { index, values, errors };
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

/** The browser's problems first, then the server's for fields the browser found nothing wrong with. */
export function mergeRowErrors(local: readonly ReportedError[], server: readonly ReportedError[]): string[] {
  const fieldOf = (error: ReportedError) => (fieldName(error.field) ?? 'row').split('.').at(-1) ?? 'row';
  const seen = new Set(local.map(fieldOf));
  const messages = local.map((error) => error.message);
  for (const error of server) {
    const field = fieldOf(error);
    if (seen.has(field)) continue;
    seen.add(field);
    messages.push(error.message);
  }
  return messages;
}

/** The example row of the template file offered in the import dialog. */
export const TEMPLATE_ROW = ['Smart Wi-Fi Thermostat, Gen 2', '', 'Sensors & Controls', '1200', '120.00', 'Seven-day programmable thermostat', 'Active'];
