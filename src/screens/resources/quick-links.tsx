import { Box, Circle, Flex, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  ArrowUpRight,
  GraduationCap,
  Headset,
  Link2,
  Megaphone,
  ShieldCheck,
  ShoppingCart,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { QuickLinks_LinkFragment } from '../../graphql/__generated__/graphql';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  'LINK-ONLINE-STORE': ShoppingCart,
  'LINK-MARKETING': Megaphone,
  'LINK-SALES': TrendingUp,
  'LINK-TRAINING': GraduationCap,
  'LINK-TECHNICAL': Wrench,
  'LINK-WARRANTY': ShieldCheck,
  'LINK-CUSTOMER-SERVICE': Headset,
};

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function QuickLinkCard({ link }: { link: QuickLinks_LinkFragment }) {
  const external = isExternalUrl(link.url);
  const internal = !external && link.url.startsWith('/');
  const title = (
    <>
      {link.title}
      {external ? <Text srOnly> (opens in a new tab)</Text> : null}
    </>
  );
  return (
    <LinkBox
      as="li"
      display="flex"
      gap="3"
      alignItems="flex-start"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
      css={{ '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <Circle size="10" bg="brand.subtle" color="brand.fg" flexShrink={0}>
        <Icon as={ICONS[link.id] ?? Link2} boxSize="5" aria-hidden />
      </Circle>
      <Box flex="1" minW="0">
        <Flex align="center" gap="1">
          <Heading as="h3" size="sm">
            {internal ? (
              <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                <RouterLink to={link.url}>{title}</RouterLink>
              </LinkOverlay>
            ) : (
              <LinkOverlay
                href={link.url}
                _focusVisible={{ outline: 'none' }}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {title}
              </LinkOverlay>
            )}
          </Heading>
          {external ? <Icon as={ArrowUpRight} boxSize="4" color="fg.muted" aria-hidden /> : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {link.description}
        </Text>
      </Box>
    </LinkBox>
  );
}

/** The quick links of My Resources; addresses outside the portal open in a new tab. */
export function QuickLinks({ links }: { links: readonly QuickLinks_LinkFragment[] }) {
  return (
    <Box as="section" aria-labelledby="quick-links-heading">
      <Heading as="h2" id="quick-links-heading" size="md" mb="4">
        Quick Links
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="4">
        {links.map((link) => (
          <QuickLinkCard key={link.id} link={link} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
