import type { CsvRow } from './csv';

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
 * Downloads rows as a CSV file. The CSV writer (src/lib/csv.ts, papaparse) loads with the first
 * download, not with the screens that offer one.
 */
export async function downloadCsv(filename: string, columns: readonly string[], rows: readonly CsvRow[]): Promise<void> {
  const { toCsv } = await import('./csv');
  downloadFile(filename, toCsv(columns, rows), 'text/csv;charset=utf-8');
}
