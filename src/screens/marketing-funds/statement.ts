import type { ApolloClient } from '@apollo/client';
import {
  MarketingFundsStatementDocument,
  type MarketingFundsStatementQuery,
  type TransactionsTable_TransactionFragment,
} from '../../graphql/__generated__/graphql';
import { downloadCsv } from '../../lib/download';
import { CATEGORY_LABELS, fundLabel, STATUS_META } from './labels';

export const STATEMENT_COLUMNS = ['Date', 'ID', 'Description', 'Fund', 'Category', 'Amount', 'Status'] as const;

/** Every transaction of the dealership, page by page, newest first. */
async function allTransactions(client: ApolloClient): Promise<TransactionsTable_TransactionFragment[]> {
  const rows: TransactionsTable_TransactionFragment[] = [];
  let after: string | null = null;
  for (;;) {
    // Not cached: the statement must not replace the screen's own copy of the funds.
    const result: { data?: MarketingFundsStatementQuery } = await client.query({ query: MarketingFundsStatementDocument, variables: { after }, fetchPolicy: 'no-cache' });
    const page = result.data?.marketingFunds?.transactions;
    if (!page) break;
    rows.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return rows;
}

/** Download Statement: a CSV of all the transactions (amounts signed: spend negative, credits positive). */
export async function downloadStatement(client: ApolloClient, today: string): Promise<number> {
  const rows = await allTransactions(client);
  await downloadCsv(
    `marketing-funds-statement-${today}.csv`,
    STATEMENT_COLUMNS,
    rows.map((row) => [row.date, row.id, row.description, fundLabel(row.fund), CATEGORY_LABELS[row.category], row.amount.amount, STATUS_META[row.status].label]),
  );
  return rows.length;
}
