import { Badge, Tabs } from '@chakra-ui/react';
import { usePagedConnection } from '../../graphql/paging';
import { PageHeader } from '../../components/page-header';
import {
  AdminPromotionsScreenDocument,
  type AdminPromotionsScreenQueryVariables,
} from '../../graphql/__generated__/graphql';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { ActiveTab } from './active-tab';
import { EarnRatesTab } from './earn-rates-tab';
import { LIVE_VIEWS, liveViewFrom, tabFrom, tierFrom } from './labels';
import { PendingTab } from './pending-tab';

/** On a phone the three tabs share the width, their labels wrapping onto two lines. */
const TRIGGER_STYLE = { flex: { base: '1', md: 'none' }, whiteSpace: { base: 'normal', md: 'nowrap' }, h: 'auto', minH: '10', py: '2', textAlign: 'center' } as const;

/** The query variables the URL asks for: the open tab and its search and filters. */
export function variablesFrom(url: URL): AdminPromotionsScreenQueryVariables {
  const params = url.searchParams;
  const tab = tabFrom(params.get('tab'));
  return {
    activeTab: tab === 'active',
    pendingTab: tab === 'pending',
    ratesTab: tab === 'rates',
    liveFilter: { statuses: [...LIVE_VIEWS[liveViewFrom(params.get('show'))].statuses], search: params.get('search')?.trim() || null },
    rateFilter: { search: params.get('rateSearch')?.trim() || null, tier: tierFrom(params.get('tier')) },
  };
}

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, AdminPromotionsScreenDocument, variablesFrom(args.url));

/** Promotions Management (client admins): active promotions, approvals and new promotions, base earn rates. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(AdminPromotionsScreenDocument);
  const [tabParam, setTab] = useUrlState('tab', 'active');
  const tab = tabFrom(tabParam);
  const pendingCount = data.pendingCount.totalCount;

  const pagedLive = usePagedConnection(fetchMore, {
    connection: data.live,
    variables: (liveAfter) => ({ liveAfter }),
    page: (result) => result.live,
    get: (screen) => screen.live,
    set: (screen, live) => ({ ...screen, live }),
  });
  const pagedRates = usePagedConnection(fetchMore, {
    connection: data.earnRates,
    variables: (ratesAfter) => ({ ratesAfter }),
    page: (result) => result.earnRates,
    get: (screen) => screen.earnRates,
    set: (screen, earnRates) => ({ ...screen, earnRates }),
  });

  return (
    <>
      <PageHeader title="Promotions Management" description="Run promotions, review submissions and set the base earn rates of the Midwest region." />
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List mb="6">
          <Tabs.Trigger value="active" {...TRIGGER_STYLE}>
            Active Promotions
          </Tabs.Trigger>
          <Tabs.Trigger value="pending" {...TRIGGER_STYLE}>
            Pending Approval
            {pendingCount > 0 ? (
              <Badge colorPalette="orange" variant="solid" size="sm" rounded="full">
                {formatNumber(pendingCount)}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="rates" {...TRIGGER_STYLE}>
            Base Earn Rates
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="active" p="0">
          {data.live ? (
            <ActiveTab
              promotions={data.live.edges.map((edge) => edge.node)}
              totalCount={data.live.totalCount}
              totalParticipants={data.live.totalParticipants}
              hasNextPage={pagedLive.hasNextPage}
              onLoadMore={pagedLive.loadMore}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="pending" p="0">
          {data.awaitingApproval && data.notLive ? (
            <PendingTab
              awaiting={data.awaitingApproval.edges.map((edge) => edge.node)}
              drafts={data.notLive.edges.map((edge) => edge.node)}
              draftsCount={data.notLive.totalCount}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="rates" p="0">
          {data.earnRates ? (
            <EarnRatesTab
              rates={data.earnRates.edges.map((edge) => edge.node)}
              totalCount={data.earnRates.totalCount}
              hasNextPage={pagedRates.hasNextPage}
              onLoadMore={pagedRates.loadMore}
              categories={data.productCategories ?? []}
            />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
