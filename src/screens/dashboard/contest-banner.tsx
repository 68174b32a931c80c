import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ContestBanner_BannerFragment } from '../../graphql/__generated__/graphql';

/** The comfort advisor contest announcement. Closing it hides it until the next visit (not remembered). */
export function ContestBanner({ banner }: { banner: ContestBanner_BannerFragment }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Box
      as="section"
      aria-label="Contest announcement"
      mb="6"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="orange.200"
      bgGradient="to-r"
      gradientFrom="orange.50"
      gradientTo="yellow.50"
      px={{ base: '4', md: '5' }}
      py="3"
    >
      <Flex align={{ base: 'flex-start', md: 'center' }} gap="3">
        <Flex align="center" justify="center" boxSize="9" borderRadius="full" bg="orange.100" color="orange.700" flexShrink={0}>
          <Trophy aria-hidden size={18} />
        </Flex>
        <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} gap={{ base: '2', md: '4' }} flex="1" minW="0">
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" color="orange.900">
              {banner.title}
            </Text>
            <Text fontSize="sm" color="orange.900">
              {banner.message}
            </Text>
          </Box>
          <Button asChild size="sm" variant="solid" colorPalette="orange" bg="orange.700" _hover={{ bg: 'orange.800' }} flexShrink={0}>
            <RouterLink to={banner.link}>Learn More</RouterLink>
          </Button>
        </Flex>
        <CloseButton size="sm" aria-label="Dismiss contest announcement" onClick={() => setDismissed(true)} color="orange.900" />
      </Flex>
    </Box>
  );
}
