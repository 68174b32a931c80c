import { Badge, Box, Button, CloseButton, Dialog, Flex, Icon, Portal, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Download, MapPin } from 'lucide-react';
import { DateTile } from '../../components/date-tile';
import { EmptyState } from '../../components/empty-state';
import type { TrainingCalendar_EntryFragment } from '../../graphql/__generated__/graphql';
import { downloadCalendar, type CalendarItem } from '../../lib/calendar';
import { portalDateParts, portalDayLabel, portalTime, portalTimeRange } from './portal-time';

export const CALENDAR_FILENAME = 'training-calendar.ics';

const KIND_LOOK: Readonly<Record<string, { label: string; palette: string }>> = {
  course: { label: 'Course deadline', palette: 'orange' },
  webinar: { label: 'Webinar', palette: 'purple' },
  event: { label: 'Event', palette: 'blue' },
};

function kindLook(kind: string) {
  return KIND_LOOK[kind] ?? { label: kind, palette: 'gray' };
}

function description(entry: TrainingCalendar_EntryFragment): string {
  switch (entry.kind) {
    case 'course':
      return 'Finish every module of this course by this date to earn its points.';
    case 'webinar':
      return 'Live training webinar. You are registered.';
    default:
      return 'You are registered for this event.';
  }
}

/** The entries as calendar items for the .ics file, linking back to the portal page they belong to. */
export function calendarItems(entries: readonly TrainingCalendar_EntryFragment[], origin: string): CalendarItem[] {
  return entries.map((entry) => ({
    id: `${entry.kind}-${entry.id}`,
    title: entry.title,
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    location: entry.location,
    description: description(entry),
    url: `${origin}${entry.link}`,
  }));
}

export interface CalendarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly TrainingCalendar_EntryFragment[];
}

/** The user's dated courses, webinars and events, by date, with an .ics download of them all. */
export function CalendarDialog({ open, onOpenChange, entries }: CalendarDialogProps) {
  const download = () => downloadCalendar(CALENDAR_FILENAME, calendarItems(entries, window.location.origin));
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>My Training Calendar</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                Your course deadlines, registered webinars and events, by date.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {entries.length === 0 ? (
                <EmptyState
                  icon={CalendarDays}
                  title="Nothing on your calendar yet"
                  description="Enroll in a course or register for a webinar or event to see it here."
                />
              ) : (
                <Stack as="ol" gap="3" listStyleType="none" aria-label="Calendar entries">
                  {entries.map((entry) => {
                    const { month, day } = portalDateParts(entry.startsAt);
                    const look = kindLook(entry.kind);
                    const deadline = entry.kind === 'course';
                    return (
                      <Flex as="li" key={`${entry.kind}-${entry.id}`} gap="3" align="flex-start" p="3" rounded="lg" borderWidth="1px" borderColor="border">
                        <DateTile month={month} day={day} palette={look.palette} compact />
                        <Box minW="0" flex="1">
                          <Badge colorPalette={look.palette} variant="subtle" size="sm">
                            {look.label}
                          </Badge>
                          <Text fontWeight="semibold" mt="1" lineHeight="short">
                            {entry.title}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {portalDayLabel(entry.startsAt)} ·{' '}
                            {deadline ? `Due by ${portalTime(entry.startsAt)}` : portalTimeRange(entry.startsAt, entry.endsAt)}
                          </Text>
                          {entry.location ? (
                            <Flex align="center" gap="1" fontSize="sm" color="fg.muted">
                              <Icon as={MapPin} boxSize="3.5" aria-hidden />
                              <Text truncate>{entry.location}</Text>
                            </Flex>
                          ) : null}
                        </Box>
                      </Flex>
                    );
                  })}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={download} disabled={entries.length === 0}>
                <Icon as={Download} aria-hidden />
                Download all (.ics)
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close calendar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
