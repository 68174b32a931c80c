import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Card, Flex, HStack, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { CheckCircle2, Clock, DollarSign, Download, FileText, Inbox, ShieldAlert, TrendingUp } from 'lucide-react';
import { lazy, useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { ChartCard } from '../../components/chart-card';
import { EXPORT_PAGE_SIZE, fetchAllPages } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { toaster } from '../../components/ui/toaster';
import { AdminClaimsExportDocument, AdminClaimsPageDocument, AdminClaimsScreenDocument } from '../../graphql/__generated__/graphql';
import { usePagedConnection } from '../../graphql/paging';
import { errorMessage } from '../../graphql/errors';
import { downloadCsv } from '../../lib/download';
import { formatMoney, formatMoneyCompact, formatNumber, formatPercent } from '../../lib/format';
import { useUrlParams, useUrlState } from '../../lib/url-state';
import { CHART_COLORS } from './chart-colors';
import { ActiveClaimFilters, ClaimsFilter } from '../../features/claims/claims-filter';
import { ClaimsTable } from './claims-table';
import { claimStatusLabel } from '../../features/claims/claim-status';
import { CLAIM_TABS, claimFilterFrom, historyText, isFiltered, tabFrom, tableFilterFrom } from './labels';
import { ClaimDrawer } from '../../features/claims/claim-drawer';
import { programDay } from '../../lib/program-time';

const ClaimsTrendChart = lazy(() => import('./claims-trend-chart'));

/** Rows per page of the Recent Claims tables. */
export const CLAIMS_PAGE_SIZE = 25;

function variablesFrom(params: URLSearchParams) {
  const filter = claimFilterFrom(params);
  const tableFilter = tableFilterFrom(filter, tabFrom(params.get('tab')).statuses);
  return { filter, tableFilter: tableFilter ?? filter, skipTable: tableFilter === null, first: CLAIMS_PAGE_SIZE };
}

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminClaimsScreenDocument, variablesFrom(args.url.searchParams));
}

const EXPORT_COLUMNS = [
  'Claim ID',
  'Participant',
  'Participant ID',
  'Dealer',
  'Product',
  'Amount',
  'Status',
  'Submitted',
  'Days',
  'Issue',
  'Rejection Reason',
  'History',
] as const;

/** Claims Analytics: the program's claims in figures, over time and claim by claim. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(AdminClaimsScreenDocument);
  const client = useApolloClient();
  const [searchParams] = useUrlParams();
  const [tabParam, setTab] = useUrlState('tab', 'all');
  const tab = tabFrom(tabParam);
  const [exporting, setExporting] = useState(false);
  const [claimParam, setClaimParam] = useUrlState('claim');

  const { filter, tableFilter, skipTable } = variablesFrom(searchParams);
  const analytics = data.claimsAnalytics;
  const filtered = isFiltered(filter);

  const pagedClaims = usePagedConnection(fetchMore, {
    connection: data.claims,
    query: AdminClaimsPageDocument,
    variables: (after) => ({ filter: tableFilter, first: CLAIMS_PAGE_SIZE, after }),
    page: (result) => result.claims,
    get: (screen) => screen.claims,
    set: (screen, next) => ({ ...screen, claims: next }),
  });

  const exportReport = async () => {
    setExporting(true);
    try {
      const claims = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminClaimsExportDocument,
          variables: { filter, first: EXPORT_PAGE_SIZE, after },
          fetchPolicy: 'no-cache',
        });
        if (!result.data) throw new Error('The claims could not be loaded.');
        return result.data.claims;
      });
      const filename = `claims-report-${programDay()}.csv`;
      await downloadCsv(
        filename,
        EXPORT_COLUMNS,
        claims.map((claim) => [
          claim.id,
          claim.participant.name,
          claim.participant.id,
          claim.dealer.name,
          claim.product.name,
          claim.amount.amount,
          claimStatusLabel(claim.status),
          claim.date,
          claim.days,
          claim.issue,
          claim.rejectionReason,
          historyText(claim.history),
        ]),
      );
      toaster.create({ type: 'success', title: 'Report exported', description: `${formatNumber(claims.length)} claims saved to ${filename}.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Export failed', description: errorMessage(error).message });
    } finally {
      setExporting(false);
    }
  };

  const trendRows = analytics.trend.map((point) => [
    point.month,
    formatNumber(point.submitted),
    formatNumber(point.approved),
    formatPercent(point.approvalRate, 1),
  ]);

  return (
    <>
      <PageHeader
        title="Claims Analytics"
        description={filtered ? 'Claims matching your filters.' : 'Every claim of the last 12 months.'}
        actions={
          <>
            <ClaimsFilter dealers={analytics.dealers} />
            <Button colorPalette="brand" onClick={exportReport} loading={exporting} loadingText="Exporting…">
              <Download aria-hidden /> Export Report
            </Button>
          </>
        }
      />
      <ActiveClaimFilters dealers={analytics.dealers} />

      <SimpleGrid as="section" aria-label="Claims summary" columns={{ base: 2, md: 3, xl: 5 }} gap={{ base: '3', md: '4' }} mb="6">
        <StatCard label="Total Claims" value={formatNumber(analytics.totalClaims)} help={filtered ? 'Matching your filters' : 'Last 12 months'} icon={FileText} />
        <StatCard
          label="Approval Rate"
          value={formatPercent(analytics.approvalRate)}
          help={`${formatNumber(analytics.approvedClaims)} approved`}
          icon={CheckCircle2}
          progress={analytics.approvalRate}
        />
        <StatCard
          label="Avg. Processing Time"
          value={`${analytics.averageProcessingDays.toFixed(1)} days`}
          help={`Target: ${analytics.processingTarget}`}
          icon={Clock}
        />
        <StatCard
          label="Total Value"
          value={formatMoneyCompact(analytics.totalValue.amount)}
          help={`Avg. ${formatMoney(analytics.averageValue.amount)} per claim`}
          icon={DollarSign}
        />
        {/* The fifth card takes a phone's whole row rather than half of it. */}
        <Box display="grid" gridColumn={{ base: 'span 2', md: 'auto' }}>
          <StatCard
            label="Flagged Claims"
            value={formatNumber(analytics.flaggedClaims)}
            help={`${formatPercent(analytics.totalClaims === 0 ? 0 : (analytics.flaggedClaims / analytics.totalClaims) * 100, 1)} of claims`}
            icon={ShieldAlert}
          />
        </Box>
      </SimpleGrid>

      <Box mb="6">
        <ChartCard
          title="Claim Volume & Approval Rate"
          headingLevel="h2"
          icon={TrendingUp}
          description="Claims submitted and approved each month, with the share approved"
          chart={ClaimsTrendChart}
          chartProps={{ trend: analytics.trend }}
          height={{ base: 240, md: 300 }}
          table={{ caption: 'Claims by month', columns: ['Month', 'Submitted', 'Approved', 'Approval Rate'], rows: trendRows }}
        >
          <HStack gap="5" wrap="wrap" fontSize="sm" color="fg.muted" aria-hidden>
            <Legend color={CHART_COLORS.submitted} label="Submitted" />
            <Legend color={CHART_COLORS.approved} label="Approved" />
            <Legend color={CHART_COLORS.rate} label="Approval rate" line />
          </HStack>
        </ChartCard>
      </Box>

      <Card.Root variant="outline" bg="bg">
        <Card.Header pb="0">
          <Card.Title as="h2">Recent Claims</Card.Title>
          <Card.Description>Newest first{filtered ? ', within your filters' : ''}.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Tabs.Root value={tab.value} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
            <Box overflowX="auto" mb="4">
              <Tabs.List minW="max-content">
                {CLAIM_TABS.map((item) => (
                  <Tabs.Trigger key={item.value} value={item.value}>
                    {item.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {CLAIM_TABS.map((item) => (
              <Tabs.Content key={item.value} value={item.value} p="0">
                {item.value !== tab.value ? null : skipTable || !data.claims ? (
                  <EmptyState icon={Inbox} title="No claims match your filters" description={`The status filter excludes the ${item.label} tab.`} />
                ) : (
                  <ClaimsTable
                    caption={item.label}
                    claims={data.claims.edges.map((edge) => edge.node)}
                    totalCount={data.claims.totalCount}
                    hasNextPage={pagedClaims.hasNextPage}
                    onLoadMore={pagedClaims.loadMore}
                    empty={<EmptyState icon={Inbox} title="No claims match your filters" />}
                    onOpen={(claim) => setClaimParam(claim.id)}
                  />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <ClaimDrawer claimId={claimParam || null} viewer="admin" onClose={() => setClaimParam('')} onOpenClaim={(claimId) => setClaimParam(claimId)} />
    </>
  );
}

function Legend({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <Flex align="center" gap="1.5">
      <Box w={line ? '4' : '3'} h={line ? '0.5' : '3'} bg={color} borderRadius="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}
