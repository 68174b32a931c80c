import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Award, BookOpenCheck, Check, Clock, Flame, Medal, Trophy, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ProgressBar } from '../../components/progress-bar';
import { StatCard } from '../../components/stat-card';
import { toaster } from '../../components/ui/toaster';
import type {
  LearningMomentum_StreakFragment,
  RecognitionEarned_RecognitionFragment,
  RegionalLeaders_LeaderFragment,
  TrainingStats_StatsFragment,
} from '../../graphql/__generated__/graphql';
import { clampPercent, formatDate, formatNumber } from '../../lib/format';

/** docs/product.md, "Error messages and notices": the rankings notice stays 3 s. */
export const RANKINGS_NOTICE = 'Full regional rankings coming soon';
const RANKINGS_NOTICE_MS = 3000;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Completed, In Progress, Certifications and Points Earned. */
export function TrainingStats({ stats }: { stats: TrainingStats_StatsFragment }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard label="Completed" value={formatNumber(stats.completed)} help={`of ${plural(stats.totalCourses, 'course', 'courses')}`} icon={BookOpenCheck} />
      <StatCard label="In Progress" value={formatNumber(stats.inProgress)} help="Due within 90 days" icon={Clock} />
      <StatCard label="Certifications" value={formatNumber(stats.certifications)} help="Active" icon={Award} />
      <StatCard label="Points Earned" value={formatNumber(stats.pointsEarned)} help="From completed courses" icon={Trophy} />
    </SimpleGrid>
  );
}

/** A card of the overview: a region named by its heading. */
function SectionCard({ title, icon, children, footer }: { title: string; icon: typeof Flame; children: ReactNode; footer?: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" size="sm" h="full">
      <Card.Header pb="0">
        <HStack gap="2">
          <Icon as={icon} boxSize="5" color="brand.fg" aria-hidden />
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer ? <Card.Footer pt="0">{footer}</Card.Footer> : null}
    </Card.Root>
  );
}

function recordHint(streak: LearningMomentum_StreakFragment): string {
  if (streak.currentDays > 0 && streak.currentDays >= streak.longestDays) return 'Personal best!';
  const toGo = streak.longestDays - streak.currentDays + 1;
  return `${plural(toGo, 'day', 'days')} to a new record`;
}

/** The learning streak: current and longest run, and this week's learning days. */
export function LearningMomentum({ streak }: { streak: LearningMomentum_StreakFragment }) {
  return (
    <SectionCard title="Learning Momentum" icon={Flame}>
      <Stack gap="5" h="full" justify="space-between">
        <Flex align="center" gap="4">
          <Flex
            aria-hidden
            boxSize="14"
            rounded="full"
            flexShrink={0}
            align="center"
            justify="center"
            bgImage="linear-gradient(145deg, {colors.orange.400}, {colors.red.500})"
            color="white"
          >
            <Icon as={Flame} boxSize="7" />
          </Flex>
          <Box>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="current-streak">
              {plural(streak.currentDays, 'day', 'days')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Current learning streak
            </Text>
          </Box>
        </Flex>
        <Box>
          <Flex justify="space-between" fontSize="sm" mb="1.5" gap="2">
            <Text data-testid="longest-streak">
              Longest streak:{' '}
              <Text as="span" fontWeight="semibold">
                {plural(streak.longestDays, 'day', 'days')}
              </Text>
            </Text>
            <Text color="fg.muted">{recordHint(streak)}</Text>
          </Flex>
          <ProgressBar
            value={streak.longestDays <= 0 ? 0 : clampPercent((streak.currentDays / streak.longestDays) * 100)}
            size="xs"
            colorPalette="orange"
            label="Current streak against your longest"
          />
        </Box>
        <Box>
          <Text fontSize="xs" fontWeight="medium" color="fg.muted" mb="2" id="streak-week-label">
            This week
          </Text>
          <HStack as="ul" aria-labelledby="streak-week-label" gap="1.5" justify="space-between" listStyleType="none">
            {WEEKDAYS.map((day, index) => {
              const active = streak.week[index] ?? false;
              return (
                <Flex as="li" key={day} direction="column" align="center" gap="1" flex="1">
                  <Flex
                    boxSize="8"
                    rounded="full"
                    align="center"
                    justify="center"
                    bg={active ? 'orange.solid' : 'bg.muted'}
                    color={active ? 'white' : 'fg.muted'}
                    borderWidth={active ? '0' : '1px'}
                    borderColor="border"
                  >
                    {active ? <Icon as={Check} boxSize="4" aria-hidden /> : null}
                  </Flex>
                  <Text fontSize="xs" color="fg.muted" aria-hidden>
                    {day.slice(0, 1)}
                  </Text>
                  <VisuallyHidden>{`${day}: ${active ? 'learned' : 'no learning'}`}</VisuallyHidden>
                </Flex>
              );
            })}
          </HStack>
        </Box>
      </Stack>
    </SectionCard>
  );
}

/** Badges the user earned, latest first. */
export function RecognitionEarned({ recognitions }: { recognitions: readonly RecognitionEarned_RecognitionFragment[] }) {
  return (
    <SectionCard title="Recognition Earned" icon={Medal}>
      {recognitions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Complete courses and keep your streak going to earn recognition.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Recognition Earned">
          {recognitions.map((recognition) => (
            <Flex as="li" key={recognition.id} gap="3" align="flex-start">
              <Flex boxSize="9" rounded="full" bg="yellow.subtle" color="yellow.fg" align="center" justify="center" flexShrink={0} aria-hidden>
                <Icon as={Medal} boxSize="5" />
              </Flex>
              <Box minW="0">
                <Text fontWeight="semibold" fontSize="sm">
                  {recognition.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {recognition.description}
                </Text>
                <Text fontSize="xs" color="fg.muted" mt="0.5">
                  Earned {formatDate(recognition.earnedOn)}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The regional leaderboard by training points, the user's own row marked. */
export function RegionalLeaders({ leaders }: { leaders: readonly RegionalLeaders_LeaderFragment[] }) {
  const showRankings = () => {
    toaster.create({ title: RANKINGS_NOTICE, type: 'info', duration: RANKINGS_NOTICE_MS });
  };
  return (
    <SectionCard
      title="Regional Leaders"
      icon={Users}
      footer={
        <Button variant="outline" size="sm" w="full" onClick={showRankings}>
          View full rankings
        </Button>
      }
    >
      <Stack as="ol" gap="1" listStyleType="none" aria-label="Regional Leaders">
        {leaders.map((leader, index) => {
          const gap = index > 0 && leader.rank > (leaders[index - 1]?.rank ?? 0) + 1;
          return (
            <Box as="li" key={`${leader.rank}-${leader.name}`} aria-current={leader.isViewer ? 'true' : undefined}>
              {gap ? (
                <Text aria-hidden textAlign="center" color="fg.muted" fontSize="xs" lineHeight="1" py="0.5">
                  ⋯
                </Text>
              ) : null}
              <Flex
                align="center"
                gap="3"
                px="2"
                py="1.5"
                rounded="md"
                bg={leader.isViewer ? 'brand.subtle' : undefined}
                borderWidth={leader.isViewer ? '1px' : '0'}
                borderColor="brand.border"
              >
                <Flex
                  boxSize="7"
                  rounded="full"
                  align="center"
                  justify="center"
                  flexShrink={0}
                  fontSize="xs"
                  fontWeight="bold"
                  bg={leader.rank <= 3 ? 'brand.solid' : 'bg.muted'}
                  color={leader.rank <= 3 ? 'brand.contrast' : 'fg'}
                >
                  <VisuallyHidden>Rank </VisuallyHidden>
                  {leader.rank}
                </Flex>
                <Box minW="0" flex="1">
                  <HStack gap="1.5">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {leader.name}
                    </Text>
                    {leader.isViewer ? (
                      <Badge size="xs" colorPalette="brand" variant="solid">
                        You
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {leader.dealership}
                  </Text>
                </Box>
                <Text fontSize="sm" fontWeight="semibold" flexShrink={0}>
                  {formatNumber(leader.points)}
                  <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                    {' '}
                    pts
                  </Text>
                </Text>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
