import { Box, Flex, Heading, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, GraduationCap, Megaphone, Star, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from './brand';
import { FieldMarksProvider } from './form-field';

const SUPPORT_PHONE = '(800) 555-0100';

const BENEFITS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: TrendingUp, title: 'Earn on every qualifying purchase', text: 'Points, rebates and Premier bonuses, tracked in one place.' },
  { icon: Megaphone, title: 'Co-op and MDF marketing funds', text: 'See your balance, submit claims and follow reimbursements.' },
  { icon: GraduationCap, title: 'Training that pays', text: 'Courses, certifications and events that earn points too.' },
];

const STATS: readonly { value: string; label: string }[] = [
  { value: '2,500+', label: 'Active Dealers' },
  { value: '$2.5M', label: 'Rewards Distributed' },
  { value: '95%', label: 'Satisfaction Rate' },
];

function Logo({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? '9' : '11';
  return (
    <HStack gap="3">
      <Flex
        aria-hidden="true"
        w={box}
        h={box}
        rounded="xl"
        bg="white"
        color="brand.700"
        align="center"
        justify="center"
        flexShrink={0}
        shadow="sm"
      >
        <Icon as={Star} boxSize={size === 'sm' ? '5' : '6'} fill="currentColor" strokeWidth={1.5} />
      </Flex>
      <Box lineHeight="1.15">
        <Text fontWeight="bold" fontSize={size === 'sm' ? 'md' : 'lg'} letterSpacing="tight">
          {PRODUCT_NAME}
        </Text>
        <Text fontSize={size === 'sm' ? 'xs' : 'sm'} color="whiteAlpha.800">
          {PRODUCT_SUBTITLE}
        </Text>
      </Box>
    </HStack>
  );
}

/** The brand side of the sign-in screens: identity, the program's promise and its figures. */
function BrandPanel() {
  return (
    <Box
      position={{ base: 'relative', lg: 'sticky' }}
      top="0"
      overflow="hidden"
      px={{ base: '5', md: '8', lg: '12' }}
      py={{ base: '4', lg: '12' }}
      h={{ lg: '100dvh' }}
      minH={{ lg: '560px' }}
    >
      {/* A soft ring behind the content: decoration only. */}
      <Box
        aria-hidden="true"
        position="absolute"
        top="-32"
        right="-32"
        w="96"
        h="96"
        rounded="full"
        borderWidth="48px"
        borderColor="whiteAlpha.100"
        display={{ base: 'none', lg: 'block' }}
      />
      <Flex position="relative" direction="column" h="full" gap={{ base: '0', lg: '12' }} maxW="lg">
        <Box display={{ base: 'block', lg: 'none' }}>
          <Logo size="sm" />
        </Box>
        <Box display={{ base: 'none', lg: 'block' }}>
          <Logo />
        </Box>
        <Stack gap="10" display={{ base: 'none', lg: 'flex' }} flex="1" justify="center">
          <Stack gap="4">
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.200">
              Dealer Loyalty Program
            </Text>
            <Text fontSize={{ lg: '3xl', xl: '4xl' }} fontWeight="bold" lineHeight="1.15" letterSpacing="tight">
              Every install, every sale, rewarded.
            </Text>
            <Text color="whiteAlpha.800" fontSize="md" maxW="md">
              One portal for your dealership&apos;s promotions, earnings, marketing funds, rewards and training.
            </Text>
          </Stack>
          <Stack as="ul" gap="5" listStyleType="none">
            {BENEFITS.map((benefit) => (
              <HStack as="li" key={benefit.title} align="flex-start" gap="4">
                <Flex aria-hidden="true" w="10" h="10" rounded="lg" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
                  <Icon as={benefit.icon} boxSize="5" />
                </Flex>
                <Box>
                  <Text fontWeight="semibold">{benefit.title}</Text>
                  <Text fontSize="sm" color="whiteAlpha.800">
                    {benefit.text}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Box display={{ base: 'none', lg: 'block' }}>
          <SimpleGrid as="dl" columns={3} gap="4" pt="8" borderTopWidth="1px" borderColor="whiteAlpha.300">
            {STATS.map((stat) => (
              <Flex key={stat.label} direction="column-reverse">
                <Text as="dt" fontSize="xs" color="whiteAlpha.700">
                  {stat.label}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="bold" letterSpacing="tight">
                  {stat.value}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
          <HStack mt="6" gap="2" fontSize="xs" color="whiteAlpha.700">
            <Icon as={Award} boxSize="4" aria-hidden="true" />
            <Text>Premier dealers earn up to 20% bonus points on promotions.</Text>
          </HStack>
        </Box>
      </Flex>
    </Box>
  );
}

export interface AuthLayoutProps {
  /** The page's title, for the browser tab (the shell does this for the other screens). */
  title: string;
  children: ReactNode;
  /** Widest the form card grows (sign-in is narrow; profile setup needs two columns). */
  maxW?: string;
}

/**
 * The frame of the sign-in, sign-up and profile setup screens: a brand panel beside a form card on
 * large screens, a slim brand bar above the card on small ones. Its fields come from form-field.tsx.
 */
export function AuthLayout({ title, children, maxW = 'md' }: AuthLayoutProps) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} minH="100dvh" bg="bg.subtle">
      <title>{`${title} · ${PRODUCT_NAME} ${PRODUCT_SUBTITLE}`}</title>
      <Box
        as="header"
        w={{ lg: '42%' }}
        maxW={{ lg: '640px' }}
        flexShrink={0}
        color="white"
        bgImage="linear-gradient(160deg, {colors.brand.700} 0%, {colors.brand.900} 50%, {colors.brand.950} 100%)"
      >
        <BrandPanel />
      </Box>
      <Flex as="main" id="main-content" flex="1" direction="column" align="center" justify="center" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
        <Box
          w="full"
          maxW={maxW}
          bg="bg"
          rounded={{ base: 'xl', md: '2xl' }}
          borderWidth="1px"
          borderColor="border.muted"
          shadow={{ base: 'xs', md: 'md' }}
          px={{ base: '5', md: '10' }}
          py={{ base: '6', md: '10' }}
        >
          {/* Nearly every field on these forms is required, so only the optional ones are marked. */}
          <FieldMarksProvider marks="optional">{children}</FieldMarksProvider>
        </Box>
        <Text mt="6" fontSize="xs" color="fg.muted" textAlign="center">
          Need help? Call dealer support at{' '}
          <Link href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, '')}`} color="fg.muted" textDecoration="underline">
            {SUPPORT_PHONE}
          </Link>
          , Monday-Friday 7am-7pm CST.
        </Text>
      </Flex>
    </Flex>
  );
}

/** The heading block of an auth card: the page's one h1 and a line under it. */
export function AuthHeading({ title, description, id }: { title: string; description?: ReactNode; id?: string }) {
  return (
    <Stack gap="2" mb="8">
      <Heading as="h1" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" tabIndex={-1} outline="none">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
    </Stack>
  );
}
