import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Dialog, FileUpload, Flex, List, Portal, SegmentGroup, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { toaster } from '../../components/ui/toaster';
import { AdminDealershipsImportDocument, AdminDealershipsScreenDocument } from '../../graphql/__generated__/graphql';
import { mergeRowErrors } from '../../lib/csv-file';
import { downloadCsv } from '../../lib/download';
import { formatFileSize, formatNumber } from '../../lib/format';
import { DEALERSHIP_CSV_COLUMNS, DEALERSHIP_TIER_LABELS, isTierName } from '../../lib/validation';
import { readDealershipCsv, TEMPLATE_ROW, toDealershipInput, type CsvRow } from './csv-import';

/** The file picker holds no file of its own: the dialog keeps the picked file (as Product Management's import does). */
const NO_FILES: File[] = [];

/** How many preview rows the table shows at once. */
const PREVIEW_LIMIT = 100;

interface CheckedRow extends CsvRow {
  ok: boolean;
  messages: string[];
}

type Phase = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'failed'; message: string } | { kind: 'preview'; rows: CheckedRow[] };

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * Import Dealerships from CSV: the file is read in the browser with the reader Product Management's import
 * uses, every row is checked with the shared rules and by the server (dealer numbers in use), then the valid
 * rows are imported together and their principals invited. A file that cannot be read changes nothing.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const triggerTextId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [view, setView] = useState<'all' | 'errors'>('all');
  const [runImport, { loading: importing }] = useMutation(AdminDealershipsImportDocument, {
    refetchQueries: [AdminDealershipsScreenDocument],
    awaitRefetchQueries: true,
  });
  const [check] = useMutation(AdminDealershipsImportDocument);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPicked(file);
    setView('all');
    setPhase({ kind: 'busy', label: 'Reading the file…' });
    const read = await readDealershipCsv(file);
    if (!read.ok) {
      setPhase({ kind: 'failed', message: read.message });
      return;
    }
    setPhase({ kind: 'busy', label: 'Checking the rows…' });
    try {
      const { data } = await check({ variables: { input: { rows: read.rows.map((row) => toDealershipInput(row.values)), commit: false } } });
      const result = data?.importDealerships;
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
  const valid = rows.filter((row) => row.ok);
  const invalidCount = rows.length - valid.length;
  const shown = (view === 'errors' ? rows.filter((row) => !row.ok) : rows).slice(0, PREVIEW_LIMIT);
  const shownTotal = view === 'errors' ? invalidCount : rows.length;

  const commit = async () => {
    try {
      const { data } = await runImport({ variables: { input: { rows: valid.map((row) => toDealershipInput(row.values)), commit: true } } });
      const result = data?.importDealerships;
      if (!result || result.errors.length > 0 || result.importedCount === 0) {
        toaster.create({ type: 'error', title: 'Nothing imported', description: result?.errors[0]?.message ?? 'No row could be imported. Check the file and try again.' });
        return;
      }
      const skipped = rows.length - result.importedCount;
      toaster.create({
        type: 'success',
        title: 'Dealerships Imported',
        description: `${plural(result.importedCount, 'dealership has', 'dealerships have')} been added to the network${
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
              <Dialog.Title pe="8">Import Dealerships from CSV</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Box>
                  <Text id={hintId} fontSize="sm" color="fg.muted">
                    The first row names the columns: {DEALERSHIP_CSV_COLUMNS.join(', ')}. Every column is required; Tier is Essential, Select,
                    Elite or Premier. Each imported dealership's principal is invited to the portal by e-mail.
                  </Text>
                  <Button
                    variant="plain"
                    size="sm"
                    colorPalette="brand"
                    px="0"
                    onClick={() => {
                      downloadCsv('dealership-import-template.csv', DEALERSHIP_CSV_COLUMNS, [TEMPLATE_ROW]).catch(() => {
                        toaster.create({ type: 'error', title: 'Could not download the template', description: 'Please try again.' });
                      });
                    }}
                  >
                    <Download aria-hidden /> Download template
                  </Button>
                </Box>
                <FileUpload.Root maxFiles={1} acceptedFiles={NO_FILES} onFileChange={(details) => void onFile(details.acceptedFiles[0])}>
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
                          {formatNumber(valid.length)} valid
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
                      <Table.Root size="sm" stickyHeader minW="860px">
                        <Table.Caption captionSide="top" srOnly>
                          Import preview
                        </Table.Caption>
                        <Table.Header>
                          <Table.Row bg="bg.muted">
                            {['Row', 'Dealer Number', 'Name', 'City', 'State', 'Tier', 'Principal Email', 'Result'].map((heading) => (
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
                              <Table.Cell whiteSpace="nowrap">{row.values.dealerNumber || '—'}</Table.Cell>
                              <Table.Cell minW="160px">{row.values.name || '—'}</Table.Cell>
                              <Table.Cell>{row.values.city || '—'}</Table.Cell>
                              <Table.Cell>{row.values.state || '—'}</Table.Cell>
                              <Table.Cell>{isTierName(row.values.tier) ? DEALERSHIP_TIER_LABELS[row.values.tier] : row.values.tier || '—'}</Table.Cell>
                              <Table.Cell wordBreak="break-all">{row.values.principalEmail || '—'}</Table.Cell>
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
              <Button colorPalette="brand" disabled={valid.length === 0} loading={importing} loadingText="Importing…" onClick={commit}>
                {phase.kind === 'preview' ? `Import ${plural(valid.length, 'valid row', 'valid rows')}` : 'Import'}
              </Button>
            </DialogActions>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
