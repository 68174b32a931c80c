import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { BookOpen, Briefcase, CheckCircle2, Clock, Cpu, GraduationCap, Layers, Monitor, Star, TrendingUp, User, Wrench, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '../../components/progress-bar';
import type { CourseCard_CourseFragment, CourseCategory } from '../../graphql/__generated__/graphql';
import { clampPercent, formatDate, formatNumber, formatPercent } from '../../lib/format';
import { CATEGORY_LABELS, courseAction, courseStage, LEVEL_LABELS, type CourseListKind } from './course-state';

const CATEGORY_LOOK: Readonly<Record<CourseCategory, { icon: LucideIcon; palette: string }>> = {
  SALES: { icon: TrendingUp, palette: 'blue' },
  INSTALLATION: { icon: Wrench, palette: 'orange' },
  TECHNICAL: { icon: Cpu, palette: 'purple' },
  BUSINESS: { icon: Briefcase, palette: 'teal' },
};

const STAGE_BADGE = {
  'not-started': { label: 'Not Started', palette: 'gray' },
  'in-progress': { label: 'In Progress', palette: 'blue' },
  completed: { label: 'Completed', palette: 'green' },
} as const;

export interface CourseCardProps {
  course: CourseCard_CourseFragment;
  list: CourseListKind;
  /** The action running for this course, if any. */
  busy: boolean;
  /** Why the last action was refused. */
  error?: string | null;
  onAction: (course: CourseCard_CourseFragment) => void;
}

function Meta({ icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" minW="0">
      <Icon as={icon} boxSize="4" flexShrink={0} aria-hidden />
      <Text truncate>{children}</Text>
    </HStack>
  );
}

/** One course: what it is, the user's progress and the next step (docs/product.md, "States"). */
export function CourseCard({ course, list, busy, error, onAction }: CourseCardProps) {
  const titleId = useId();
  const errorId = useId();
  const stage = courseStage(course);
  const action = courseAction(course, list);
  const look = CATEGORY_LOOK[course.category];
  const stageBadge = list === 'mine' && stage !== 'not-enrolled' ? STAGE_BADGE[stage] : null;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" overflow="hidden" h="full">
      <Flex
        h="16"
        px="4"
        align="center"
        justify="space-between"
        bgImage={`linear-gradient(120deg, {colors.${look.palette}.500}, {colors.${look.palette}.700})`}
        color="white"
      >
        <Flex boxSize="10" rounded="lg" bg="whiteAlpha.300" align="center" justify="center" aria-hidden>
          <Icon as={look.icon} boxSize="5" />
        </Flex>
        <HStack gap="1" fontWeight="semibold" fontSize="sm">
          <Icon as={Star} boxSize="4" fill="currentColor" aria-hidden />
          <Text>{formatNumber(course.points)} pts</Text>
        </HStack>
      </Flex>
      <Card.Body gap="3" p="4">
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette={look.palette} variant="subtle">
            {CATEGORY_LABELS[course.category]}
          </Badge>
          <Badge variant="outline">{LEVEL_LABELS[course.level]}</Badge>
          {course.certification ? (
            <Badge colorPalette="yellow" variant="subtle">
              <Icon as={GraduationCap} boxSize="3" aria-hidden />
              Certification
            </Badge>
          ) : null}
          {stageBadge ? (
            <Badge colorPalette={stageBadge.palette} variant="subtle" ms="auto">
              {stageBadge.label}
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h3" size="md" id={titleId} lineHeight="short">
          {course.title}
        </Heading>
        <Stack gap="1.5">
          <Meta icon={User}>{course.instructor}</Meta>
          <Flex gap="4" wrap="wrap">
            <Meta icon={Clock}>{course.duration}</Meta>
            <Meta icon={Layers}>{`${course.modules} modules`}</Meta>
          </Flex>
          <Meta icon={Monitor}>{course.format}</Meta>
        </Stack>
        {course.enrolled ? (
          <Box mt="auto" pt="1">
            <Flex justify="space-between" fontSize="sm" mb="1.5" aria-live="polite">
              <Text color="fg.muted">
                {course.modulesCompleted} of {course.modules} modules
              </Text>
              <Text fontWeight="semibold">{formatPercent(course.progress)}</Text>
            </Flex>
            <ProgressBar
              value={clampPercent(course.progress)}
              size="sm"
              colorPalette={stage === 'completed' ? 'green' : 'brand'}
              label={`${course.title} progress`}
            />
            {stage !== 'completed' && course.dueOn ? (
              <Text fontSize="xs" color="fg.muted" mt="1.5">
                Complete by {formatDate(course.dueOn)}
              </Text>
            ) : null}
          </Box>
        ) : null}
      </Card.Body>
      <Card.Footer p="4" pt="0" flexDirection="column" alignItems="stretch" gap="2">
        {error ? (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
        <Button
          w="full"
          colorPalette={action.kind === 'none' ? 'green' : 'brand'}
          variant={action.kind === 'enroll' ? 'outline' : action.kind === 'none' ? 'subtle' : 'solid'}
          disabled={action.kind === 'none'}
          loading={busy}
          aria-describedby={error ? errorId : undefined}
          onClick={() => onAction(course)}
        >
          <Icon as={action.kind === 'none' ? CheckCircle2 : action.kind === 'enroll' ? BookOpen : GraduationCap} aria-hidden />
          {action.label}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
