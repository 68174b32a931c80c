import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Award, CalendarDays, CheckCircle2, Clock, Globe, MapPin, Mic, Presentation, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DateTile } from '../../components/date-tile';
import type { EventDetails_EventFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { FORMAT_LABELS, isLowOnSpots, registerButtonState, spotsLeftLabel } from './event-state';

/** A look per event type for the featured cards' banners. */
function typeLook(type: string): { icon: LucideIcon; gradient: string } {
  switch (type) {
    case 'Awards Gala':
      return { icon: Award, gradient: 'linear-gradient(120deg, {colors.purple.600}, {colors.pink.500})' };
    case 'Forum':
    case 'Roundtable':
      return { icon: Mic, gradient: 'linear-gradient(120deg, {colors.teal.600}, {colors.cyan.500})' };
    case 'Webinar':
      return { icon: Globe, gradient: 'linear-gradient(120deg, {colors.cyan.700}, {colors.blue.500})' };
    default:
      return { icon: Presentation, gradient: 'linear-gradient(120deg, {colors.brand.800}, {colors.brand.500})' };
  }
}

/** Spots left; red (destructive) below 20 spots (docs/product.md, "Business constants"). */
export function SpotsBadge({ spotsLeft }: { spotsLeft: number | null | undefined }) {
  if (spotsLeft == null) return null;
  const low = isLowOnSpots(spotsLeft);
  return (
    <Badge colorPalette={low ? 'red' : 'green'} variant={low ? 'solid' : 'subtle'} data-destructive={low ? 'true' : undefined}>
      {spotsLeftLabel(spotsLeft)}
    </Badge>
  );
}

export function EventFact({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0" align="flex-start">
      <Icon as={icon} boxSize="4" color="fg.muted" flexShrink={0} mt="0.5" aria-hidden />
      <Text srOnly>{label}:</Text>
      <Text minW="0">{children}</Text>
    </HStack>
  );
}

/** { month: 'Dec', day: '9' } of an event's day, a calendar date without a time. */
export function eventDateParts(date: string): { month: string; day: string } {
  const day = new Date(`${date}T12:00:00`);
  return { month: day.toLocaleString('en-US', { month: 'short' }), day: String(day.getDate()) };
}

export interface RegisterProps {
  busy: boolean;
  error?: string | null;
  onRegister: (event: EventDetails_EventFragment) => void;
}

function RegisterButton({ event, busy, error, onRegister, errorId, full }: RegisterProps & { event: EventDetails_EventFragment; errorId: string; full?: boolean }) {
  const state = registerButtonState(event);
  return (
    <Button
      w={full ? 'full' : { base: 'full', sm: 'auto' }}
      colorPalette={event.registered ? 'green' : 'brand'}
      variant={state.canRegister ? 'solid' : 'subtle'}
      disabled={!state.canRegister}
      loading={busy}
      aria-describedby={error ? errorId : undefined}
      onClick={() => onRegister(event)}
    >
      {event.registered ? <Icon as={CheckCircle2} aria-hidden /> : null}
      {state.label}
    </Button>
  );
}

function ErrorText({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <Text id={id} role="alert" fontSize="sm" color="fg.error">
      {error}
    </Text>
  );
}

/** A featured event: banner, facts, description and the featured registration button. */
export function FeaturedEventCard({ event, ...register }: RegisterProps & { event: EventDetails_EventFragment }) {
  const titleId = useId();
  const errorId = useId();
  const look = typeLook(event.type);
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" overflow="hidden" h="full">
      <Flex h="24" px="5" align="center" justify="space-between" bgImage={look.gradient} color="white" position="relative">
        <Flex boxSize="12" rounded="xl" bg="whiteAlpha.300" align="center" justify="center" aria-hidden>
          <Icon as={look.icon} boxSize="6" />
        </Flex>
        <HStack gap="1.5">
          <Badge bg="whiteAlpha.900" color="gray.900">
            <Icon as={Sparkles} boxSize="3" aria-hidden />
            Featured
          </Badge>
          <Badge bg="blackAlpha.500" color="white">
            {event.type}
          </Badge>
        </HStack>
      </Flex>
      <Card.Body gap="3" p="5">
        <HStack gap="1.5" wrap="wrap">
          <Badge variant="outline">{event.category}</Badge>
          <Badge variant="outline">{FORMAT_LABELS[event.format]}</Badge>
          <SpotsBadge spotsLeft={event.spotsLeft} />
        </HStack>
        <Heading as="h3" size="lg" id={titleId} lineHeight="short">
          {event.title}
        </Heading>
        <Stack gap="1.5">
          <EventFact icon={CalendarDays} label="Date">
            {formatDate(event.date)}
          </EventFact>
          <EventFact icon={Clock} label="Time">
            {event.time}
          </EventFact>
          <EventFact icon={MapPin} label="Location">
            {event.location}
          </EventFact>
          {event.attendees != null ? (
            <EventFact icon={Users} label="Attendees">
              {`${formatNumber(event.attendees)} expected attendees`}
            </EventFact>
          ) : null}
        </Stack>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {event.description}
        </Text>
      </Card.Body>
      <Card.Footer p="5" pt="0" flexDirection="column" alignItems="stretch" gap="2">
        <ErrorText id={errorId} error={register.error} />
        <RegisterButton event={event} errorId={errorId} full {...register} />
      </Card.Footer>
    </Card.Root>
  );
}

/** A row of the All Events list. */
export function EventListItem({ event, ...register }: RegisterProps & { event: EventDetails_EventFragment }) {
  const titleId = useId();
  const errorId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex gap={{ base: '3', md: '5' }} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
          <Flex gap="4" flex="1" minW="0" align="flex-start">
            <DateTile {...eventDateParts(event.date)} />
            <Box minW="0" flex="1">
              <HStack gap="1.5" wrap="wrap" mb="1">
                <Badge colorPalette="brand" variant="subtle">
                  {event.type}
                </Badge>
                <Badge variant="outline">{FORMAT_LABELS[event.format]}</Badge>
                <SpotsBadge spotsLeft={event.spotsLeft} />
              </HStack>
              <Heading as="h3" size="md" id={titleId} lineHeight="short">
                {event.title}
              </Heading>
              <Flex gap={{ base: '1', md: '4' }} mt="1.5" direction={{ base: 'column', md: 'row' }} wrap="wrap">
                <EventFact icon={Clock} label="Time">
                  {`${formatDate(event.date)} · ${event.time}`}
                </EventFact>
                <EventFact icon={MapPin} label="Location">
                  {event.location}
                </EventFact>
              </Flex>
            </Box>
          </Flex>
          <Stack gap="2" flexShrink={0} align={{ base: 'stretch', md: 'flex-end' }}>
            <RegisterButton event={event} errorId={errorId} {...register} />
            <ErrorText id={errorId} error={register.error} />
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
