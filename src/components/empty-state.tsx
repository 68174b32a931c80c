import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link to get out of the empty state (e.g. Clear filters). */
  action?: ReactNode;
}

/** What a list shows when nothing matches: its empty text (docs/product.md, "Error messages and notices"), a hint and a way out. */
export function EmptyState({ title, description, icon: Icon, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm" role="status">
      <ChakraEmptyState.Content>
        {Icon ? (
          <ChakraEmptyState.Indicator>
            <Icon aria-hidden />
          </ChakraEmptyState.Indicator>
        ) : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
