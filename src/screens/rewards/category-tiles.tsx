import { Box, Card, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ChevronRight, Gift, GraduationCap, Megaphone, Plane, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { CategoryTiles_TileFragment } from '../../graphql/__generated__/graphql';

const TILE_ICONS: Readonly<Record<string, LucideIcon>> = {
  'TILE-MERCHANDISE': ShoppingBag,
  'TILE-EXPERIENCES': Plane,
  'TILE-TRAINING': GraduationCap,
  'TILE-MARKETING-FUNDS': Megaphone,
};

/** The category tiles (the server leaves out Marketing Funds for comfort advisors). */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTiles_TileFragment[] }) {
  return (
    <Box as="section" aria-labelledby="reward-categories-heading" mb="8">
      <Text as="h2" id="reward-categories-heading" fontSize="lg" fontWeight="semibold" mb="3">
        Reward Categories
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, xl: tiles.length >= 4 ? 4 : 3 }} gap={{ base: '3', md: '4' }}>
        {tiles.map((tile) => {
          const Icon = TILE_ICONS[tile.id] ?? Gift;
          return (
            <LinkBox as="li" key={tile.id}>
              <Card.Root
                size="sm"
                variant="outline"
                bg="bg"
                h="full"
                transition="border-color 0.15s, box-shadow 0.15s"
                _hover={{ borderColor: 'brand.border', boxShadow: 'sm' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <Card.Body gap="2" p={{ base: '3', md: '4' }}>
                  <Flex align="center" justify="space-between" mb="1">
                    <Flex align="center" justify="center" boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                      <Icon aria-hidden size={20} />
                    </Flex>
                    <Box as={ChevronRight} aria-hidden boxSize="4" color="fg.muted" />
                  </Flex>
                  <LinkOverlay asChild outline="none">
                    <RouterLink to={tile.link}>
                      <Text as="span" fontWeight="semibold" lineHeight="short" fontSize={{ base: 'sm', md: 'md' }}>
                        {tile.title}
                      </Text>
                    </RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {tile.description}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
