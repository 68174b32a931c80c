import { useMutation } from '@apollo/client/react';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { Box, Button, Heading, Icon, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { CalendarCheck, CalendarClock, CalendarDays, History, Ticket, Trophy } from 'lucide-react';
import { useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { UrlTabs, useUrlTab, type UrlTab } from '../../components/url-tabs';
import { StatCard } from '../../components/stat-card';
import { toaster } from '../../components/ui/toaster';
import {
  EventsCancelRegistrationDocument,
  EventsRegisterDocument,
  EventsScreenDocument,
  type EventDetails_EventFragment,
  type EventsCancelRegistrationMutation,
  type EventsRegisterMutation,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { downloadCalendar } from '../../lib/calendar';
import { formatDate, formatNumber } from '../../lib/format';
import { EventListItem, FeaturedEventCard } from './event-cards';
import { EventDetailsDialog } from './event-details-dialog';
import { calendarFilename, eventCalendarItem, registrationConfirmation } from './event-state';
import { PastEventsPanel } from './past-events-panel';
import { RegistrationsPanel } from './registrations-panel';

/** The tabs, as they appear in the URL (`?tab=`); Upcoming Events is the default and has no parameter. */
export const EVENTS_TABS = [
  { value: 'upcoming', label: 'Upcoming Events', icon: CalendarDays },
  { value: 'registrations', label: 'My Registrations', icon: Ticket },
  { value: 'past', label: 'Past Events', icon: History },
] as const satisfies readonly [UrlTab<string>, ...UrlTab<string>[]];

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, EventsScreenDocument);

/** Events & Training: upcoming events to register for, the user's registrations and past events. */
export function Component() {
  const { eventsOverview: overview } = useScreenQuery(EventsScreenDocument).data;
  const [tab, setTabParam] = useUrlTab(EVENTS_TABS);

  const refetchEvents = { refetchQueries: [EventsScreenDocument], awaitRefetchQueries: true };
  const [register] = useMutation(EventsRegisterDocument, {
    ...refetchEvents,
    update: invalidateOnSuccess('registerForEvent', (result: EventsRegisterMutation) => result.registerForEvent.errors.length === 0),
  });
  const [cancelRegistration, { loading: cancelling }] = useMutation(EventsCancelRegistrationDocument, {
    ...refetchEvents,
    update: invalidateOnSuccess('cancelEventRegistration', (result: EventsCancelRegistrationMutation) => result.cancelEventRegistration.errors.length === 0),
  });

  const [pendingId, setPendingId] = useState<string | null>(null);
  const [registerErrors, setRegisterErrors] = useState<Record<string, string>>({});
  const [detailsEvent, setDetailsEvent] = useState<EventDetails_EventFragment | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<EventDetails_EventFragment | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const featured = overview.events.filter((event) => event.featured);
  const others = overview.events.filter((event) => !event.featured);
  const registered = overview.events.filter((event) => event.registered);

  async function handleRegister(event: EventDetails_EventFragment) {
    if (pendingId) return;
    setPendingId(event.id);
    setRegisterErrors(({ [event.id]: _cleared, ...rest }) => rest);
    try {
      const payload = (await register({ variables: { input: { eventId: event.id } } })).data?.registerForEvent;
      if (!payload) return;
      const [refused] = payload.errors;
      if (refused) {
        setRegisterErrors((current) => ({ ...current, [event.id]: refused.message }));
        return;
      }
      toaster.create({ type: 'success', ...registrationConfirmation(event.title) });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Registration failed', description: errorMessage(caught).message });
    } finally {
      setPendingId(null);
    }
  }

  function addToCalendar(event: EventDetails_EventFragment) {
    downloadCalendar(calendarFilename(event.title), [eventCalendarItem(event, window.location.origin)]);
  }

  function viewDetails(event: EventDetails_EventFragment) {
    setDetailsEvent(event);
    setDetailsOpen(true);
  }

  function askToCancel(event: EventDetails_EventFragment) {
    setCancelTarget(event);
    setCancelOpen(true);
  }

  async function confirmCancel() {
    const event = cancelTarget;
    if (!event || cancelling) return;
    try {
      const payload = (await cancelRegistration({ variables: { input: { eventId: event.id } } })).data?.cancelEventRegistration;
      if (!payload) return;
      const [refused] = payload.errors;
      setCancelOpen(false);
      if (refused) {
        toaster.create({ type: 'error', title: 'Registration not cancelled', description: refused.message });
        return;
      }
      toaster.create({ type: 'success', title: 'Registration cancelled', description: `You are no longer registered for ${event.title}.` });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Registration not cancelled', description: errorMessage(caught).message });
    }
  }

  // The details dialog shows the event as it is now (registration and spots change while it is open).
  const shownDetails = detailsEvent ? (overview.events.find((event) => event.id === detailsEvent.id) ?? detailsEvent) : null;
  const next = overview.nextEvent;

  return (
    <>
      <PageHeader
        title="Events & Training"
        description="Conferences, workshops and live sessions to grow your business and your team."
        actions={
          <Button colorPalette="brand" onClick={() => setTabParam('registrations')}>
            <Icon as={Ticket} aria-hidden />
            My Registrations
          </Button>
        }
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
          <StatCard
            label="Registered Events"
            value={formatNumber(overview.registeredCount)}
            help={`of ${formatNumber(overview.totalEvents)} upcoming events`}
            icon={CalendarCheck}
          />
          <StatCard
            label="Next Event"
            value={
              <Text as="span" display="block" fontSize="lg" lineHeight="short" lineClamp={2}>
                {next ? next.title : 'None scheduled'}
              </Text>
            }
            help={next ? `${formatDate(next.date)} · ${next.location}` : 'New events are added regularly'}
            icon={CalendarClock}
          />
          <StatCard label="Events Attended" value={formatNumber(overview.eventsAttended)} help="Past events" icon={Trophy} />
        </SimpleGrid>

        <UrlTabs tabs={EVENTS_TABS} value={tab} onValueChange={setTabParam}>
          <Tabs.Content value="upcoming" pt="0">
            {overview.events.length === 0 ? (
              <EmptyState icon={CalendarDays} title="No upcoming events" description="New events are announced regularly. Check back soon." />
            ) : (
              <Stack gap="8">
                {featured.length > 0 ? (
                  <Box as="section" aria-labelledby="featured-events-heading">
                    <Heading as="h2" size="lg" id="featured-events-heading" mb="4">
                      Featured Events
                    </Heading>
                    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                      {featured.map((event) => (
                        <FeaturedEventCard
                          key={event.id}
                          event={event}
                          busy={pendingId === event.id}
                          error={registerErrors[event.id]}
                          onRegister={handleRegister}
                        />
                      ))}
                    </SimpleGrid>
                  </Box>
                ) : null}
                {others.length > 0 ? (
                  <Box as="section" aria-labelledby="all-events-heading">
                    <Heading as="h2" size="lg" id="all-events-heading" mb="4">
                      All Events
                    </Heading>
                    <Stack gap="3">
                      {others.map((event) => (
                        <EventListItem
                          key={event.id}
                          event={event}
                          busy={pendingId === event.id}
                          error={registerErrors[event.id]}
                          onRegister={handleRegister}
                        />
                      ))}
                    </Stack>
                  </Box>
                ) : null}
              </Stack>
            )}
          </Tabs.Content>
          <Tabs.Content value="registrations" pt="0">
            <RegistrationsPanel
              events={registered}
              onBrowse={() => setTabParam('upcoming')}
              onViewDetails={viewDetails}
              onAddToCalendar={addToCalendar}
              onCancel={askToCancel}
            />
          </Tabs.Content>
          <Tabs.Content value="past" pt="0">
            <PastEventsPanel events={overview.pastEvents} />
          </Tabs.Content>
        </UrlTabs>
      </Stack>

      <EventDetailsDialog open={detailsOpen} event={shownDetails} onOpenChange={setDetailsOpen} onAddToCalendar={addToCalendar} />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title="Cancel Registration?"
        confirmLabel="Cancel Registration"
        cancelLabel="Keep Registration"
        destructive
        loading={cancelling}
        onConfirm={() => void confirmCancel()}
      >
        {cancelTarget ? (
          <Text>
            You will give up your place at <strong>{cancelTarget.title}</strong> on {formatDate(cancelTarget.date)}. You can register again while spots are
            available.
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
