import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv';

describe('CSV files the portal downloads', () => {
  it('keeps typed text that a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const csv = toCsv(
      ['Description', 'Amount', 'Note'],
      [
        ['=HYPERLINK("http://example.test","Click")', '-850.00', '+1 555 0100'],
        ['@SUM(A1:A2)', -850, '-5'],
        ['Spring radio campaign', '12500.00', '\tindented'],
      ],
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows).toEqual([
      ['Description', 'Amount', 'Note'],
      [`'=HYPERLINK("http://example.test","Click")`, '-850.00', `'+1 555 0100`],
      [`'@SUM(A1:A2)`, '-850', '-5'],
      ['Spring radio campaign', '12500.00', `'\tindented`],
    ]);
  });
});
