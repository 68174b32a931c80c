import Papa from 'papaparse';

/** One row of a CSV file: empty cells may be null or undefined. */
export type CsvRow = readonly (string | number | boolean | null | undefined)[];

/**
 * Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return),
 * other than a plain number such as -850.00: papaparse keeps it as text with a leading apostrophe.
 */
export const CSV_FORMULA_TEXT = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * Builds a CSV (papaparse; quotes and escapes as needed) from a header row and data rows. Cells that
 * people typed (descriptions, notes, names) can never reach a spreadsheet as a formula.
 */
export function toCsv(columns: readonly string[], rows: readonly CsvRow[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => row.map((cell) => (cell == null ? '' : cell))) }, { escapeFormulae: CSV_FORMULA_TEXT });
}
