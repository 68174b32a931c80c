import { Box, Button, chakra, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { CalendarDays, ChevronLeft, ChevronRight, LifeBuoy, Megaphone, Sparkles, type LucideIcon } from 'lucide-react';
import { useReducedMotion } from 'motion/react';
import { lazy, startTransition, Suspense, useRef, useState, type PointerEvent, type TouchEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HeroCarousel_SlideFragment } from '../../graphql/__generated__/graphql';

/** docs/product.md, "Business constants": a horizontal swipe of at least 50 px changes the slide. */
export const SWIPE_THRESHOLD_PX = 50;

/** Looks per destination: the slide images of the data are not shipped, so each slide gets a gradient and an icon. */
const LOOKS: readonly { match: string; from: string; to: string; icon: LucideIcon }[] = [
  { match: '/promotions', from: '#0a2f6e', to: '#2a5cc7', icon: Megaphone },
  { match: '/resources', from: '#134e4a', to: '#0f766e', icon: LifeBuoy },
  { match: '/events', from: '#3b0764', to: '#6d28d9', icon: CalendarDays },
];
const FALLBACK_LOOK = { from: '#0a2f6e', to: '#2a5cc7', icon: Sparkles };

/**
 * Slides after the first slide in with Motion, whose code loads when someone first reaches for the
 * carousel (pointer over it, focus in it, a touch), so the dashboard's first load carries none of it.
 */
const loadSlideMotion = () => import('./slide-motion');
const SlideMotion = lazy(loadSlideMotion);
const preloadSlideMotion = () => {
  void loadSlideMotion();
};

function lookOf(link: string) {
  return LOOKS.find((look) => link.startsWith(look.match)) ?? FALLBACK_LOOK;
}

const controlStyles = {
  color: 'white',
  bg: 'whiteAlpha.200',
  borderColor: 'whiteAlpha.500',
  _hover: { bg: 'whiteAlpha.300' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
} as const;

/**
 * The dashboard's hero carousel: one slide at a time with previous/next buttons, dot buttons, swipe
 * (50 px) and wrap-around. Slides slide in unless the user prefers reduced motion.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroCarousel_SlideFragment[] }) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<1 | -1>(1);
  // The first slide is shown as it is (it is the first thing on screen); later slides slide in.
  const [moved, setMoved] = useState(false);
  const reduceMotion = useReducedMotion() ?? false;
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const slide = slides[index];
  if (!slide) return null;

  function go(next: number, towards: 1 | -1) {
    // A transition: should the animation's code still be on its way, the current slide stays until it
    // arrives, and the next one then slides in.
    startTransition(() => {
      setDirection(towards);
      setMoved(true);
      setIndex(((next % count) + count) % count);
    });
  }
  const previous = () => go(index - 1, -1);
  const next = () => go(index + 1, 1);

  function begin(x: number, y: number) {
    start.current = { x, y };
  }
  function finish(x: number, y: number) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = x - from.x;
    const dy = y - from.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  }
  // Pointer events cover mouse, pen and touch; touch events are the fallback where pointer events
  // are missing. Whichever ends a gesture first handles it; the other then finds no start.
  const swipe = {
    onPointerDown: (event: PointerEvent) => begin(event.clientX, event.clientY),
    onPointerUp: (event: PointerEvent) => finish(event.clientX, event.clientY),
    onPointerCancel: () => {
      start.current = null;
    },
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && !start.current) begin(touch.clientX, touch.clientY);
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) finish(touch.clientX, touch.clientY);
    },
  };

  const look = lookOf(slide.link);
  const Icon = look.icon;
  const slideProps = { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${count}` } as const;
  const content = (
    <>
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
        {slide.title}
      </Heading>
      <Text mt="2" fontSize={{ base: 'sm', md: 'md' }} color="whiteAlpha.900" maxW="60ch">
        {slide.subtitle}
      </Text>
      <Button asChild mt="5" size="sm" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} _focusVisible={controlStyles._focusVisible}>
        <RouterLink to={slide.link}>
          {slide.cta}
          <ChevronRight aria-hidden />
        </RouterLink>
      </Button>
    </>
  );

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onPointerEnter={reduceMotion ? undefined : preloadSlideMotion}
      onFocusCapture={reduceMotion ? undefined : preloadSlideMotion}
      mb="8"
      borderRadius="xl"
      overflow="hidden"
      position="relative"
      color="white"
      bgGradient="to-br"
      gradientFrom={look.from}
      gradientTo={look.to}
      transition={reduceMotion ? undefined : 'background 0.35s ease'}
      boxShadow="sm"
    >
      <Box
        {...swipe}
        touchAction="pan-y"
        userSelect="none"
        px={{ base: '5', md: '10' }}
        pt={{ base: '6', md: '8' }}
        pb="2"
        minH={{ base: '210px', md: '200px' }}
        position="relative"
        data-testid="hero-swipe-area"
      >
        <Box
          aria-hidden="true"
          position="absolute"
          insetEnd={{ base: '-6', md: '10' }}
          top="50%"
          transform="translateY(-50%)"
          opacity={{ base: 0.12, md: 0.22 }}
          pointerEvents="none"
        >
          <Icon size={160} strokeWidth={1.25} />
        </Box>
        <Box aria-live="polite" aria-atomic="true" position="relative" maxW={{ base: 'full', md: '62%' }}>
          <Suspense>
            {moved && !reduceMotion ? (
              <SlideMotion key={slide.id} direction={direction} {...slideProps}>
                {content}
              </SlideMotion>
            ) : (
              <div key={slide.id} {...slideProps}>
                {content}
              </div>
            )}
          </Suspense>
        </Box>
      </Box>
      <Flex align="center" justify="space-between" gap="3" px={{ base: '5', md: '10' }} pb={{ base: '4', md: '5' }} pt="2">
        <Flex as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Choose a slide">
          {slides.map((item, position) => (
            <li key={item.id}>
              <chakra.button
                type="button"
                aria-label={`Go to slide ${position + 1}: ${item.title}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position, position >= index ? 1 : -1)}
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="6"
                borderRadius="full"
                cursor="pointer"
                _focusVisible={controlStyles._focusVisible}
              >
                <Box
                  as="span"
                  h="2.5"
                  w={position === index ? '6' : '2.5'}
                  borderRadius="full"
                  bg={position === index ? 'white' : 'whiteAlpha.600'}
                  transition={reduceMotion ? undefined : 'width 0.2s ease'}
                />
              </chakra.button>
            </li>
          ))}
        </Flex>
        <Flex gap="2">
          <IconButton aria-label="Previous slide" size="sm" variant="outline" borderRadius="full" onClick={previous} {...controlStyles}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" size="sm" variant="outline" borderRadius="full" onClick={next} {...controlStyles}>
            <ChevronRight />
          </IconButton>
        </Flex>
      </Flex>
    </Box>
  );
}
