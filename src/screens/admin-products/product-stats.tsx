import { SimpleGrid } from '@chakra-ui/react';
import { CircleCheck, CirclePause, Package } from 'lucide-react';
import { StatCard } from '../../components/stat-card';
import type { ProductStats_StatsFragment } from '../../graphql/__generated__/graphql';
import { formatNumber, formatPercent } from '../../lib/format';

/** 85% or 82.5%: one decimal only when there is one. */
function percent(value: number): string {
  return formatPercent(value, Number.isInteger(value) ? 0 : 1);
}

/** Total, Active and Inactive Products, as the server counts them. */
export function ProductStats({ stats }: { stats: ProductStats_StatsFragment }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
      <StatCard label="Total Products" value={formatNumber(stats.total)} help="In the product catalog" icon={Package} />
      <StatCard
        label="Active Products"
        value={formatNumber(stats.active)}
        help={`${percent(stats.activePercent)} of catalog`}
        icon={CircleCheck}
        progress={stats.activePercent}
      />
      <StatCard
        label="Inactive Products"
        value={formatNumber(stats.inactive)}
        help={`${percent(stats.inactivePercent)} of catalog`}
        icon={CirclePause}
        progress={stats.inactivePercent}
      />
    </SimpleGrid>
  );
}
