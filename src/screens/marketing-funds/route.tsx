import { useApolloClient } from '@apollo/client/react';
import { Button, Heading, Tabs } from '@chakra-ui/react';
import { Download, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { usePagedConnection } from '../../graphql/paging';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import {
  MarketingFundsScreenDocument,
  type MarketingFund,
  type TransactionsTable_TransactionFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { useUrlState } from '../../lib/url-state';
import { AccrualHistory } from './accrual-history';
import { ClaimDialog, serverToday } from './claim-dialog';
import { FundStatCards } from './fund-stat-cards';
import { centsOf } from '../../lib/money';
import { formatAmount, fundLabel } from './labels';
import { ProgramGuidelines } from './program-guidelines';
import { downloadStatement } from './statement';
import { TransactionsTable } from './transactions-table';

/** Transactions per page of the Recent Transactions table. */
export const TRANSACTIONS_PAGE_SIZE = 25;

const TABS = [
  { value: 'transactions', label: 'Recent Transactions' },
  { value: 'accruals', label: 'Accrual History' },
  { value: 'guidelines', label: 'Program Guidelines' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The selected tab, kept in the URL (`?tab=`). The tab switches at once; the address follows (and the
 * back button or a bookmark selects the tab it names).
 */
function useTab(): [TabValue, (value: string) => void] {
  const [param, setParam] = useUrlState('tab', 'transactions');
  const fromUrl: TabValue = isTab(param) ? param : 'transactions';
  const [selected, setSelected] = useState<TabValue>(fromUrl);
  const [seen, setSeen] = useState<TabValue>(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setSelected(fromUrl);
  }
  const select = useCallback(
    (value: string) => {
      const next: TabValue = isTab(value) ? value : 'transactions';
      setSelected(next);
      setParam(next);
    },
    [setParam],
  );
  return [selected, select];
}

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, MarketingFundsScreenDocument, { first: TRANSACTIONS_PAGE_SIZE });

/** Marketing Funds (dealers): balances, claims, transactions, accrual history and program guidelines. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(MarketingFundsScreenDocument);
  const client = useApolloClient();
  const [tab, setTab] = useTab();
  const [claimOpen, setClaimOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const funds = data.marketingFunds;
  const transactions = funds.transactions;
  const pendingByFund = useMemo(() => {
    const totals: Record<MarketingFund, number> = { COOP: 0, MDF: 0 };
    for (const { node } of funds.pendingClaims.edges) totals[node.fund] -= centsOf(node.amount);
    return totals;
  }, [funds.pendingClaims]);

  const pagedTransactions = usePagedConnection(fetchMore, {
    connection: transactions,
    variables: (after) => ({ after }),
    page: (result) => result.marketingFunds?.transactions,
    get: (screen) => screen.marketingFunds?.transactions,
    set: (screen, next) => (screen.marketingFunds ? { ...screen, marketingFunds: { ...screen.marketingFunds, transactions: next } } : screen),
  });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatement(client, serverToday(funds.summary));
    } catch (error) {
      toaster.create({ title: 'Statement not downloaded', description: errorMessage(error).message, type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const claimSubmitted = (transaction: TransactionsTable_TransactionFragment) => {
    setClaimOpen(false);
    setTab('transactions');
    toaster.create({
      title: 'Claim submitted',
      description: `${fundLabel(transaction.fund)} claim ${transaction.id} for ${formatAmount(-centsOf(transaction.amount))} is pending approval.`,
      type: 'success',
    });
  };

  return (
    <>
      <PageHeader
        title="Marketing Funds"
        description="Co-op and MDF funds for your dealership's advertising, events and campaigns."
        actions={
          <>
            <Button variant="outline" onClick={() => void download()} loading={downloading} loadingText="Preparing…">
              <Download aria-hidden />
              Download Statement
            </Button>
            <Button colorPalette="brand" onClick={() => setClaimOpen(true)}>
              <Plus aria-hidden />
              Submit Claim
            </Button>
          </>
        }
      />
      <FundStatCards summary={funds.summary} pendingCount={funds.pendingClaims.totalCount} />
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
          {TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value} whiteSpace="nowrap" flexShrink={0}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="transactions" pt="5">
          <Heading as="h2" srOnly>
            Recent Transactions
          </Heading>
          <TransactionsTable
            transactions={transactions.edges.map((edge) => edge.node)}
            totalCount={transactions.totalCount}
            hasMore={pagedTransactions.hasNextPage}
            loadingMore={pagedTransactions.loadingMore}
            onLoadMore={pagedTransactions.requestMore}
          />
        </Tabs.Content>
        <Tabs.Content value="accruals" pt="5">
          <Heading as="h2" srOnly>
            Accrual History
          </Heading>
          <AccrualHistory accruals={funds.accruals} annual={funds.annual} />
        </Tabs.Content>
        <Tabs.Content value="guidelines" pt="5">
          <Heading as="h2" srOnly>
            Program Guidelines
          </Heading>
          <ProgramGuidelines sections={funds.guidelines} />
        </Tabs.Content>
      </Tabs.Root>
      <ClaimDialog open={claimOpen} onOpenChange={setClaimOpen} summary={funds.summary} pendingByFund={pendingByFund} onSubmitted={claimSubmitted} />
    </>
  );
}
