import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, CalendarX, Clock, Info, MapPin, Ticket } from 'lucide-react';
import { useId } from 'react';
import { DateTile } from '../../components/date-tile';
import { EmptyState } from '../../components/empty-state';
import type { EventDetails_EventFragment } from '../../graphql/__generated__/graphql';
import { formatDate } from '../../lib/format';
import { EventFact, eventDateParts } from './event-cards';
import { FORMAT_LABELS } from './event-state';

export interface RegistrationActions {
  onViewDetails: (event: EventDetails_EventFragment) => void;
  onAddToCalendar: (event: EventDetails_EventFragment) => void;
  onCancel: (event: EventDetails_EventFragment) => void;
}

function RegisteredEventCard({ event, onViewDetails, onAddToCalendar, onCancel }: RegistrationActions & { event: EventDetails_EventFragment }) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg">
      <Card.Body p={{ base: '4', md: '5' }} gap="4">
        <Flex gap="4" align="flex-start">
          <DateTile {...eventDateParts(event.date)} />
          <Box minW="0" flex="1">
            <HStack gap="1.5" wrap="wrap" mb="1">
              <Badge colorPalette="green" variant="subtle">
                Registered
              </Badge>
              <Badge colorPalette="brand" variant="subtle">
                {event.type}
              </Badge>
              <Badge variant="outline">{FORMAT_LABELS[event.format]}</Badge>
            </HStack>
            <Heading as="h3" size="md" id={titleId} lineHeight="short">
              {event.title}
            </Heading>
            <Flex gap={{ base: '1', md: '4' }} mt="1.5" direction={{ base: 'column', md: 'row' }} wrap="wrap">
              <EventFact icon={Clock} label="When">
                {`${formatDate(event.date)} · ${event.time}`}
              </EventFact>
              <EventFact icon={MapPin} label="Location">
                {event.location}
              </EventFact>
            </Flex>
          </Box>
        </Flex>
        <Flex gap="2" wrap="wrap" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
          <Button variant="outline" size="sm" onClick={() => onViewDetails(event)}>
            <Icon as={Info} aria-hidden />
            View Details
          </Button>
          <Button variant="outline" size="sm" colorPalette="brand" onClick={() => onAddToCalendar(event)}>
            <Icon as={CalendarPlus} aria-hidden />
            Add to Calendar
          </Button>
          <Button variant="ghost" size="sm" colorPalette="red" onClick={() => onCancel(event)}>
            <Icon as={CalendarX} aria-hidden />
            Cancel Registration
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export interface RegistrationsPanelProps extends RegistrationActions {
  events: readonly EventDetails_EventFragment[];
  onBrowse: () => void;
}

/** My Registrations: the events the user registered for, or the way back to browsing. */
export function RegistrationsPanel({ events, onBrowse, ...actions }: RegistrationsPanelProps) {
  return (
    <Stack as="section" aria-labelledby="my-registrations-heading" gap="4">
      <Heading as="h2" size="lg" id="my-registrations-heading">
        My Registrations
      </Heading>
      {events.length === 0 ? (
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <EmptyState
              icon={Ticket}
              title="No Registered Events"
              description="You haven't registered for any upcoming events yet."
              action={
                <Button colorPalette="brand" onClick={onBrowse}>
                  Browse Events
                </Button>
              }
            />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack gap="3">
          {events.map((event) => (
            <RegisteredEventCard key={event.id} event={event} {...actions} />
          ))}
          <Text fontSize="sm" color="fg.muted">
            Add your events to your calendar so you never miss one. You can cancel any time before an event starts.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
