import { Box, Button, Card, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, CheckCircle2, Clock, Hourglass, User, Users, Video, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { DateTile } from '../../components/date-tile';
import { EmptyState } from '../../components/empty-state';
import type { WebinarCard_WebinarFragment } from '../../graphql/__generated__/graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { portalDateParts } from './portal-time';

function Detail({ icon, label, children }: { icon: LucideIcon; label: string; children: string }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0">
      <Icon as={icon} boxSize="4" color="fg.muted" flexShrink={0} aria-hidden />
      <Text color="fg.muted" srOnly>
        {label}:
      </Text>
      <Text>{children}</Text>
    </HStack>
  );
}

export interface WebinarCardProps {
  webinar: WebinarCard_WebinarFragment;
  busy: boolean;
  error?: string | null;
  onRegister: (webinar: WebinarCard_WebinarFragment) => void;
}

function WebinarCard({ webinar, busy, error, onRegister }: WebinarCardProps) {
  const titleId = useId();
  const errorId = useId();
  const { month, day } = portalDateParts(webinar.startsAt);
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" h="full">
      <Card.Body gap="4">
        <Flex gap="4" align="flex-start">
          <DateTile month={month} day={day} />
          <Box minW="0">
            <HStack gap="1.5" color="red.fg" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
              <Icon as={Video} boxSize="3.5" aria-hidden />
              <Text>Live webinar</Text>
            </HStack>
            <Heading as="h3" size="md" id={titleId} lineHeight="short" mt="1">
              {webinar.title}
            </Heading>
          </Box>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {webinar.description}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="2">
          <Detail icon={CalendarDays} label="Date">
            {formatDate(webinar.date)}
          </Detail>
          <Detail icon={Clock} label="Time">
            {webinar.time}
          </Detail>
          <Detail icon={Hourglass} label="Duration">
            {webinar.duration}
          </Detail>
          <Detail icon={User} label="Instructor">
            {webinar.instructor}
          </Detail>
        </SimpleGrid>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {error ? (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <HStack gap="1.5" fontSize="sm" color="fg.muted" data-testid="webinar-registered-count">
            <Icon as={Users} boxSize="4" aria-hidden />
            <Text>{formatNumber(webinar.attendees)} registered</Text>
          </HStack>
          {webinar.registered ? (
            <Button colorPalette="green" variant="subtle" disabled>
              <Icon as={CheckCircle2} aria-hidden />
              Registered
            </Button>
          ) : (
            <Button colorPalette="brand" loading={busy} aria-describedby={error ? errorId : undefined} onClick={() => onRegister(webinar)}>
              Register
            </Button>
          )}
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}

export interface WebinarsPanelProps {
  webinars: readonly WebinarCard_WebinarFragment[];
  pendingId: string | null;
  errors: Readonly<Record<string, string>>;
  onRegister: (webinar: WebinarCard_WebinarFragment) => void;
}

/** Upcoming Webinars: the Live Training Sessions a user can register for. */
export function WebinarsPanel({ webinars, pendingId, errors, onRegister }: WebinarsPanelProps) {
  return (
    <Stack as="section" aria-labelledby="live-sessions-heading" gap="4">
      <Box>
        <Heading as="h2" size="lg" id="live-sessions-heading">
          Live Training Sessions
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          Join our experts live and bring your questions. All times are Central.
        </Text>
      </Box>
      {webinars.length === 0 ? (
        <EmptyState icon={Video} title="No upcoming webinars" description="New live sessions are announced every month. Check back soon." />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {webinars.map((webinar) => (
            <WebinarCard
              key={webinar.id}
              webinar={webinar}
              busy={pendingId === webinar.id}
              error={errors[webinar.id]}
              onRegister={onRegister}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
