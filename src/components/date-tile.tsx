import { Flex, Text } from '@chakra-ui/react';

interface DateTileProps {
  month: string;
  day: string;
  /** The colour palette of the leaf; brand by default. */
  palette?: string;
  /** A smaller, borderless leaf, for a list of entries. */
  compact?: boolean;
}

/**
 * A calendar leaf with a month and a day ("Dec" over "9") beside an event, a webinar or a calendar
 * entry. It is hidden from assistive technology: the card or entry reads the date out in full.
 */
export function DateTile({ month, day, palette = 'brand', compact = false }: DateTileProps) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      w={compact ? '12' : '14'}
      h={compact ? '14' : '16'}
      flexShrink={0}
      rounded={compact ? 'md' : 'lg'}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderWidth={compact ? undefined : '1px'}
      borderColor={compact ? undefined : `${palette}.muted`}
      aria-hidden
    >
      <Text fontSize={compact ? '2xs' : 'xs'} fontWeight="semibold" textTransform="uppercase">
        {month}
      </Text>
      <Text fontSize={compact ? 'xl' : '2xl'} fontWeight="bold" lineHeight="1">
        {day}
      </Text>
    </Flex>
  );
}
