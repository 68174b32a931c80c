import { Alert, Badge, Box, Button, Dialog, FileUpload, Flex, List, Portal, SegmentGroup, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Download, FileUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { mergeRowErrors } from '../lib/csv-file';
import { downloadCsv } from '../lib/download';
import { formatFileSize, formatNumber } from '../lib/format';
import type { ReportedError } from '../lib/validation';
import { DialogActions } from './dialog-actions';
import { toaster } from './ui/toaster';

/**
 * The file picker holds no file of its own: the dialog keeps the picked file, so every pick reaches
 * it, the same file again included (after it was fixed), and its own checks decide what is imported.
 */
const NO_FILES: File[] = [];

/** How many preview rows the table shows at once (files may hold thousands). */
const PREVIEW_LIMIT = 100;

/** A data row of the file as the browser read it. */
export interface CsvImportRow<Values> {
  /** Zero-based position among the data rows (the header is not a row). */
  index: number;
  values: Values;
  /** Problems the browser sees on its own. */
  errors: readonly ReportedError[];
}

/** A row checked by the browser and the server. */
export interface CheckedCsvRow<Values> extends CsvImportRow<Values> {
  ok: boolean;
  messages: string[];
}

export interface CsvImportColumn<Values> {
  header: string;
  cell: (values: Values) => ReactNode;
  minW?: string;
  nowrap?: boolean;
}

type Outcome<T> = { ok: true } & T;
type Refusal = { ok: false; message: string };

export interface CsvImportDialogProps<Values> {
  title: string;
  /** What the file must hold; it describes the Choose CSV file button. */
  hint: string;
  template: { fileName: string; columns: readonly string[]; row: readonly string[] };
  read: (file: File) => Promise<Outcome<{ rows: CsvImportRow<Values>[] }> | Refusal>;
  /** The server's check of every row (nothing changes), by the rows' indexes. */
  check: (rows: CsvImportRow<Values>[]) => Promise<Outcome<{ rows: readonly { index: number; ok: boolean; errors: readonly ReportedError[] }[] }> | Refusal>;
  /** Imports the valid rows; resolves true when the dialog may close (the caller says what happened). */
  commit: (rows: readonly CheckedCsvRow<Values>[]) => Promise<boolean>;
  importing: boolean;
  /** The preview's columns between Row and Result. */
  columns: readonly CsvImportColumn<Values>[];
  minTableW: string;
  onClose: () => void;
}

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * An import from a CSV file (Product Management's products, the Dealerships screen's dealer list): the
 * file is read in the browser, every row is checked with the shared rules and by the server, the preview
 * shows each row's problems, then the valid rows are imported together. A file that cannot be read
 * changes nothing.
 */
export function CsvImportDialog<Values>({ title, hint, template, read, check, commit, importing, columns, minTableW, onClose }: CsvImportDialogProps<Values>) {
  const triggerTextId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState<File | null>(null);
  type Phase = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'failed'; message: string } | { kind: 'preview'; rows: CheckedCsvRow<Values>[] };
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [view, setView] = useState<'all' | 'errors'>('all');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPicked(file);
    setView('all');
    setPhase({ kind: 'busy', label: 'Reading the file…' });
    const result = await read(file);
    if (!result.ok) {
      setPhase({ kind: 'failed', message: result.message });
      return;
    }
    setPhase({ kind: 'busy', label: 'Checking the rows…' });
    try {
      const checked = await check(result.rows);
      if (!checked.ok) {
        setPhase({ kind: 'failed', message: checked.message });
        return;
      }
      const rows = result.rows.map((row): CheckedCsvRow<Values> => {
        const server = checked.rows.find((candidate) => candidate.index === row.index);
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

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: '5xl' }}>
            <Dialog.Header>
              <Dialog.Title pe="8">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Box>
                  <Text id={hintId} fontSize="sm" color="fg.muted">
                    {hint}
                  </Text>
                  <Button
                    variant="plain"
                    size="sm"
                    colorPalette="brand"
                    px="0"
                    onClick={() => {
                      downloadCsv(template.fileName, template.columns, [template.row]).catch(() => {
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
                      <Table.Root size="sm" stickyHeader minW={minTableW}>
                        <Table.Caption captionSide="top" srOnly>
                          Import preview
                        </Table.Caption>
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            {['Row', ...columns.map((column) => column.header), 'Result'].map((heading) => (
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
                              {columns.map((column) => (
                                <Table.Cell key={column.header} minW={column.minW} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                                  {column.cell(row.values)}
                                </Table.Cell>
                              ))}
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
              <Button
                colorPalette="brand"
                disabled={validCount === 0}
                loading={importing}
                loadingText="Importing…"
                onClick={() => {
                  void commit(rows).then((done) => (done ? onClose() : undefined));
                }}
              >
                {phase.kind === 'preview' ? `Import ${plural(validCount, 'valid row', 'valid rows')}` : 'Import'}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Tells the administrator how an import's commit went, as both import dialogs do: an error toast when
 * nothing was imported (false), else a success toast naming what was added and how many rows with
 * errors were skipped (true). `total` is the number of rows sent; `added` names them, e.g.
 * `{ title: 'Products Imported', one: 'product has', many: 'products have', to: 'the catalog' }`.
 */
export function announceImport(
  result: { importedCount: number; errors: readonly { message: string }[] } | null | undefined,
  total: number,
  added: { title: string; one: string; many: string; to: string },
): boolean {
  if (!result || result.errors.length > 0 || result.importedCount === 0) {
    toaster.create({ type: 'error', title: 'Nothing imported', description: result?.errors[0]?.message ?? 'No row could be imported. Check the file and try again.' });
    return false;
  }
  const skipped = total - result.importedCount;
  toaster.create({
    type: 'success',
    title: added.title,
    description: `${plural(result.importedCount, added.one, added.many)} been added to ${added.to}${
      skipped > 0 ? `; ${plural(skipped, 'row', 'rows')} with errors ${skipped === 1 ? 'was' : 'were'} skipped` : ''
    }`,
  });
  return true;
}
