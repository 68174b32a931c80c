import { Box, Button, Flex, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { redirect } from 'react-router';
import { usePagedConnection } from '../../graphql/paging';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import {
  PromotionsScreenDocument,
  type PromotionDetailsDialog_PromotionFragment,
  type PromotionsScreenQueryVariables,
} from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state';
import { subcategoryOf, tabOf, TABS, type TabDefinition } from './labels';
import { PromotionCard } from './promotion-card';
import { PromotionDetailsDialog } from './promotion-details-dialog';

/** Promotions per page; Load More fetches the next page. */
export const PAGE_SIZE = 12;

export const EMPTY_TEXT = 'No promotions found in this category.';

function variablesFor(url: URL): PromotionsScreenQueryVariables {
  const tab = tabOf(url.searchParams.get('tab'));
  return {
    category: tab.value === 'ALL' ? null : tab.value,
    subcategory: subcategoryOf(tab, url.searchParams.get('subcategory')),
    first: PAGE_SIZE,
  };
}

/** Client admins manage promotions on their own screen; everyone else gets the tab and filter of the URL. */
export function loader(args: ScreenLoaderArgs) {
  if (args.viewer.role === 'CLIENT_ADMIN') throw redirect('/admin-promotions');
  return preloadScreenQuery(args, PromotionsScreenDocument, variablesFor(args.url));
}

function SubcategoryFilter({ tab, value, onChange }: { tab: TabDefinition; value: string | null; onChange: (value: string) => void }) {
  if (!tab.subcategories) return null;
  const options = [{ value: '', label: tab.allLabel }, ...tab.subcategories];
  return (
    <Flex role="group" aria-label={`Filter ${tab.label} by subcategory`} gap="2" wrap="wrap" mb="5">
      {options.map((option) => {
        const pressed = (value ?? '') === option.value;
        return (
          <Button
            key={option.value || 'all'}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}

type Promotion = PromotionDetailsDialog_PromotionFragment;

/** Current Promotions: tabs by category, subcategory filters, promotion cards and their details. */
export function Component() {
  const { data, fetchMore } = useScreenQuery(PromotionsScreenDocument);
  const [tabValue, setTab] = useUrlState('tab', 'ALL');
  const [subcategoryValue, setSubcategory] = useUrlState('subcategory');
  const tab = tabOf(tabValue);
  const subcategory = subcategoryOf(tab, subcategoryValue);
  const [selected, setSelected] = useState<Promotion | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const { edges, totalCount } = data.promotions;

  const pagedPromotions = usePagedConnection(fetchMore, {
    connection: data.promotions,
    variables: (after) => ({ after }),
    page: (result) => result.promotions,
    get: (screen) => screen.promotions,
    set: (screen, promotions) => ({ ...screen, promotions }),
  });

  function showAll() {
    setSubcategory('');
  }

  return (
    <Box>
      <PageHeader
        title="Current Promotions"
        description="Incentives, finance offers and contests running for your dealership. Premier dealers earn bonuses on many of them."
      />
      <Tabs.Root value={tab.value} onValueChange={(details) => setTab(details.value, ['subcategory'])} variant="line" colorPalette="brand">
        <Box overflowX="auto" mb="5" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List minW="max-content">
            {TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {TABS.map((item) => (
          <Tabs.Content key={item.value} value={item.value} pt="0">
            {item.value === tab.value ? (
              <>
                <SubcategoryFilter tab={tab} value={subcategory} onChange={(value) => setSubcategory(value)} />
                <Box>
                  {edges.length === 0 ? (
                    <EmptyState
                      icon={SearchX}
                      headingLevel={2}
                      title={EMPTY_TEXT}
                      description={subcategory ? 'Try another subcategory.' : undefined}
                      action={
                        subcategory ? (
                          <Button size="sm" variant="outline" colorPalette="brand" onClick={showAll}>
                            Show all {tab.label}
                          </Button>
                        ) : undefined
                      }
                    />
                  ) : (
                    <>
                      <Text role="status" fontSize="sm" color="fg.muted" mb="3">
                        Showing {formatNumber(edges.length)} of {formatNumber(totalCount)} {totalCount === 1 ? 'promotion' : 'promotions'}
                      </Text>
                      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
                        {edges.map(({ node }) => (
                          <PromotionCard
                            key={node.id}
                            promotion={node}
                            onViewDetails={() => {
                              setSelected(node);
                              setDialogOpen(true);
                            }}
                          />
                        ))}
                      </SimpleGrid>
                      {pagedPromotions.hasNextPage ? (
                        <Flex justify="center" mt="6">
                          <Button variant="outline" colorPalette="brand" onClick={pagedPromotions.requestMore} loading={pagedPromotions.loadingMore} loadingText="Loading…">
                            Load More
                          </Button>
                        </Flex>
                      ) : null}
                    </>
                  )}
                </Box>
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <PromotionDetailsDialog promotion={selected} open={dialogOpen} onOpenChange={setDialogOpen} />
    </Box>
  );
}
