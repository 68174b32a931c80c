import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { useViewer } from '../../graphql/viewer';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { PageHeader } from '../../components/page-header';
import { DashboardScreenDocument, type DashboardScreenQueryVariables, type Role } from '../../graphql/__generated__/graphql';
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

/** The variables that ask for the role's dashboard only (the others are FORBIDDEN to it). */
function variablesFor(role: Role): DashboardScreenQueryVariables {
  return { dealer: role === 'DEALER', advisor: role === 'COMFORT_ADVISOR', admin: role === 'CLIENT_ADMIN' };
}

/** The role whose dashboard the variables ask for: the role the screen's data was loaded for. */
function roleOf(variables: DashboardScreenQueryVariables | undefined): Role {
  if (variables?.admin) return 'CLIENT_ADMIN';
  if (variables?.advisor) return 'COMFORT_ADVISOR';
  return 'DEALER';
}

/**
 * Asks only for the viewer's role dashboard. The figures are read fresh from the server on every
 * visit, so an approval, a redemption or a fund claim made on another screen shows here at once.
 */
export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, DashboardScreenDocument, variablesFor(args.viewer.role), { fetchPolicy: 'network-only' });
}

/**
 * Dashboard: contest banner and hero carousel (not for client admins), the role's performance cards,
 * Quick Access. Quick Access, at the bottom, renders just after the rest (AfterFirstPaint).
 */
export function Component() {
  const { data, variables } = useScreenQuery(DashboardScreenDocument, 'contestBanner', 'heroSlides', 'dealerDashboard', 'advisorDashboard', 'adminDashboard');
  const role = roleOf(variables);
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
      <AfterFirstPaint>
        <QuickAccess role={role} />
      </AfterFirstPaint>
    </Box>
  );
}
