import { Box, Flex, HStack, Icon, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** The manufacturer's program name, shown in the header and the sign-in screens. */
export const PRODUCT_NAME = 'ComfortPro';
export const PRODUCT_SUBTITLE = 'Loyalty Portal';

/** The logo, product title and the subtitle 'Loyalty Portal'. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2.5" minW="0">
      <Flex
        aria-hidden="true"
        boxSize={compact ? '8' : '9'}
        rounded="lg"
        bgImage="linear-gradient(145deg, {colors.brand.600}, {colors.brand.800})"
        color="white"
        align="center"
        justify="center"
        flexShrink={0}
        shadow="xs"
      >
        <Icon as={Star} boxSize={compact ? '4' : '5'} fill="currentColor" strokeWidth={1.5} />
      </Flex>
      <Box lineHeight="1.15" minW="0">
        <Text fontWeight="bold" fontSize={compact ? 'sm' : 'md'} letterSpacing="tight" color="fg" truncate>
          {PRODUCT_NAME}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {PRODUCT_SUBTITLE}
        </Text>
      </Box>
    </HStack>
  );
}
