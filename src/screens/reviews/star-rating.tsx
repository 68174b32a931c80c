import { HStack, Icon } from '@chakra-ui/react';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars, the first `rating` filled; read as 'Rated 4 out of 5'. `decorative` hides them from
 * assistive technology where the figure is already written next to them.
 */
export function StarRating({ rating, size = '4', decorative = false }: { rating: number; size?: string; decorative?: boolean }) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `Rated ${rating} out of 5` };
  return (
    <HStack gap="0.5" {...a11y}>
      {STARS.map((star) => (
        <Icon
          key={star}
          as={Star}
          aria-hidden
          boxSize={size}
          strokeWidth={1.5}
          color={star <= rating ? 'yellow.500' : 'gray.300'}
          fill={star <= rating ? 'yellow.400' : 'transparent'}
        />
      ))}
    </HStack>
  );
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average of stars for display: 4.8 */
export function formatStars(value: number): string {
  return oneDecimal.format(value);
}
