import { Badge, Box, Button, CloseButton, DataList, Dialog, Heading, HStack, Icon, List, Portal, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import type { EventDetails_EventFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { FORMAT_LABELS } from './event-state';
import { SpotsBadge } from './event-cards';

export interface EventDetailsDialogProps {
  open: boolean;
  /** The event shown (kept while the dialog closes). */
  event: EventDetails_EventFragment | null;
  onOpenChange: (open: boolean) => void;
  onAddToCalendar: (event: EventDetails_EventFragment) => void;
}

/** Everything about one event: description, highlights, where, format and regions. */
export function EventDetailsDialog({ open, event, onOpenChange, onAddToCalendar }: EventDetailsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
              {event ? (
                <HStack gap="1.5" wrap="wrap">
                  <Badge colorPalette="brand" variant="subtle">
                    {event.type}
                  </Badge>
                  <Badge variant="outline">{event.category}</Badge>
                  {event.registered ? (
                    <Badge colorPalette="green" variant="subtle">
                      <Icon as={CheckCircle2} boxSize="3" aria-hidden />
                      Registered
                    </Badge>
                  ) : null}
                </HStack>
              ) : null}
              <Dialog.Title fontSize="xl">{event?.title ?? 'Event details'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {event ? (
                <Stack gap="5">
                  <Text>{event.description}</Text>
                  <DataList.Root orientation="horizontal" size="md" gap="2.5">
                    <DataList.Item>
                      <DataList.ItemLabel minW="28">Date</DataList.ItemLabel>
                      <DataList.ItemValue>{formatDate(event.date)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel minW="28">Time</DataList.ItemLabel>
                      <DataList.ItemValue>{event.time}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel minW="28">Location</DataList.ItemLabel>
                      <DataList.ItemValue>{event.location}</DataList.ItemValue>
                    </DataList.Item>
                    {event.address ? (
                      <DataList.Item>
                        <DataList.ItemLabel minW="28">Address</DataList.ItemLabel>
                        <DataList.ItemValue>{event.address}</DataList.ItemValue>
                      </DataList.Item>
                    ) : null}
                    <DataList.Item>
                      <DataList.ItemLabel minW="28">Format</DataList.ItemLabel>
                      <DataList.ItemValue>{FORMAT_LABELS[event.format]}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel minW="28">Regions</DataList.ItemLabel>
                      <DataList.ItemValue>{event.regions?.length ? event.regions.join(', ') : 'All regions'}</DataList.ItemValue>
                    </DataList.Item>
                    {event.attendees != null ? (
                      <DataList.Item>
                        <DataList.ItemLabel minW="28">Attendees</DataList.ItemLabel>
                        <DataList.ItemValue>{`${formatNumber(event.attendees)} expected`}</DataList.ItemValue>
                      </DataList.Item>
                    ) : null}
                    {event.spotsLeft != null ? (
                      <DataList.Item>
                        <DataList.ItemLabel minW="28">Availability</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <SpotsBadge spotsLeft={event.spotsLeft} />
                        </DataList.ItemValue>
                      </DataList.Item>
                    ) : null}
                  </DataList.Root>
                  {event.highlights.length > 0 ? (
                    <Box>
                      <Heading as="h3" size="sm" mb="2">
                        Highlights
                      </Heading>
                      <List.Root gap="1.5" variant="plain">
                        {event.highlights.map((highlight) => (
                          <List.Item key={highlight} alignItems="flex-start">
                            <List.Indicator asChild color="green.fg" mt="0.5">
                              <CheckCircle2 aria-hidden />
                            </List.Indicator>
                            {highlight}
                          </List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              {event?.registered ? (
                <Button colorPalette="brand" onClick={() => onAddToCalendar(event)}>
                  <Icon as={CalendarPlus} aria-hidden />
                  Add to Calendar
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close event details" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
