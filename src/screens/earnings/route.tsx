import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { usePagedConnection } from '../../graphql/paging';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { EarningsScreenDocument, type EarningsScreenQueryVariables } from '../../graphql/__generated__/graphql';
import { useUrlState } from '../../lib/url-state';
import { EarningsActivity } from './earnings-activity';
import { EarningsCards } from './earnings-cards';
import { TierProgressCard } from './tier-progress-card';

/** Recent Earnings Activity covers this many days. */
export const RECENT_DAYS = 30;
/** The most rows Recent Earnings Activity lists (View All has the rest). */
export const RECENT_LIMIT = 50;
/** Rows per page of the full history. */
export const ACTIVITY_PAGE_SIZE = 20;

const VARIABLES: EarningsScreenQueryVariables = { sinceDays: RECENT_DAYS, recentFirst: RECENT_LIMIT, first: ACTIVITY_PAGE_SIZE };

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, EarningsScreenDocument, VARIABLES);

/** My Earnings (dealers and advisors): funds, rebates, points, tier progress and earnings activity. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(EarningsScreenDocument);
  // `?view=all` shows the full history instead of the last 30 days.
  const [view, setView] = useUrlState('view');
  const showingAll = view === 'all';
  const overview = data.earnings;
  const activity = showingAll ? overview.history : overview.recent;
  const dealer = overview.marketingFunds != null;

  const pagedHistory = usePagedConnection(fetchMore, {
    connection: overview.history,
    variables: (after) => ({ after }),
    page: (result) => result.earnings?.history,
    get: (screen) => screen.earnings?.history,
    set: (screen, history) => (screen.earnings ? { ...screen, earnings: { ...screen.earnings, history } } : screen),
  });

  return (
    <>
      <PageHeader
        title="My Earnings"
        description={dealer ? 'Marketing funds, rebates, points and your loyalty tier in one place.' : 'Your rebates, points and loyalty tier in one place.'}
      />
      <Stack gap={{ base: '5', md: '6' }}>
        <EarningsCards overview={overview} />
        <TierProgressCard overview={overview} />
        <EarningsActivity
          rows={activity.edges.map((edge) => edge.node)}
          totalCount={activity.totalCount}
          showingAll={showingAll}
          recentDays={RECENT_DAYS}
          hasMore={showingAll && pagedHistory.hasNextPage}
          loadingMore={pagedHistory.loadingMore}
          onLoadMore={pagedHistory.requestMore}
          onShowAllChange={(all) => setView(all ? 'all' : '')}
        />
      </Stack>
    </>
  );
}
