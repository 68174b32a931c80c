import { Box, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  ChevronRight,
  ClipboardCheck,
  FileBarChart,
  Gift,
  HelpCircle,
  LayoutDashboard,
  Megaphone,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../../graphql/__generated__/graphql';

interface QuickLink {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** docs/product.md, "Screens and navigation": the Quick Access links of each role. */
export const QUICK_ACCESS: Readonly<Record<Role, readonly QuickLink[]>> = {
  DEALER: [
    { title: 'Loyalty Dashboard', description: 'Earnings, rebates and tier progress', to: '/earnings', icon: LayoutDashboard },
    { title: 'Rewards', description: 'Redeem your points', to: '/rewards', icon: Gift },
    { title: 'FAQs', description: 'Answers to common questions', to: '/faq', icon: HelpCircle },
    { title: 'Resources', description: 'Your territory manager and support', to: '/resources', icon: Wrench },
  ],
  COMFORT_ADVISOR: [
    { title: 'Rewards', description: 'Redeem your points', to: '/rewards', icon: Gift },
    { title: 'Training', description: 'Courses and certifications', to: '/training', icon: BookOpen },
    { title: 'Events', description: 'Regional events and webinars', to: '/events', icon: CalendarDays },
    { title: 'FAQs', description: 'Answers to common questions', to: '/faq', icon: HelpCircle },
  ],
  CLIENT_ADMIN: [
    { title: 'Claims Analytics', description: 'Volumes, approval rate and trends', to: '/admin-claims', icon: BarChart3 },
    { title: 'Participants', description: 'Dealers and comfort advisors', to: '/admin-participants', icon: Users },
    { title: 'Claims Management', description: 'Approve, reject and spot awards', to: '/admin-claims-management', icon: ClipboardCheck },
    { title: 'Promotions', description: 'Promotions and base earn rates', to: '/admin-promotions', icon: Megaphone },
    { title: 'Reports', description: 'Program reports', to: '/admin-reporting', icon: FileBarChart },
  ],
};

/** The Quick Access grid of link cards for the viewer's role. */
export function QuickAccess({ role }: { role: Role }) {
  const titleId = useId();
  const links = QUICK_ACCESS[role];
  return (
    <Box as="section" aria-labelledby={titleId} mt="10">
      <Heading as="h2" id={titleId} size="lg" mb="4">
        Quick Access
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: links.length }} gap="4">
        {links.map(({ title, description, to, icon: Icon }) => (
          <LinkBox
            as="li"
            key={to}
            borderWidth="1px"
            borderRadius="lg"
            bg="bg"
            p="4"
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: 'brand.border', boxShadow: 'sm' }}
            css={{ '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
          >
            <Flex direction={{ base: 'row', lg: 'column' }} align={{ base: 'center', lg: 'flex-start' }} gap="3" h="full">
              <Flex align="center" justify="center" boxSize="10" borderRadius="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                <Icon aria-hidden size={20} />
              </Flex>
              <Box flex="1" minW="0">
                <LinkOverlay asChild fontWeight="semibold" _focusVisible={{ outline: 'none' }}>
                  <RouterLink to={to}>{title}</RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {description}
                </Text>
              </Box>
              <Box color="fg.subtle" flexShrink={0} display={{ base: 'block', lg: 'none' }}>
                <ChevronRight aria-hidden size={18} />
              </Box>
            </Flex>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
