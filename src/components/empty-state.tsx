import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A button or link to get out of the empty state (e.g. Clear filters). */
  action?: ReactNode;
  /**
   * The title's heading level: 3 for a list under a section's h2 (the default); 2 for one right under
   * the page's h1, so that the page's headings never skip a level.
   */
  headingLevel?: 2 | 3;
}

/** What a list shows when nothing matches: its empty text (docs/product.md, "Error messages and notices"), a hint and a way out. */
export function EmptyState({ title, description, icon: Icon, action, headingLevel = 3 }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm" role="status">
      <ChakraEmptyState.Content>
        {Icon ? (
          <ChakraEmptyState.Indicator>
            <Icon aria-hidden />
          </ChakraEmptyState.Indicator>
        ) : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title as={`h${headingLevel}`}>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
