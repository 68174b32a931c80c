import Papa from 'papaparse';

/** Starts a browser download of `content` under `filename`. */
export function downloadFile(filename: string, content: string, mimeType: string): void {
  const blob = new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return),
 * other than a plain number such as -850.00: papaparse keeps it as text with a leading apostrophe.
 */
export const CSV_FORMULA_TEXT = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * Builds a CSV (papaparse; quotes and escapes as needed) from a header row and data rows. Cells that
 * people typed (descriptions, notes, names) can never reach a spreadsheet as a formula.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => row.map((cell) => (cell == null ? '' : cell))) }, { escapeFormulae: CSV_FORMULA_TEXT });
}

/** Downloads rows as a CSV file. */
export function downloadCsv(filename: string, columns: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): void {
  downloadFile(filename, toCsv(columns, rows), 'text/csv;charset=utf-8');
}
