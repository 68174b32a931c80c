import type { DealershipInput, TierName } from '../../graphql/__generated__/graphql';
import { readCsvFile } from '../../lib/csv-file';
import {
  DEALERSHIP_CSV_COLUMNS,
  DEALERSHIP_IMPORT_MAX_ROWS,
  DEALERSHIP_IMPORT_NO_ROWS,
  DEALERSHIP_IMPORT_TOO_MANY_ROWS,
  dealershipCsvTarget,
  dealershipFromCsvRecord,
  validateDealership,
  type DealershipValues,
  type FieldError,
} from '../../lib/validation';

export interface CsvRow {
  /** Zero-based position among the data rows (the header is not a row). */
  index: number;
  values: DealershipValues;
  /** Problems the browser sees on its own: the shared dealership rules and cells that do not fit the header. */
  errors: FieldError[];
}

export type CsvReadResult = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

const REQUIRED: readonly (readonly [keyof DealershipValues, string])[] = [
  ['dealerNumber', 'Dealer Number'],
  ['name', 'Name'],
  ['region', 'Region'],
  ['streetAddress', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
  ['tier', 'Tier'],
  ['principalEmail', 'Principal Email'],
];

/** Reads a dealer list CSV with the reader Product Management's import uses (src/lib/csv-file.ts). */
export async function readDealershipCsv(file: File): Promise<CsvReadResult> {
  const read = await readCsvFile(file, {
    columnTarget: dealershipCsvTarget,
    required: REQUIRED,
    columns: DEALERSHIP_CSV_COLUMNS,
    noRows: DEALERSHIP_IMPORT_NO_ROWS,
    noRowsHint: 'Add one dealership per row under the header row.',
    tooManyRows: DEALERSHIP_IMPORT_TOO_MANY_ROWS,
    maxRows: DEALERSHIP_IMPORT_MAX_ROWS,
  });
  if (!read.ok) return read;
  return {
    ok: true,
    rows: read.rows.map((row): CsvRow => {
      const values = dealershipFromCsvRecord(row.cells);
      const errors: FieldError[] = row.shapeError ? [row.shapeError] : [];
      errors.push(...validateDealership(values, { principalRequired: true }));
      return { index: row.index, values, errors };
    }),
  };
}

/**
 * A row as the import mutation takes it. The check sends every row, so the server's row numbers match
 * the file; a tier the file names wrongly goes as ESSENTIAL there, a row the browser has already refused
 * (the import sends only the rows the check found valid).
 */
export function toDealershipInput(values: DealershipValues): DealershipInput {
  const tier = (['ESSENTIAL', 'SELECT', 'ELITE', 'PREMIER'] as const).find((name) => name === values.tier);
  return {
    dealerNumber: values.dealerNumber,
    name: values.name,
    region: values.region,
    streetAddress: values.streetAddress,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    tier: tier ?? ('ESSENTIAL' satisfies TierName),
    principalEmail: values.principalEmail ?? '',
  };
}

/** The example row of the template file offered in the import dialog. */
export const TEMPLATE_ROW = ['D-310001', 'Prairie Air Heating & Cooling', 'Midwest', '210 Walnut Street', 'Peoria', 'IL', '61602', 'Select', 'owner@prairieair.example'];
