import Papa from 'papaparse';
import { fieldName, type FieldError, type ReportedError } from './validation';

/**
 * The reading of an import's CSV file that every import shares (Product Management's products, the
 * Dealerships screen's dealer list): papaparse with a header row; a file that is not CSV, has no
 * header row, has unknown, repeated or missing columns, cannot be parsed, or has no (or too many) rows
 * comes back as one clear message; otherwise each data row's cells under their headings, and the
 * problem of a row whose cells do not fit the header.
 */
export interface CsvFileSpec<Target extends string> {
  /** The field a heading fills, or null when the import does not know the heading. */
  columnTarget: (heading: string) => Target | null;
  /** The headings the file must have, as [field, heading]. */
  required: readonly (readonly [Target, string])[];
  /** Every heading the import knows, for the messages. */
  columns: readonly string[];
  /** The messages of a file without rows (followed by how to fill it) and with too many. */
  noRows: string;
  noRowsHint: string;
  tooManyRows: string;
  maxRows: number;
}

export interface CsvFileRow {
  /** Zero-based position among the data rows (the header is not a row). */
  index: number;
  /** The row's cells by heading. */
  cells: Record<string, string | undefined>;
  /** Its cells do not fit the header (more or fewer than its columns). */
  shapeError: FieldError | null;
}

export type CsvFileResult = { ok: true; rows: CsvFileRow[] } | { ok: false; message: string };

function looksLikeCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

function quoted(names: readonly string[]): string {
  return names.map((name) => `“${name}”`).join(', ');
}

export async function readCsvFile<Target extends string>(file: File, spec: CsvFileSpec<Target>): Promise<CsvFileResult> {
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

  const columnList = spec.columns.join(', ');
  const headings = (parsed.meta.fields ?? []).filter((heading) => heading !== '');
  const targets = headings.map(spec.columnTarget);
  if (headings.length === 0 || targets.every((target) => target === null)) {
    return { ok: false, message: `The file has no header row. Its first row must name the columns: ${columnList}.` };
  }
  const renamed = Object.values(parsed.meta.renamedHeaders ?? {});
  if (renamed.length > 0) {
    return { ok: false, message: `The column ${quoted([...new Set(renamed)])} appears more than once. Keep one of each column.` };
  }
  const unknown = headings.filter((_heading, index) => targets[index] === null);
  if (unknown.length > 0) {
    return { ok: false, message: `The file has columns the import does not know: ${quoted(unknown)}. Use only: ${columnList}.` };
  }
  const repeated = headings.filter((_heading, index) => targets.indexOf(targets[index] ?? null) !== index);
  if (repeated.length > 0) {
    return { ok: false, message: `The column ${quoted(repeated)} repeats another column. Keep one of each column.` };
  }
  const missing = spec.required.filter(([target]) => !targets.includes(target)).map(([, label]) => label);
  if (missing.length > 0) {
    const all = spec.required.map(([, label]) => label).join(', ');
    return { ok: false, message: `The file is missing the column${missing.length > 1 ? 's' : ''} ${quoted(missing)}. Required: ${all}.` };
  }

  const records = parsed.data;
  if (records.length === 0) return { ok: false, message: `${spec.noRows}. ${spec.noRowsHint}` };
  if (records.length > spec.maxRows) return { ok: false, message: spec.tooManyRows };

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

  const rows = records.map((record, index): CsvFileRow => {
    const cells: Record<string, string | undefined> = {};
    for (const heading of headings) cells[heading] = record[heading];
    const shape = mismatched.get(index);
    return { index, cells, shapeError: shape ? { field: 'row', message: shape, code: 'INVALID' } : null };
  });
  return { ok: true, rows };
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
