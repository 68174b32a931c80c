import { Box, Card, Flex, Heading, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, ExternalLink, History, MapPin, PlayCircle, Users } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../components/empty-state';
import type { PastEventCard_EventFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { EventFact } from './event-cards';

function PastEventCard({ event }: { event: PastEventCard_EventFragment }) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" h="full">
      <Card.Body gap="3">
        <Heading as="h3" size="md" id={titleId} lineHeight="short">
          {event.title}
        </Heading>
        <Stack gap="1.5">
          <EventFact icon={CalendarDays} label="Date">
            {formatDate(event.date)}
          </EventFact>
          <EventFact icon={MapPin} label="Location">
            {event.location}
          </EventFact>
          <EventFact icon={Users} label="Attendance">
            {`${formatNumber(event.attendees)} attended`}
          </EventFact>
        </Stack>
        <Box mt="auto" pt="2" borderTopWidth="1px" borderColor="border">
          {event.recordings.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No recording available
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {event.recordings.map((recording) => (
                <Flex as="li" key={recording.url} align="center" justify="space-between" gap="3">
                  <HStack gap="2" minW="0">
                    <Icon as={PlayCircle} boxSize="4" color="brand.fg" flexShrink={0} aria-hidden />
                    <Text fontSize="sm" lineClamp={2}>
                      {recording.title}
                    </Text>
                  </HStack>
                  <Link
                    href={recording.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`View Recording: ${recording.title} (opens in a new tab)`}
                    color="brand.fg"
                    fontSize="sm"
                    fontWeight="medium"
                    flexShrink={0}
                    whiteSpace="nowrap"
                  >
                    View Recording
                    <Icon as={ExternalLink} boxSize="3.5" aria-hidden />
                  </Link>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** Past Events: what happened, who came and the recordings. */
export function PastEventsPanel({ events }: { events: readonly PastEventCard_EventFragment[] }) {
  return (
    <Stack as="section" aria-labelledby="past-events-heading" gap="4">
      <Heading as="h2" size="lg" id="past-events-heading">
        Past Events
      </Heading>
      {events.length === 0 ? (
        <EmptyState icon={History} title="No past events" description="Events you could attend will appear here once they have taken place." />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {events.map((event) => (
            <PastEventCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
