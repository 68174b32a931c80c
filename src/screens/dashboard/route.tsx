import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '../../graphql/screen';
import { useScreenQuery } from '../../graphql/screen';
import { useViewer } from '../../graphql/viewer';
import { PageHeader } from '../../components/page-header';
import { DashboardScreenDocument, type DashboardScreenQuery, type Role } from '../../graphql/__generated__/graphql';
import { AdminPerformance } from './admin-performance';
import { AdvisorPerformance } from './advisor-performance';
import { ContestBanner } from './contest-banner';
import { DealerPerformance } from './dealer-performance';
import { HeroCarousel } from './hero-carousel';
import { QuickAccess } from './quick-access';

/** docs/product.md, "Screens and navigation": the performance section's title per role. */
export const PERFORMANCE_TITLES: Readonly<Record<Role, string>> = {
  DEALER: 'Dealership Performance',
  COMFORT_ADVISOR: 'My Performance',
  CLIENT_ADMIN: 'Program Health Overview',
};

/**
 * Asks only for the viewer's role dashboard (the others are FORBIDDEN to it). The figures are read
 * fresh from the server on every visit, so an approval, a redemption or a fund claim made on another
 * screen shows here at once.
 */
export async function loader(args: ScreenLoaderArgs) {
  const role = args.viewer.role;
  const queryRef = args.preload(DashboardScreenDocument, {
    variables: { dealer: role === 'DEALER', advisor: role === 'COMFORT_ADVISOR', admin: role === 'CLIENT_ADMIN' },
    fetchPolicy: 'network-only',
  });
  await args.preload.toPromise(queryRef);
  return { queryRef, role };
}

/** Dashboard: contest banner and hero carousel (not for client admins), the role's performance cards, Quick Access. */
export function Component() {
  const { role } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const data = useScreenQuery<DashboardScreenQuery, 'contestBanner' | 'heroSlides' | 'dealerDashboard' | 'advisorDashboard' | 'adminDashboard'>(
    'contestBanner',
    'heroSlides',
    'dealerDashboard',
    'advisorDashboard',
    'adminDashboard',
  );
  const viewer = useViewer();
  const performanceId = useId();
  const firstName = viewer.user?.firstName;

  return (
    <Box>
      <PageHeader
        title="Dashboard"
        description={
          role === 'CLIENT_ADMIN'
            ? 'How the loyalty program is running across the region.'
            : firstName
              ? `Welcome back, ${firstName}. Here is how you are doing.`
              : 'Here is how you are doing.'
        }
      />
      {role !== 'CLIENT_ADMIN' && data.contestBanner ? <ContestBanner banner={data.contestBanner} /> : null}
      {role !== 'CLIENT_ADMIN' && data.heroSlides && data.heroSlides.length > 0 ? <HeroCarousel slides={data.heroSlides} /> : null}
      <Box as="section" aria-labelledby={performanceId}>
        <Heading as="h2" id={performanceId} size="lg" mb="4">
          {PERFORMANCE_TITLES[role]}
        </Heading>
        {data.dealerDashboard ? <DealerPerformance dashboard={data.dealerDashboard} /> : null}
        {data.advisorDashboard ? <AdvisorPerformance dashboard={data.advisorDashboard} /> : null}
        {data.adminDashboard ? <AdminPerformance dashboard={data.adminDashboard} /> : null}
      </Box>
      <QuickAccess role={role} />
    </Box>
  );
}
