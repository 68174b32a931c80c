import { Box, Button, CloseButton, Dialog, Flex, Heading, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { toaster } from '../../components/ui/toaster';
import type { ReportPreview_ReportFragment } from '../../graphql/__generated__/graphql';
import { downloadCsv } from '../../lib/download';
import { formatDateTime, formatNumber } from '../../lib/format';
import { programDay } from '../../lib/program-time';

/** Figures (counts, money, percentages) line up at the right. */
const NUMERIC = /^[-+]?\$?[\d,]+(\.\d+)?%?$/;

/** How many rows the preview shows; the CSV holds them all. */
export const PREVIEW_ROWS = 10;

/** `Claims Summary Report` generated on Nov 22, 2026 → `claims-summary-report-2026-11-22.csv` */
export function reportFilename(report: Pick<ReportPreview_ReportFragment, 'title' | 'generatedAt'>): string {
  const slug = report.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${programDay(new Date(report.generatedAt))}.csv`;
}

export interface ReportPreviewDialogProps {
  report: ReportPreview_ReportFragment | null;
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the dialog closes: the button that generated the report. */
  finalFocusEl?: () => HTMLElement | null;
}

/** A generated report: its headline figures and first rows, and the whole report as a CSV download. */
export function ReportPreviewDialog({ report, open, onClose, finalFocusEl }: ReportPreviewDialogProps) {
  const download = async () => {
    if (!report) return;
    const filename = reportFilename(report);
    try {
      await downloadCsv(filename, report.columns, report.rows);
      toaster.create({ type: 'success', title: 'Report downloaded', description: `${report.title} saved to ${filename}.` });
    } catch {
      toaster.create({ type: 'error', title: 'Could not download the report', description: 'Please try again.' });
    }
  };

  const shown = report?.rows.slice(0, PREVIEW_ROWS) ?? [];
  const numericColumns = report?.columns.map((_, index) => shown.length > 0 && shown.every((row) => NUMERIC.test(row[index] ?? ''))) ?? [];
  return (
    <Dialog.Root
      open={open && report !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      size="xl"
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {report ? (
              <>
                <Dialog.Header>
                  <Stack gap="1">
                    <Dialog.Title>{report.title}</Dialog.Title>
                    <Text fontSize="sm" color="fg.muted">
                      {report.period} · Generated {formatDateTime(report.generatedAt)}
                    </Text>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="6">
                    <Box as="section" aria-labelledby="report-summary-heading">
                      <Heading as="h3" size="sm" id="report-summary-heading" mb="3">
                        Summary
                      </Heading>
                      <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3">
                        {report.summary.map((metric) => (
                          <Flex
                            key={metric.label}
                            direction="column"
                            borderWidth="1px"
                            borderColor="border.muted"
                            rounded="md"
                            px="3"
                            py="2"
                            bg="bg.subtle"
                          >
                            <Text as="dt" fontSize="xs" color="fg.muted">
                              {metric.label}
                            </Text>
                            <Text as="dd" fontSize="lg" fontWeight="semibold">
                              {metric.value}
                            </Text>
                          </Flex>
                        ))}
                      </SimpleGrid>
                    </Box>
                    <Box as="section" aria-labelledby="report-rows-heading">
                      <Heading as="h3" size="sm" id="report-rows-heading" mb="3">
                        Preview
                      </Heading>
                      {report.rows.length === 0 ? (
                        <Text color="fg.muted">No rows for this period.</Text>
                      ) : (
                        <>
                          <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="md" role="region" aria-label="Report preview" tabIndex={0}>
                            <Table.Root size="sm">
                              <Table.Caption srOnly>{`${report.title}: first rows`}</Table.Caption>
                              <Table.Header>
                                <Table.Row bg="bg.muted">
                                  {report.columns.map((column, index) => (
                                    <Table.ColumnHeader
                                      key={column}
                                      scope="col"
                                      whiteSpace="nowrap"
                                      textAlign={numericColumns[index] ? 'end' : 'start'}
                                    >
                                      {column}
                                    </Table.ColumnHeader>
                                  ))}
                                </Table.Row>
                              </Table.Header>
                              <Table.Body>
                                {shown.map((row, index) => (
                                  <Table.Row key={index}>
                                    {row.map((cell, column) => (
                                      <Table.Cell key={column} whiteSpace="nowrap" textAlign={numericColumns[column] ? 'end' : 'start'}>
                                        {cell}
                                      </Table.Cell>
                                    ))}
                                  </Table.Row>
                                ))}
                              </Table.Body>
                            </Table.Root>
                          </Table.ScrollArea>
                          <Text fontSize="sm" color="fg.muted" mt="2">
                            Showing {formatNumber(shown.length)} of {formatNumber(report.rows.length)} rows. The CSV holds every row.
                          </Text>
                        </>
                      )}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                  <Button colorPalette="brand" onClick={download}>
                    <Download aria-hidden /> Download CSV
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
