import { Badge, Box, Button, Card, Flex, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight, Coins, Gift, Timer, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { PageHeader } from '../../components/page-header';
import { StoreLoyaltyScreenDocument } from '../../graphql/__generated__/graphql';
import { formatMoneyCompact, formatNumber, formatPercent } from '../../lib/format';

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, StoreLoyaltyScreenDocument);

const BENEFITS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Earn on Every Purchase',
    text: 'Get 1 point for every dollar spent on qualifying products, with bonus multipliers as your tier grows.',
    icon: Coins,
  },
  {
    title: 'Redeem for Rewards You Want',
    text: 'Choose from electronics, travel, gift cards, tools and experiences in the rewards catalog.',
    icon: Gift,
  },
  {
    title: 'Fast, Simple Submissions',
    text: 'Snap a photo of your receipt and submit it online. Most receipts are processed within 3-5 business days.',
    icon: Timer,
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Make a qualifying purchase', text: 'Buy qualifying products from an authorized dealer or participating store.' },
  { title: 'Submit your receipt', text: 'Upload a clear photo or scan of your receipt within 60 days of purchase.' },
  { title: 'Earn and redeem points', text: 'Points are added to your balance once your receipt is processed. Redeem them for rewards.' },
];

/** Store Loyalty landing (public): hero, program figures, benefits and a 3-step guide. */
export function Component() {
  const { storeLoyaltyStats: stats } = useScreenQuery(StoreLoyaltyScreenDocument).data;
  const figures = [
    // The landing page rounds: 2500 dealers is a floor ("2,500+"), $2,500,000 reads "$2.5M".
    { value: `${formatNumber(stats.activeDealers)}+`, label: 'Active Dealers' },
    { value: formatMoneyCompact(stats.rewardsDistributed.amount), label: 'Rewards Distributed' },
    { value: formatPercent(stats.satisfactionRate), label: 'Satisfaction Rate' },
  ];

  return (
    <>
      <PageHeader title="Store Loyalty" description="Earn rewards on the products you buy for your business." />

      <Box
        as="section"
        aria-labelledby="store-loyalty-hero"
        position="relative"
        overflow="hidden"
        rounded="2xl"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.950"
        color="white"
        px={{ base: '6', md: '10' }}
        py={{ base: '8', md: '12' }}
        mb="8"
      >
        <Flex align="center" gap="8" direction={{ base: 'column', lg: 'row' }}>
          <Box flex="1" minW="0">
            <Badge variant="solid" colorPalette="yellow" mb="4">
              Store Loyalty Program
            </Badge>
            <Heading as="h2" id="store-loyalty-hero" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" fontWeight="bold" maxW="2xl">
              Turn every receipt into rewards
            </Heading>
            <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" maxW="2xl">
              Submit receipts from qualifying purchases and earn points you can redeem for electronics, travel, gift cards and more.
            </Text>
            <Flex gap="3" mt="7" wrap="wrap">
              <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} fontWeight="bold" letterSpacing="wide">
                <RouterLink to="/store-loyalty-submit">
                  GET STARTED
                  <ArrowRight aria-hidden />
                </RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                fontWeight="bold"
                letterSpacing="wide"
              >
                <RouterLink to="/store-loyalty-overview">LEARN MORE</RouterLink>
              </Button>
            </Flex>
          </Box>
          <Image
            src="/images/rewards/receipt-rewards.svg"
            alt=""
            w={{ base: '48', md: '64' }}
            flexShrink={0}
            display={{ base: 'none', md: 'block' }}
          />
        </Flex>
      </Box>

      <Card.Root as="section" aria-label="Program figures" variant="outline" bg="bg" mb="10">
        <Card.Body p="0">
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }}>
            {figures.map((figure, index) => (
              <Flex
                key={figure.label}
                direction="column-reverse"
                align="center"
                textAlign="center"
                py="6"
                px="4"
                borderTopWidth={{ base: index > 0 ? '1px' : '0', sm: '0' }}
                borderStartWidth={{ base: '0', sm: index > 0 ? '1px' : '0' }}
                borderColor="border.muted"
              >
                <Text as="dt" color="fg.muted" fontWeight="medium">
                  {figure.label}
                </Text>
                <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg" lineHeight="1.1" mb="1">
                  {figure.value}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Box as="section" aria-labelledby="store-loyalty-benefits" mb="10">
        <Heading as="h2" id="store-loyalty-benefits" size="xl" mb="4">
          Why Join Store Loyalty
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <Card.Root key={title} variant="outline" bg="bg">
              <Card.Body gap="3">
                <Flex align="center" justify="center" boxSize="12" rounded="xl" bg="brand.subtle" color="brand.fg">
                  <Icon aria-hidden size={24} />
                </Flex>
                <Heading as="h3" size="md">
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>

      <Card.Root as="section" aria-labelledby="store-loyalty-steps" variant="subtle" bg="brand.subtle">
        <Card.Body gap="6" p={{ base: '6', md: '8' }}>
          <Heading as="h2" id="store-loyalty-steps" size="xl">
            Get Started in 3 Easy Steps
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {STEPS.map((step, index) => (
              <Flex as="li" key={step.title} gap="4" align="flex-start">
                <Flex
                  align="center"
                  justify="center"
                  boxSize="10"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  fontWeight="bold"
                  flexShrink={0}
                  aria-hidden
                >
                  {index + 1}
                </Flex>
                <Box>
                  <Heading as="h3" size="md">
                    <Text as="span" srOnly>{`Step ${index + 1}: `}</Text>
                    {step.title}
                  </Heading>
                  <Text color="fg.muted" mt="1">
                    {step.text}
                  </Text>
                </Box>
              </Flex>
            ))}
          </SimpleGrid>
          <Box>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/store-loyalty-submit">
                Submit Your First Receipt
                <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>
    </>
  );
}
