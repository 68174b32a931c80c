import { Badge, Box, Button, Card, Flex, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import {
  AirVent,
  ArrowLeft,
  Check,
  Coins,
  Flame,
  Gift,
  Package,
  ShoppingCart,
  Snowflake,
  Thermometer,
  Upload,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { PageHeader } from '../../components/page-header';
import { StoreLoyaltyOverviewScreenDocument } from '../../graphql/__generated__/graphql';
import { formatPercent } from '../../lib/format';
import { TIER_LOOK, tierRange } from '../../components/tiers';

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, StoreLoyaltyOverviewScreenDocument);

const STEPS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Purchase', text: 'Buy qualifying products from an authorized dealer or participating store.', icon: ShoppingCart },
  { title: 'Submit', text: 'Upload a clear photo or scan of your receipt within 60 days of purchase.', icon: Upload },
  { title: 'Earn', text: 'Earn 1 point per dollar on qualifying purchases, multiplied by your tier.', icon: Coins },
  { title: 'Redeem', text: 'Redeem points for electronics, travel, gift cards, tools and experiences.', icon: Gift },
];

const PRODUCTS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Air Conditioners & Heat Pumps', text: 'Split systems, packaged units and ductless heat pumps.', icon: Snowflake },
  { title: 'Furnaces & Boilers', text: 'Gas and oil furnaces, boilers and hydronic heating.', icon: Flame },
  { title: 'Indoor Air Quality', text: 'Air purifiers, humidifiers, ventilators and filters.', icon: AirVent },
  { title: 'Thermostats & Controls', text: 'Smart thermostats, zoning panels and sensors.', icon: Thermometer },
  { title: 'Parts & Accessories', text: 'Replacement parts, coils, motors and installation accessories.', icon: Package },
  { title: 'Tools & Supplies', text: 'Service tools, gauges and maintenance supplies.', icon: Wrench },
];

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" mt="1">
          {description}
        </Text>
      ) : null}
      <Box mt="4">{children}</Box>
    </Box>
  );
}

/** Program Overview (public): how the store loyalty program works, its tiers and qualifying products. */
export function Component() {
  const { tiers } = useScreenQuery(StoreLoyaltyOverviewScreenDocument).data;
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="3" ms="-2">
        <RouterLink to="/store-loyalty">
          <ArrowLeft aria-hidden />
          Back to Store Loyalty
        </RouterLink>
      </Button>
      <PageHeader title="Program Overview" description="Everything you need to know about earning and redeeming store loyalty points." />

      <Section id="overview-how-it-works" title="How It Works">
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <Card.Root as="li" key={title} variant="outline" bg="bg">
              <Card.Body gap="3">
                <Flex align="center" justify="space-between">
                  <Flex align="center" justify="center" boxSize="12" rounded="xl" bg="brand.subtle" color="brand.fg">
                    <Icon aria-hidden size={24} />
                  </Flex>
                  <Text fontSize="3xl" fontWeight="bold" color="fg.subtle" aria-hidden>
                    {index + 1}
                  </Text>
                </Flex>
                <Heading as="h3" size="md">
                  <Text as="span" srOnly>{`Step ${index + 1}: `}</Text>
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="overview-tiers"
        title="Membership Tiers"
        description="Your tier is set by your lifetime points; higher tiers earn faster and get more."
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {tiers.map((tier) => {
            const look = TIER_LOOK[tier.name];
            const Icon = look.icon;
            return (
              <Card.Root
                key={tier.name}
                as="article"
                aria-label={`${tier.label} tier`}
                variant="outline"
                bg="bg"
                colorPalette={look.palette}
              >
                <Box h="1.5" bg={look.accent} roundedTop="l3" />
                <Card.Body gap="3">
                  <Flex align="center" gap="3">
                    <Flex align="center" justify="center" boxSize="11" rounded="full" bg="colorPalette.subtle" color="colorPalette.fg">
                      <Icon aria-hidden size={22} />
                    </Flex>
                    <Box>
                      <Heading as="h3" size="lg">
                        {tier.label}
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {tierRange(tier)}
                      </Text>
                    </Box>
                  </Flex>
                  <Flex gap="2" wrap="wrap">
                    <Badge variant="outline" colorPalette="gray">
                      {tier.multiplier}x points
                    </Badge>
                    <Badge variant="outline" colorPalette="gray">
                      {tier.bonusPercent > 0 ? `+${formatPercent(tier.bonusPercent)} promotion bonus` : 'Standard promotions'}
                    </Badge>
                  </Flex>
                  <List.Root gap="2" variant="plain" fontSize="sm">
                    {tier.benefits.map((benefit) => (
                      <List.Item key={benefit} alignItems="flex-start">
                        <List.Indicator asChild color="green.fg" mt="0.5">
                          <Check aria-hidden size={16} />
                        </List.Indicator>
                        {benefit}
                      </List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </Section>

      <Section
        id="overview-products"
        title="Qualifying Products"
        description="Receipts for these product categories earn points when bought from an authorized dealer and submitted within 60 days."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {PRODUCTS.map(({ title, text, icon: Icon }) => (
            <Flex as="li" key={title} gap="3" align="flex-start" bg="bg" borderWidth="1px" borderColor="border" rounded="lg" p="4">
              <Flex align="center" justify="center" boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                <Icon aria-hidden size={20} />
              </Flex>
              <Box>
                <Text fontWeight="semibold">{title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {text}
                </Text>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </Section>

      <Card.Root variant="subtle" bg="brand.subtle">
        <Card.Body>
          <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between">
            <Box>
              <Heading as="h2" size="lg">
                Ready to start earning?
              </Heading>
              <Text color="fg.muted" mt="1">
                Submit your first receipt today, or head back to the program home.
              </Text>
            </Box>
            <Flex gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink to="/store-loyalty-submit">Submit Receipt</RouterLink>
              </Button>
              <Button asChild variant="outline" bg="bg">
                <RouterLink to="/store-loyalty">View Program Home</RouterLink>
              </Button>
            </Flex>
          </Flex>
        </Card.Body>
      </Card.Root>
    </>
  );
}
