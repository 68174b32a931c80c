import { SimpleGrid } from '@chakra-ui/react';
import { Clock, Gauge, PiggyBank, Wallet } from 'lucide-react';
import { StatCard } from '../../components/stat-card';
import type { FundStatCards_SummaryFragment } from '../../graphql/__generated__/graphql';
import { formatNumber, formatPercent } from '../../lib/format';
import { centsOf } from '../../lib/money';
import { formatAmount } from './labels';

export interface FundStatCardsProps {
  summary: FundStatCards_SummaryFragment;
  /** How many claims await approval. */
  pendingCount: number;
}

/**
 * The four figures of the marketing funds: available balance, pending claims, earned this year and
 * how much of it is used. Pending claims are not spent yet, so the cards also say what remains once
 * they are approved.
 */
export function FundStatCards({ summary, pendingCount }: FundStatCardsProps) {
  const available = centsOf(summary.availableBalance);
  const pending = centsOf(summary.pendingClaims);
  const earned = centsOf(summary.earnedYtd);
  const utilized = centsOf(summary.utilized);
  const afterPending = available - pending;
  const committedRate = earned > 0 ? ((utilized + pending) / earned) * 100 : 0;
  return (
    <SimpleGrid as="section" aria-label="Fund summary" columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }} mb="6">
      <StatCard
        label="Available Balance"
        value={formatAmount(available)}
        icon={Wallet}
        help={`${formatAmount(afterPending)} after pending claims`}
      />
      <StatCard
        label="Pending Claims"
        value={formatAmount(pending)}
        icon={Clock}
        help={pendingCount === 1 ? '1 claim awaiting approval' : `${formatNumber(pendingCount)} claims awaiting approval`}
      />
      <StatCard label="Total Earned YTD" value={formatAmount(earned)} icon={PiggyBank} help="Co-op and MDF accruals this year" />
      <StatCard
        label="Utilization Rate"
        value={formatPercent(summary.utilizationRate, 1)}
        icon={Gauge}
        progress={summary.utilizationRate}
        help={`${formatAmount(utilized)} used · ${formatPercent(committedRate, 1)} with pending claims`}
      />
    </SimpleGrid>
  );
}
