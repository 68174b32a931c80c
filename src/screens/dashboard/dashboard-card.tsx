import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface DashboardCardProps {
  title: string;
  icon?: LucideIcon;
  /** A badge or link at the top right. */
  aside?: ReactNode;
  /** Actions at the bottom of the card (View Details…). */
  footer?: ReactNode;
  /** Card padding: `sm` to sit beside the compact stat cards. */
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** A dashboard panel: a section titled by an h3, for cards with more than one figure. */
export function DashboardCard({ title, icon: Icon, aside, footer, size = 'md', children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="bg" h="full" size={size}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3">
          <Flex align="center" gap="2.5" minW="0">
            {Icon ? (
              <Flex align="center" justify="center" boxSize="8" borderRadius="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                <Icon aria-hidden size={18} />
              </Flex>
            ) : null}
            <Heading as="h3" id={titleId} size="md">
              {title}
            </Heading>
          </Flex>
          {aside ? <Box flexShrink={0}>{aside}</Box> : null}
        </Flex>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
      {footer ? <Card.Footer pt="0">{footer}</Card.Footer> : null}
    </Card.Root>
  );
}

/** A label and its figure, side by side. */
export function FigureRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" py="1.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Box as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Box>
      <Box as="dd" fontWeight="semibold" textAlign="end">
        {value}
      </Box>
    </Flex>
  );
}
