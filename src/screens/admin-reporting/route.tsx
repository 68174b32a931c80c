import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { BarChart3, ClipboardList, DollarSign, FileSpreadsheet, Gift, Users, Wrench, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import {
  AdminReportGenerateDocument,
  AdminReportingScreenDocument,
  type ReportKind,
  type ReportPreview_ReportFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { ReportPreviewDialog } from './report-preview-dialog';

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminReportingScreenDocument);
}

const REPORT_ICONS: Record<string, LucideIcon> = {
  CLAIMS_SUMMARY: ClipboardList,
  PARTICIPANT_ACTIVITY: Users,
  FINANCIAL_SUMMARY: DollarSign,
  REWARD_REDEMPTION: Gift,
};

/** Program Reports: four standard reports built from the current data, previewed and downloaded as CSV. */
export function Component() {
  const { reportDefinitions } = useScreenQuery(AdminReportingScreenDocument).data;
  const [generating, setGenerating] = useState<ReportKind | null>(null);
  const [preview, setPreview] = useState<{ report: ReportPreview_ReportFragment | null; open: boolean }>({ report: null, open: false });
  const [generate] = useMutation(AdminReportGenerateDocument);
  // The button is disabled while its report is generated, so the browser drops focus from it; the dialog
  // gives focus back to that button rather than to whatever held focus when the dialog opened.
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const generateReport = async (kind: ReportKind, title: string) => {
    setGenerating(kind);
    try {
      const { data } = await generate({ variables: { input: { kind } } });
      const payload = data?.generateReport;
      if (!payload?.report) {
        toaster.create({ type: 'error', title: `${title} not generated`, description: payload?.errors[0]?.message });
        return;
      }
      setPreview({ report: payload.report, open: true });
    } catch (error) {
      toaster.create({ type: 'error', title: `${title} not generated`, description: errorMessage(error).message });
    } finally {
      setGenerating(null);
    }
  };

  return (
    <>
      <PageHeader title="Program Reports" description="Generate a report from the program's current data, preview it and download it as CSV." />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="6">
        {reportDefinitions.map((definition) => {
          const Icon = REPORT_ICONS[definition.kind] ?? FileSpreadsheet;
          const titleId = `report-${definition.kind}`;
          return (
            <Card.Root key={definition.kind} as="article" aria-labelledby={titleId} variant="outline" bg="bg">
              <Card.Body gap="3">
                <Flex justify="space-between" align="flex-start" gap="3">
                  <Flex align="center" gap="3" minW="0">
                    <Flex align="center" justify="center" boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                      <Icon aria-hidden size={20} />
                    </Flex>
                    <Card.Title as="h2" id={titleId} fontSize="md">
                      {definition.title}
                    </Card.Title>
                  </Flex>
                  <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
                    {definition.frequency}
                  </Badge>
                </Flex>
                <Text color="fg.muted" fontSize="sm" flex="1">
                  {definition.description}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button
                  colorPalette="brand"
                  variant="outline"
                  aria-label={`Generate Report: ${definition.title}`}
                  loading={generating === definition.kind}
                  loadingText="Generating…"
                  disabled={generating !== null && generating !== definition.kind}
                  onClick={(event) => {
                    openerRef.current = event.currentTarget;
                    void generateReport(definition.kind, definition.title);
                  }}
                >
                  <BarChart3 aria-hidden /> Generate Report
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Card.Root as="article" aria-labelledby="custom-report-builder" variant="outline" bg="bg" borderStyle="dashed">
        <Card.Body>
          <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} gap="4">
            <Flex align="center" justify="center" boxSize="12" rounded="xl" bg="bg.muted" color="fg.muted" flexShrink={0}>
              <Wrench aria-hidden size={24} />
            </Flex>
            <Flex direction="column" gap="1" flex="1">
              <Flex align="center" gap="3" wrap="wrap">
                <Card.Title as="h2" id="custom-report-builder" fontSize="md">
                  Custom Report Builder
                </Card.Title>
                <Badge colorPalette="gray" variant="outline">
                  Coming soon
                </Badge>
              </Flex>
              <Text color="fg.muted" fontSize="sm">
                Build your own report from any combination of claims, participants, payouts and redemptions.
              </Text>
            </Flex>
            <Button disabled variant="outline">
              Launch Report Builder
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      <ReportPreviewDialog
        report={preview.report}
        open={preview.open}
        onClose={() => setPreview((current) => ({ ...current, open: false }))}
        finalFocusEl={() => openerRef.current}
      />
    </>
  );
}
