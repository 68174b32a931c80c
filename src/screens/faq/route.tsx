import { Box, Button, Card, Flex, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { SearchX, Search } from 'lucide-react';
import { useId } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { FaqScreenDocument } from '../../graphql/__generated__/graphql';
import { formatNumber } from '../../lib/format';
import { FaqCategoryCards, FaqResultGroup, FaqSupport } from './faq-parts';
import { useUrlParams, useUrlSearchText } from '../../lib/url-state';

/** URL keys: the search text and the selected category. */
const SEARCH_KEY = 'q';
const CATEGORY_KEY = 'category';

export function loader(args: ScreenLoaderArgs) {
  const search = args.url.searchParams.get(SEARCH_KEY)?.trim() ?? '';
  const categoryId = args.url.searchParams.get(CATEGORY_KEY) ?? '';
  return preloadScreenQuery(args, FaqScreenDocument, { search: search || null, categoryId: categoryId || null });
}

/** FAQ and help: search, categories, answers grouped by category, and ways to reach support. */
export function Component() {
  const data = useScreenQuery(FaqScreenDocument).data;
  const [params, setParams] = useUrlParams();
  const search = params.get(SEARCH_KEY) ?? '';
  const categoryId = params.get(CATEGORY_KEY) ?? '';
  // Typing a search leaves the category filter; the text reaches the URL once typing pauses.
  const [text, setText] = useUrlSearchText(SEARCH_KEY, [CATEGORY_KEY]);
  const idPrefix = useId();

  const handleType = (value: string) => {
    setText(value);
    // The category filter goes at once.
    if (categoryId) setParams({ [CATEGORY_KEY]: null });
  };

  const selectCategory = (id: string) => {
    setText('');
    setParams({ [CATEGORY_KEY]: id === categoryId ? null : id, [SEARCH_KEY]: null });
  };

  const clearFilters = () => {
    setText('');
    setParams({ [CATEGORY_KEY]: null, [SEARCH_KEY]: null });
  };

  const results = data.results;
  const matches = results.reduce((sum, category) => sum + category.entries.length, 0);
  const selectedName = data.categories.find((category) => category.id === categoryId)?.name;
  const filtered = !!search.trim() || !!categoryId;

  let summary = `${formatNumber(matches)} ${matches === 1 ? 'question' : 'questions'}`;
  if (search.trim()) summary += ` matching “${search.trim()}”`;
  if (selectedName) summary += ` in ${selectedName}`;

  return (
    <>
      <PageHeader title="Frequently Asked Questions" description="Find answers about rewards, promotions, training, orders and support." />

      <Card.Root variant="subtle" bg="brand.subtle" mb={{ base: '8', md: '10' }} borderWidth="1px" borderColor="brand.muted">
        <Card.Body py={{ base: '5', md: '6' }}>
          <Box role="search" maxW="2xl" w="full" mx="auto">
            <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} textAlign="center" mb="1" aria-hidden="true">
              How can we help?
            </Text>
            <Text fontSize="sm" color="fg.muted" textAlign="center" mb="4">
              Search questions and answers, or browse by category below.
            </Text>
              <InputGroup startElement={<Search aria-hidden size={18} />}>
                <Input
                  type="search"
                  size="lg"
                  bg="bg"
                  value={text}
                  onChange={(event) => handleType(event.target.value)}
                  placeholder="Search questions and answers..."
                  aria-label="Search FAQs"
                  autoComplete="off"
                />
              </InputGroup>
          </Box>
        </Card.Body>
      </Card.Root>

      <FaqCategoryCards categories={data.categories} selectedId={categoryId} onSelect={selectCategory} />

      <Box as="section" aria-labelledby={`${idPrefix}-results`}>
        <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="2" mb="4">
          <Heading as="h2" size="lg" id={`${idPrefix}-results`}>
            {filtered ? 'Results' : 'All Questions'}
          </Heading>
          <Flex align="center" gap="3">
            <Text fontSize="sm" color="fg.muted" role="status">
              {summary}
            </Text>
            {filtered && matches > 0 ? (
              <Button size="xs" variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </Flex>
        </Flex>

        {results.length === 0 ? (
          <Card.Root variant="outline" bg="bg" py="6">
            <EmptyState
              icon={SearchX}
              title="No results found"
              description="Try adjusting your search or browse by category"
              action={
                <Button variant="outline" onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          </Card.Root>
        ) : (
          <Stack gap={{ base: '6', md: '8' }}>
            {results.map((category, index) => (
              <FaqResultGroup key={category.name} name={category.name} entries={category.entries} search={search} headingId={`${idPrefix}-group-${index}`} />
            ))}
          </Stack>
        )}
      </Box>

      <FaqSupport contacts={data.supportContacts} />
    </>
  );
}
