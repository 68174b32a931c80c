import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { Download, UserCheck, UserPlus, UserRoundCheck, UserX, Users } from 'lucide-react';
import { useState } from 'react';
import type { ScreenLoaderArgs } from '../../graphql/screen';
import { preloadScreenQuery, useScreenQuery } from '../../graphql/screen';
import { EXPORT_PAGE_SIZE, fetchAllPages } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { UrlTabs, useUrlTab, type UrlTab } from '../../components/url-tabs';
import { toaster } from '../../components/ui/toaster';
import { AdminParticipantsPageDocument, AdminParticipantsScreenDocument } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { usePagedConnection } from '../../graphql/paging';
import { downloadCsv } from '../../lib/download';
import { formatNumber, formatPercent } from '../../lib/format';
import { useUrlParams, useUrlState } from '../../lib/url-state';
import { participantFilterFrom, ROLE_FILTERS, ROLE_LABELS, STATUS_FILTERS, STATUS_LABELS } from './labels';
import { ParticipantDetailsDialog } from './participant-details-dialog';
import { ParticipantsTable } from './participants-table';
import { PendingEnrolments } from './pending-enrolments';
import { programDay } from '../../lib/program-time';

/** Rows per page of the participants table. */
export const PARTICIPANTS_PAGE_SIZE = 25;

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminParticipantsScreenDocument, {
    filter: participantFilterFrom(args.url.searchParams),
    first: PARTICIPANTS_PAGE_SIZE,
  });
}

const EXPORT_COLUMNS = [
  'Participant ID',
  'Name',
  'Email',
  'Phone',
  'Role',
  'Dealer/Company',
  'Location',
  'Enrolled',
  'Last Activity',
  'Claims',
  'Earnings',
  'Status',
] as const;

type TabValue = 'participants' | 'pending';

/** The screen's tabs: the participants, and the sign-ups waiting for approval (with their count). */
function tabsOf(pending: number): readonly [UrlTab<TabValue>, UrlTab<TabValue>] {
  return [
    { value: 'participants', label: 'Participants', icon: Users },
    { value: 'pending', label: pending > 0 ? `Pending Enrolments (${formatNumber(pending)})` : 'Pending Enrolments', icon: UserRoundCheck },
  ];
}

/** Participants Management: the Midwest region's dealers and comfort advisors, and the sign-ups waiting for approval. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(AdminParticipantsScreenDocument);
  const requests = data.enrolmentRequests ?? [];
  const tabs = tabsOf(requests.length);
  const [tab, setTab] = useUrlTab(tabs);
  const client = useApolloClient();
  const [searchParams] = useUrlParams();
  const filter = participantFilterFrom(searchParams);
  const [role, setRole] = useUrlState('role');
  const [status, setStatus] = useUrlState('status');
  const [, setSearch] = useUrlState('q');
  const [exporting, setExporting] = useState(false);
  const [details, setDetails] = useState<{ id: string | null; open: boolean }>({ id: null, open: false });

  const stats = data.participantStats;
  const connection = data.participants;
  const filtered = Boolean(filter.search || filter.role || filter.status);

  const pagedParticipants = usePagedConnection(fetchMore, {
    connection,
    query: AdminParticipantsPageDocument,
    variables: (after) => ({ filter, first: PARTICIPANTS_PAGE_SIZE, after }),
    page: (result) => result.participants,
    get: (screen) => screen.participants,
    set: (screen, next) => ({ ...screen, participants: next }),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminParticipantsPageDocument,
          variables: { filter, first: EXPORT_PAGE_SIZE, after },
          fetchPolicy: 'no-cache',
        });
        if (!result.data) throw new Error('The participants could not be loaded.');
        return result.data.participants;
      });
      const filename = `participants-${programDay()}.csv`;
      await downloadCsv(
        filename,
        EXPORT_COLUMNS,
        rows.map((row) => [
          row.id,
          row.name,
          row.email,
          row.phone,
          ROLE_LABELS[row.role] ?? row.role,
          row.dealer.name,
          row.location,
          row.enrollmentDate,
          row.lastActivity,
          row.totalClaims,
          row.totalEarnings.amount,
          STATUS_LABELS[row.status] ?? row.status,
        ]),
      );
      toaster.create({
        type: 'success',
        title: 'Participants exported',
        description: `${formatNumber(rows.length)} participants saved to ${filename}.`,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Export failed', description: errorMessage(error).message });
    } finally {
      setExporting(false);
    }
  };

  const clearFilters = () => {
    setSearch('', ['role', 'status']);
  };

  return (
    <>
      <PageHeader
        title="Participants Management"
        description={`${stats.region} Region · ${formatNumber(stats.total)} participants`}
        actions={
          <Button variant="outline" onClick={exportCsv} loading={exporting} loadingText="Exporting…">
            <Download aria-hidden /> Export
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        <StatCard
          label="Active Participants"
          value={formatNumber(stats.active)}
          help={`of ${formatNumber(stats.total)} participants`}
          badge={
            <Badge colorPalette="green" variant="subtle">
              +{formatNumber(stats.newThisMonth)} this month
            </Badge>
          }
          icon={UserCheck}
        />
        <StatCard label="New Enrollments" value={formatNumber(stats.newEnrollments)} help={stats.enrollmentQuarter} icon={UserPlus} />
        <StatCard
          label="Inactive"
          value={formatNumber(stats.inactive)}
          help={`${formatPercent(stats.inactivePercent, 1)} of total · No activity in 90+ days`}
          icon={UserX}
        />
      </SimpleGrid>
      <UrlTabs tabs={tabs} value={tab} onValueChange={setTab}>
        <Tabs.Content value="participants" p="0">
          <Stack as="section" aria-labelledby="participants-heading" gap="4">
            <Heading as="h2" id="participants-heading" size="lg">
              Participants
            </Heading>
            <Flex gap="3" wrap="wrap" role="search" aria-label="Participants">
              <SearchField label="Search participants" placeholder="Search by name, email, dealer or ID" />
              <FilterSelect label="Role" value={role} onChange={setRole} options={ROLE_FILTERS} w={{ base: 'full', sm: '48' }} flex={{ base: '1 1 40%', sm: '0 0 auto' }} />
              <FilterSelect label="Status" value={status} onChange={setStatus} options={STATUS_FILTERS} w={{ base: 'full', sm: '48' }} flex={{ base: '1 1 40%', sm: '0 0 auto' }} />
            </Flex>
            <ParticipantsTable
              participants={connection.edges.map((edge) => edge.node)}
              totalCount={connection.totalCount}
              hasNextPage={pagedParticipants.hasNextPage}
              onLoadMore={pagedParticipants.loadMore}
              onView={(participant) => setDetails({ id: participant.id, open: true })}
              empty={
                <EmptyState
                  icon={Users}
                  title="No participants found matching your filters"
                  description={filtered ? 'Try another search, role or status.' : undefined}
                  action={
                    filtered ? (
                      <Button size="sm" variant="outline" onClick={clearFilters}>
                        Clear filters
                      </Button>
                    ) : undefined
                  }
                />
              }
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="pending" p="0">
          <Stack as="section" aria-labelledby="pending-heading" gap="4">
            <Heading as="h2" id="pending-heading" size="lg">
              Pending Enrolments
            </Heading>
            <PendingEnrolments requests={requests} />
          </Stack>
        </Tabs.Content>
      </UrlTabs>
      <ParticipantDetailsDialog
        participantId={details.id}
        open={details.open}
        onClose={() => setDetails((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
