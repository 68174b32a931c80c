import { Badge, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Gift, PackageSearch, Repeat } from 'lucide-react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { AdminRewardsScreenDocument } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';

export function loader(args: ScreenLoaderArgs) {
  return preloadScreenQuery(args, AdminRewardsScreenDocument);
}

/** Rewards Management: the reward catalogue in figures; catalogue editing is still to come. */
export function Component() {
  const { rewardsAdminStats: stats } = useScreenQuery(AdminRewardsScreenDocument).data;
  const change = stats.redemptionsChangePercent;
  return (
    <>
      <PageHeader title="Rewards Management" description="The program's reward catalogue, its redemptions and its stock." />
      <SimpleGrid as="section" aria-label="Rewards summary" columns={{ base: 1, md: 3 }} gap="4" mb="6">
        <StatCard
          label="Total Rewards"
          value={formatNumber(stats.totalRewards)}
          help={`Across ${formatNumber(stats.categories)} categories`}
          icon={Gift}
        />
        <StatCard
          label="Redemptions"
          value={formatNumber(stats.redemptionsThisQuarter)}
          help="This quarter"
          icon={Repeat}
          badge={
            <Badge colorPalette={change >= 0 ? 'green' : 'red'} variant="subtle">
              {change >= 0 ? '+' : ''}
              {change}% vs {stats.comparisonQuarter}
            </Badge>
          }
        />
        <StatCard label="Low Stock" value={formatNumber(stats.lowStock)} help="Needing restock" icon={AlertTriangle} />
      </SimpleGrid>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap="5" py={{ base: '2', md: '6' }} px={{ md: '4' }}>
            <Flex align="center" justify="center" boxSize="14" rounded="xl" bg="brand.subtle" color="brand.fg" flexShrink={0}>
              <PackageSearch aria-hidden size={28} />
            </Flex>
            <Stack gap="1">
              <Flex align="center" gap="3" wrap="wrap">
                <Heading as="h2" size="md">
                  Reward Catalog
                </Heading>
                <Badge colorPalette="gray" variant="outline">
                  Coming soon
                </Badge>
              </Flex>
              <Text color="fg.muted" maxW="2xl">
                Coming soon: browse the catalogue, edit rewards and their points, and restock low-stock items here.
              </Text>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>
    </>
  );
}
