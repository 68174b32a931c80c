import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  FileUpload,
  Flex,
  List,
  Portal,
  SegmentGroup,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { toaster } from '../../components/ui/toaster';
import { AdminProductsImportDocument, AdminProductsScreenDocument } from '../../graphql/__generated__/graphql';
import { downloadCsv } from '../../lib/download';
import { formatFileSize, formatMoneyCents, formatNumber } from '../../lib/format';
import { parseMoneyText } from '../../lib/money';
import { PRODUCT_CSV_COLUMNS } from '../../lib/validation';
import { mergeRowErrors, readProductCsv, TEMPLATE_ROW, toProductInput, type CsvRow } from './csv-import';

/**
 * The file picker holds no file of its own: the dialog keeps the picked file, so every pick reaches
 * it, the same file again included (after it was fixed), and its own checks decide what is imported.
 */
const NO_FILES: File[] = [];

/** How many preview rows the table shows at once (files may hold thousands). */
const PREVIEW_LIMIT = 100;

interface CheckedRow extends CsvRow {
  ok: boolean;
  messages: string[];
}

type Phase = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'failed'; message: string } | { kind: 'preview'; rows: CheckedRow[] };

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

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

export interface ImportDialogProps {
  onClose: () => void;
}

/**
 * Import CSV: the file is read in the browser (papaparse), every row is checked with the shared
 * rules and by the server (duplicates against the catalogue), then the valid rows are imported
 * together. A file that cannot be read changes nothing.
 */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const triggerTextId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [view, setView] = useState<'all' | 'errors'>('all');
  const [runImport, { loading: importing }] = useMutation(AdminProductsImportDocument, {
    refetchQueries: [AdminProductsScreenDocument],
    awaitRefetchQueries: true,
  });
  const [check] = useMutation(AdminProductsImportDocument);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPicked(file);
    setView('all');
    setPhase({ kind: 'busy', label: 'Reading the file…' });
    const read = await readProductCsv(file);
    if (!read.ok) {
      setPhase({ kind: 'failed', message: read.message });
      return;
    }
    setPhase({ kind: 'busy', label: 'Checking the rows…' });
    try {
      const { data } = await check({ variables: { input: { rows: read.rows.map((row) => toProductInput(row.values)), commit: false } } });
      const result = data?.importProducts;
      if (!result || result.errors.length > 0) {
        setPhase({ kind: 'failed', message: result?.errors[0]?.message ?? 'The rows could not be checked. Please try again.' });
        return;
      }
      const rows = read.rows.map((row): CheckedRow => {
        const server = result.rows.find((candidate) => candidate.index === row.index);
        const messages = mergeRowErrors(row.errors, server?.errors ?? []);
        return { ...row, ok: messages.length === 0 && (server?.ok ?? false), messages };
      });
      setPhase({ kind: 'preview', rows });
    } catch {
      setPhase({ kind: 'failed', message: 'The rows could not be checked. Please try again.' });
    }
  };

  const rows = phase.kind === 'preview' ? phase.rows : [];
  const validCount = rows.filter((row) => row.ok).length;
  const invalidCount = rows.length - validCount;
  const shown = (view === 'errors' ? rows.filter((row) => !row.ok) : rows).slice(0, PREVIEW_LIMIT);
  const shownTotal = view === 'errors' ? invalidCount : rows.length;

  const commit = async () => {
    try {
      const { data } = await runImport({ variables: { input: { rows: rows.map((row) => toProductInput(row.values)), commit: true } } });
      const result = data?.importProducts;
      if (!result || result.errors.length > 0 || result.importedCount === 0) {
        toaster.create({ type: 'error', title: 'Nothing imported', description: result?.errors[0]?.message ?? 'No row could be imported. Check the file and try again.' });
        return;
      }
      const skipped = rows.length - result.importedCount;
      toaster.create({
        type: 'success',
        title: 'Products Imported',
        description: `${plural(result.importedCount, 'product has', 'products have')} been added to the catalog${
          skipped > 0 ? `; ${plural(skipped, 'row', 'rows')} with errors ${skipped === 1 ? 'was' : 'were'} skipped` : ''
        }`,
      });
      onClose();
    } catch {
      toaster.create({ type: 'error', title: 'Nothing imported', description: 'The import failed. Please try again.' });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: '5xl' }}>
            <Dialog.Header>
              <Dialog.Title pe="8">Import Products from CSV</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Box>
                  <Text id={hintId} fontSize="sm" color="fg.muted">
                    The first row names the columns: {PRODUCT_CSV_COLUMNS.join(', ')}. Product Name, Category, Base Points and Base Dollars
                    are required; an empty SKU gets one generated; Status “Inactive” imports the product disabled.
                  </Text>
                  <Button
                    variant="plain"
                    size="sm"
                    colorPalette="brand"
                    px="0"
                    onClick={() => {
                      downloadCsv('product-import-template.csv', PRODUCT_CSV_COLUMNS, [TEMPLATE_ROW]).catch(() => {
                        toaster.create({ type: 'error', title: 'Could not download the template', description: 'Please try again.' });
                      });
                    }}
                  >
                    <Download aria-hidden /> Download template
                  </Button>
                </Box>
                <FileUpload.Root maxFiles={1} acceptedFiles={NO_FILES} onFileChange={(details) => void onFile(details.acceptedFiles[0])}>
                  {/* Named by the button that opens it: the button is what people use, the input takes the file. */}
                  <FileUpload.HiddenInput accept=".csv,text/csv" aria-labelledby={triggerTextId} />
                  <Flex
                    direction={{ base: 'column', sm: 'row' }}
                    align={{ base: 'flex-start', sm: 'center' }}
                    gap="3"
                    w="full"
                    p="4"
                    borderWidth="1px"
                    borderStyle="dashed"
                    borderColor="border.emphasized"
                    rounded="lg"
                    bg="bg.subtle"
                  >
                    <FileUpload.Trigger asChild>
                      <Button colorPalette="brand" size="md" flexShrink={0} aria-describedby={hintId}>
                        <FileUp aria-hidden />
                        <span id={triggerTextId}>Choose CSV file</span>
                      </Button>
                    </FileUpload.Trigger>
                    {picked ? (
                      <FileUpload.ItemGroup flex="1" minW="0" w={{ base: 'full', sm: 'auto' }}>
                        <FileUpload.Item file={picked} bg="bg.panel">
                          <FileUpload.ItemPreview />
                          <FileUpload.ItemContent minW="0">
                            <FileUpload.ItemName wordBreak="break-all">Selected: {picked.name}</FileUpload.ItemName>
                            <FileUpload.ItemSizeText>{formatFileSize(picked.size)}</FileUpload.ItemSizeText>
                          </FileUpload.ItemContent>
                        </FileUpload.Item>
                      </FileUpload.ItemGroup>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        No file selected yet
                      </Text>
                    )}
                  </Flex>
                </FileUpload.Root>

                {phase.kind === 'busy' ? (
                  <Flex align="center" gap="2" role="status">
                    <Spinner size="sm" />
                    <Text fontSize="sm">{phase.label}</Text>
                  </Flex>
                ) : null}

                {phase.kind === 'failed' ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>This file cannot be imported</Alert.Title>
                      <Alert.Description>{phase.message} Nothing was changed.</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}

                {phase.kind === 'preview' ? (
                  <Stack gap="3">
                    <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
                      <Flex gap="2" wrap="wrap" role="status">
                        <Badge colorPalette="gray" size="lg">
                          {plural(rows.length, 'row', 'rows')}
                        </Badge>
                        <Badge colorPalette="green" size="lg">
                          {formatNumber(validCount)} valid
                        </Badge>
                        <Badge colorPalette={invalidCount > 0 ? 'red' : 'gray'} size="lg">
                          {plural(invalidCount, 'row', 'rows')} with errors
                        </Badge>
                      </Flex>
                      <SegmentGroup.Root size="sm" value={view} onValueChange={(details) => setView(details.value === 'errors' ? 'errors' : 'all')} aria-label="Preview rows">
                        <SegmentGroup.Indicator />
                        <SegmentGroup.Items items={[{ value: 'all', label: 'All rows' }, { value: 'errors', label: 'Rows with errors' }]} />
                      </SegmentGroup.Root>
                    </Flex>
                    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="md" maxH="360px" tabIndex={0} role="region" aria-label="Import preview">
                      <Table.Root size="sm" stickyHeader minW="760px">
                        <Table.Caption captionSide="top" srOnly>
                          Import preview
                        </Table.Caption>
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            {['Row', 'Product Name', 'SKU', 'Category', 'Base Points', 'Base Dollars', 'Status', 'Result'].map((heading) => (
                              <Table.ColumnHeader key={heading} scope="col" whiteSpace="nowrap">
                                {heading}
                              </Table.ColumnHeader>
                            ))}
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {shown.map((row) => (
                            <Table.Row key={row.index} bg={row.ok ? undefined : 'red.subtle'} verticalAlign="top">
                              <Table.Cell as="th" scope="row" fontWeight="normal">
                                {row.index + 1}
                              </Table.Cell>
                              <Table.Cell minW="160px">{row.values.name || '—'}</Table.Cell>
                              <Table.Cell whiteSpace="nowrap">{row.values.sku || 'Generated'}</Table.Cell>
                              <Table.Cell minW="140px">{row.values.category || '—'}</Table.Cell>
                              <Table.Cell whiteSpace="nowrap">
                                {cellNumber(row.values.basePoints, (value) => `${Number.isInteger(value) ? formatNumber(value) : String(value)} pts`)}
                              </Table.Cell>
                              <Table.Cell whiteSpace="nowrap">{moneyCell(row.values.baseAmount)}</Table.Cell>
                              <Table.Cell>{row.values.isActive ? 'Active' : 'Inactive'}</Table.Cell>
                              <Table.Cell minW="220px">
                                {row.ok ? (
                                  <Badge colorPalette="green">Valid</Badge>
                                ) : (
                                  <List.Root ps="4" gap="0.5" color="fg.error" fontSize="xs">
                                    {row.messages.map((message) => (
                                      <List.Item key={message}>{message}</List.Item>
                                    ))}
                                  </List.Root>
                                )}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                    {shownTotal > shown.length ? (
                      <Text fontSize="xs" color="fg.muted">
                        Showing the first {formatNumber(shown.length)} of {formatNumber(shownTotal)} rows.
                      </Text>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <DialogActions>
              <Button colorPalette="brand" disabled={validCount === 0} loading={importing} loadingText="Importing…" onClick={commit}>
                {phase.kind === 'preview' ? `Import ${plural(validCount, 'valid row', 'valid rows')}` : 'Import'}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
