import { Alert, Badge, Box, Button, Card, Flex, Heading, IconButton, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import type { EarnRatesTab_RateFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatMoneyCents, formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { SearchField } from '../../components/search-field';
import { EarnRateDialog } from './earn-rate-dialog';
import { TIERS, TIER_COLORS, TIER_LABELS } from './labels';

export interface EarnRatesTabProps {
  rates: readonly EarnRatesTab_RateFragment[];
  totalCount: number;
  hasNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  categories: readonly string[];
}

/** Base Earn Rates: search, tier filter, the rates table, add and edit, and the Important Note. */
export function EarnRatesTab({ rates, totalCount, hasNextPage, onLoadMore, categories }: EarnRatesTabProps) {
  const headingId = useId();
  const [tier, setTier] = useUrlState('tier');
  // undefined: closed; null: adding; a rate: editing it.
  const [editing, setEditing] = useState<EarnRatesTab_RateFragment | null | undefined>(undefined);

  const columns: DataTableColumn<EarnRatesTab_RateFragment>[] = [
    { key: 'category', header: 'Category', minW: '160px', cell: (row) => row.category },
    { key: 'productType', header: 'Product Type', rowHeader: true, minW: '180px', cell: (row) => <Text fontWeight="medium">{row.productType}</Text> },
    { key: 'points', header: 'Base Points', align: 'end', nowrap: true, cell: (row) => formatNumber(row.basePoints) },
    { key: 'dollars', header: 'Base Dollars', align: 'end', nowrap: true, cell: (row) => formatMoneyCents(row.baseAmount.amount) },
    {
      key: 'tier',
      header: 'Tier',
      cell: (row) => (
        <Badge colorPalette={TIER_COLORS[row.tier]} variant="subtle">
          {TIER_LABELS[row.tier]}
        </Badge>
      ),
    },
    { key: 'updated', header: 'Last Updated', nowrap: true, cell: (row) => formatDate(row.lastUpdated) },
    {
      key: 'edit',
      header: 'Edit',
      align: 'end',
      stickyEnd: true,
      cell: (row) => (
        <IconButton aria-label={`Edit ${row.productType} ${TIER_LABELS[row.tier]} rate`} size="sm" variant="ghost" onClick={() => setEditing(row)}>
          <Pencil aria-hidden />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg">
        <Card.Header>
          <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Box>
              <Heading as="h2" size="lg" id={headingId}>
                Base Earn Rates
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                What one unit of each product type earns before promotion multipliers.
              </Text>
            </Box>
            <Button colorPalette="brand" onClick={() => setEditing(null)}>
              <Plus aria-hidden /> Add New Rate
            </Button>
          </Flex>
        </Card.Header>
        <Card.Body gap="4">
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <SearchField param="rateSearch" label="Search earn rates" placeholder="Search category or product type" />
            <NativeSelect.Root w={{ base: 'full', md: '200px' }}>
              <NativeSelect.Field aria-label="Filter by tier" value={tier} onChange={(event) => setTier(event.target.value)} bg="bg">
                <option value="">All Tiers</option>
                {TIERS.map((value) => (
                  <option key={value} value={value.toLowerCase()}>
                    {TIER_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <DataTable
            caption="Base earn rates"
            // The card around the table is the "Base Earn Rates" landmark; its scroll area reads apart from it.
            regionLabel="Base earn rates table"
            columns={columns}
            rows={rates}
            rowKey={(row) => row.id}
            totalCount={totalCount}
            noun="earn rates"
            hasNextPage={hasNextPage}
            onLoadMore={onLoadMore}
            minW="860px"
            empty={
              <EmptyState
                icon={SearchX}
                title="No earn rates found matching your filters"
                description="Try another search or tier."
                action={
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setTier('', ['rateSearch'])}
                  >
                    Clear filters
                  </Button>
                }
              />
            }
          />
        </Card.Body>
      </Card.Root>

      <Alert.Root status="info" variant="subtle" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Important Note</Alert.Title>
          <Alert.Description>
            <List.Root ps="4" mt="1" gap="1">
              <List.Item>Base rate changes apply to future claims only.</List.Item>
              <List.Item>Active promotion multipliers stack on base rates.</List.Item>
              <List.Item>Historical claims are unaffected.</List.Item>
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      {editing !== undefined ? <EarnRateDialog key={editing?.id ?? 'new'} rate={editing} categories={categories} onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}
