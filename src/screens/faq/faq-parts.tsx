import type { ReactNode } from 'react';
import { Accordion, Box, Button, Card, Flex, Heading, Highlight, Icon, Link, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import {
  Gift,
  GraduationCap,
  Mail,
  Megaphone,
  MessageCircle,
  Package,
  Phone,
  Tag,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { FaqCategoryCards_CategoryFragment, FaqResults_EntryFragment, FaqSupport_ContactsFragment } from '../../graphql/__generated__/graphql';
import { toaster } from '../../components/ui/toaster';
import { formatNumber } from '../../lib/format';

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  'marketing-funds': Wallet,
  'loyalty-rewards': Gift,
  promotions: Megaphone,
  training: GraduationCap,
  'orders-products': Package,
  'technical-support': Wrench,
};

/** Live chat opens during business hours only; until then Start Chat says so (4 s). */
export const LIVE_CHAT_TOAST = {
  title: 'Chat feature coming soon',
  description: 'Live chat will be available during business hours (Mon-Fri, 8AM-6PM CST).',
  duration: 4000,
} as const;

export interface FaqCategoryCardsProps {
  categories: readonly FaqCategoryCards_CategoryFragment[];
  selectedId: string;
  onSelect: (categoryId: string) => void;
}

/** Browse by Category: one card per category with its count; a card toggles the category filter. */
export function FaqCategoryCards({ categories, selectedId, onSelect }: FaqCategoryCardsProps) {
  return (
    <Box as="section" aria-labelledby="faq-categories" mb={{ base: '8', md: '10' }}>
      <Heading as="h2" size="lg" id="faq-categories" mb="4">
        Browse by Category
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
        {categories.map((category) => {
          const selected = category.id === selectedId;
          const CategoryIcon = CATEGORY_ICONS[category.id] ?? Tag;
          return (
            <li key={category.id}>
              <Button
                variant="outline"
                aria-pressed={selected}
                onClick={() => onSelect(category.id)}
                w="full"
                h="auto"
                py="4"
                px="4"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                bg={selected ? 'brand.subtle' : 'bg'}
                borderColor={selected ? 'brand.solid' : 'border'}
                borderWidth="1px"
                shadow={selected ? '0 0 0 1px var(--chakra-colors-brand-solid)' : 'none'}
                rounded="xl"
                _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
              >
                <Flex align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" w="full">
                  <Flex
                    aria-hidden
                    boxSize={{ base: '10', md: '11' }}
                    rounded="lg"
                    align="center"
                    justify="center"
                    bg={selected ? 'brand.solid' : 'brand.subtle'}
                    color={selected ? 'brand.contrast' : 'brand.fg'}
                    flexShrink={0}
                  >
                    <Icon as={CategoryIcon} boxSize="5" />
                  </Flex>
                  <Box minW="0">
                    <Text fontWeight="semibold" color="fg">
                      {category.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      {`${formatNumber(category.count)} ${category.count === 1 ? 'question' : 'questions'}`}
                    </Text>
                  </Box>
                </Flex>
              </Button>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

export interface FaqResultGroupProps {
  name: string;
  entries: readonly FaqResults_EntryFragment[];
  search: string;
  headingId: string;
}

/** One category of results: its heading and its questions as a single-open accordion. */
export function FaqResultGroup({ name, entries, search, headingId }: FaqResultGroupProps) {
  const query = search.trim();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex align="baseline" gap="2" mb="3">
        <Heading as="h3" size="md" id={headingId}>
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {`${formatNumber(entries.length)} ${entries.length === 1 ? 'question' : 'questions'}`}
        </Text>
      </Flex>
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Accordion.Root collapsible variant="plain">
          {entries.map((entry, index) => (
            <Accordion.Item key={entry.id} value={entry.id} borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border.muted">
              <Accordion.ItemTrigger px={{ base: '4', md: '5' }} py="4" cursor="pointer" _hover={{ bg: 'bg.muted' }} rounded="0" gap="3">
                <Span flex="1" fontWeight="medium" textAlign="start">
                  {query ? (
                    <Highlight query={query} ignoreCase styles={{ bg: 'yellow.200', color: 'fg', px: '0.5', rounded: 'sm' }}>
                      {entry.question}
                    </Highlight>
                  ) : (
                    entry.question
                  )}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody px={{ base: '4', md: '5' }} pt="0" pb="5" color="fg.muted" lineHeight="tall">
                  {query ? (
                    <Highlight query={query} ignoreCase styles={{ bg: 'yellow.200', color: 'fg', px: '0.5', rounded: 'sm' }}>
                      {entry.answer}
                    </Highlight>
                  ) : (
                    entry.answer
                  )}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Card.Root>
    </Box>
  );
}

function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

function HelpCard({ icon, title, detail, children }: { icon: LucideIcon; title: string; detail: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" h="full">
      <Card.Body flexDirection="row" gap="4" alignItems="flex-start" p={{ base: '4', md: '5' }}>
        <Flex aria-hidden boxSize="11" rounded="full" align="center" justify="center" bg="brand.subtle" color="brand.fg" flexShrink={0}>
          <Icon as={icon} boxSize="5" />
        </Flex>
        <Flex direction="column" gap="3" minW="0" h="full">
          <Box>
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              {detail}
            </Text>
          </Box>
          <Box mt="auto">{children}</Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Still Need Help: phone and e-mail links and the live chat. */
export function FaqSupport({ contacts }: { contacts: FaqSupport_ContactsFragment }) {
  return (
    <Box as="section" aria-labelledby="faq-help" mt={{ base: '10', md: '12' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" size="lg" id="faq-help">
          Still Need Help?
        </Heading>
        <Text color="fg.muted">Our dealer support team is here for you.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
        <HelpCard icon={Phone} title="Call Us" detail={contacts.phoneHours}>
          <Link href={telHref(contacts.phone)} color="brand.fg" fontWeight="semibold" aria-label={`Call Us at ${contacts.phone}`}>
            {contacts.phone}
          </Link>
        </HelpCard>
        <HelpCard icon={Mail} title="Email Support" detail={contacts.emailResponse}>
          <Link href={`mailto:${contacts.email}`} color="brand.fg" fontWeight="semibold" overflowWrap="anywhere" aria-label={`Email Support at ${contacts.email}`}>
            {contacts.email}
          </Link>
        </HelpCard>
        <HelpCard icon={MessageCircle} title="Live Chat" detail={contacts.chatHours}>
          <Button size="sm" colorPalette="brand" onClick={() => toaster.create({ type: 'info', ...LIVE_CHAT_TOAST })}>
            Start Chat
          </Button>
        </HelpCard>
      </SimpleGrid>
    </Box>
  );
}
