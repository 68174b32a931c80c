import { useMutation } from '@apollo/client/react';
import { announceImport, CsvImportDialog, type CsvImportColumn } from '../../components/csv-import-dialog';
import { toaster } from '../../components/ui/toaster';
import { AdminDealershipsImportDocument, AdminDealershipsScreenDocument } from '../../graphql/__generated__/graphql';
import { DEALERSHIP_CSV_COLUMNS, DEALERSHIP_TIER_LABELS, isTierName, type DealershipValues } from '../../lib/validation';
import { readDealershipCsv, TEMPLATE_ROW, toDealershipInput } from './csv-import';

const COLUMNS: readonly CsvImportColumn<DealershipValues>[] = [
  { header: 'Dealer Number', nowrap: true, cell: (values) => values.dealerNumber || '—' },
  { header: 'Name', minW: '160px', cell: (values) => values.name || '—' },
  { header: 'City', cell: (values) => values.city || '—' },
  { header: 'State', cell: (values) => values.state || '—' },
  { header: 'Tier', cell: (values) => (isTierName(values.tier) ? DEALERSHIP_TIER_LABELS[values.tier] : values.tier || '—') },
  { header: 'Principal Email', cell: (values) => values.principalEmail || '—' },
];

/**
 * Import Dealerships from CSV, in the dialog Product Management's import uses: every row is checked with
 * the shared rules and by the server (dealer numbers in use), then the valid rows are imported together
 * and their principals invited.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [runImport, { loading: importing }] = useMutation(AdminDealershipsImportDocument, {
    refetchQueries: [AdminDealershipsScreenDocument],
    awaitRefetchQueries: true,
  });
  const [check] = useMutation(AdminDealershipsImportDocument);

  return (
    <CsvImportDialog<DealershipValues>
      title="Import Dealerships from CSV"
      hint={`The first row names the columns: ${DEALERSHIP_CSV_COLUMNS.join(', ')}. Every column is required; Tier is Essential, Select, Elite or Premier. Each imported dealership's principal is invited to the portal by e-mail on the portal's server (the in-browser demo sends no e-mail).`}
      template={{ fileName: 'dealership-import-template.csv', columns: DEALERSHIP_CSV_COLUMNS, row: TEMPLATE_ROW }}
      read={readDealershipCsv}
      check={async (rows) => {
        const { data } = await check({ variables: { input: { rows: rows.map((row) => toDealershipInput(row.values)), commit: false } } });
        const result = data?.importDealerships;
        if (!result || result.errors.length > 0) return { ok: false, message: result?.errors[0]?.message ?? 'The rows could not be checked. Please try again.' };
        return { ok: true, rows: result.rows };
      }}
      commit={async (rows) => {
        // Only the rows the check found valid: a row the browser refused may carry a tier the API cannot.
        const valid = rows.filter((row) => row.ok);
        try {
          const { data } = await runImport({ variables: { input: { rows: valid.map((row) => toDealershipInput(row.values)), commit: true } } });
          return announceImport(data?.importDealerships, rows.length, { title: 'Dealerships Imported', one: 'dealership has', many: 'dealerships have', to: 'the network' });
        } catch {
          toaster.create({ type: 'error', title: 'Nothing imported', description: 'The import failed. Please try again.' });
          return false;
        }
      }}
      importing={importing}
      columns={COLUMNS}
      minTableW="860px"
      onClose={onClose}
    />
  );
}
