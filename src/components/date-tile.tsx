import { Flex, Text } from '@chakra-ui/react';

/**
 * A calendar leaf with a month and a day ("Dec" over "9") beside an event or a webinar. It is hidden
 * from assistive technology: the card reads the date out in full.
 */
export function DateTile({ month, day }: { month: string; day: string }) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      w="14"
      h="16"
      flexShrink={0}
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      borderWidth="1px"
      borderColor="brand.muted"
      aria-hidden
    >
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase">
        {month}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
        {day}
      </Text>
    </Flex>
  );
}
