import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown at the right of the title (below it on small screens). */
  actions?: ReactNode;
}

/** The heading block every screen starts with: its one h1, an optional description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" gap="4" mb="6">
      <Box minW="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
