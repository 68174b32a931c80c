import { Box, Card, Flex, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { clampPercent } from '../lib/format';
import { ProgressBar } from './progress-bar';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the value (e.g. "from 167 reviews"). */
  help?: ReactNode;
  icon?: LucideIcon;
  /** A small badge at the top right (e.g. "+32 this month"). */
  badge?: ReactNode;
  /** 0-100: shows a progress bar labelled with `label`. */
  progress?: number;
  children?: ReactNode;
}

/**
 * A figure card: label, big value, optional help text, badge and progress bar. It is a group named by
 * its label, so assistive technology (and a test) finds a figure by what it is.
 */
export function StatCard({ label, value, help, icon: Icon, badge, progress, children }: StatCardProps) {
  const labelId = useId();
  return (
    <Card.Root size="sm" variant="outline" bg="bg" role="group" aria-labelledby={labelId}>
      <Card.Body gap="2">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Text id={labelId} fontSize="sm" fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          {badge ?? (Icon ? <Box as={Icon} aria-hidden boxSize="5" color="brand.fg" flexShrink={0} /> : null)}
        </Flex>
        <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
          {value}
        </Text>
        {help ? (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        ) : null}
        {progress != null ? (
          <ProgressBar value={clampPercent(progress)} size="sm" colorPalette="brand" label={label} />
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
