import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, GridItem, Heading, Icon, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { Award, BookOpen, CalendarDays, GraduationCap, Library, Video } from 'lucide-react';
import { useState } from 'react';
import { preloadScreenQuery, useScreenQuery, type ScreenLoaderArgs } from '../../graphql/screen';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { UrlTabs, useUrlTab, type UrlTab } from '../../components/url-tabs';
import { toaster } from '../../components/ui/toaster';
import {
  TrainingAdvanceCourseDocument,
  TrainingEnrollInCourseDocument,
  TrainingRegisterForWebinarDocument,
  TrainingScreenDocument,
  type CourseCard_CourseFragment,
  type WebinarCard_WebinarFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { formatNumber } from '../../lib/format';
import { CalendarDialog } from './calendar-dialog';
import { CertificationsPanel } from './certifications-panel';
import { CourseCard } from './course-card';
import { courseAction, type CourseListKind } from './course-state';
import { LearningMomentum, RecognitionEarned, RegionalLeaders, TrainingStats } from './overview';
import { WebinarsPanel } from './webinars-panel';

/** The tabs, as they appear in the URL (`?tab=`); All Courses is the default and has no parameter. */
export const TRAINING_TABS = [
  { value: 'all', label: 'All Courses', icon: Library },
  { value: 'my-courses', label: 'My Courses', icon: BookOpen },
  { value: 'certifications', label: 'Certifications', icon: Award },
  { value: 'webinars', label: 'Upcoming Webinars', icon: Video },
] as const satisfies readonly [UrlTab<string>, ...UrlTab<string>[]];

export const loader = (args: ScreenLoaderArgs) => preloadScreenQuery(args, TrainingScreenDocument);

function CourseGrid({
  courses,
  list,
  pendingId,
  errors,
  onAction,
}: {
  courses: readonly CourseCard_CourseFragment[];
  list: CourseListKind;
  pendingId: string | null;
  errors: Readonly<Record<string, string>>;
  onAction: (course: CourseCard_CourseFragment, list: CourseListKind) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          list={list}
          busy={pendingId === course.id}
          error={errors[course.id]}
          onAction={(target) => onAction(target, list)}
        />
      ))}
    </SimpleGrid>
  );
}

/** Training / Professional Development: courses, certifications, webinars and the learning figures. */
export function Component() {
  const { training, trainingCalendar } = useScreenQuery(TrainingScreenDocument).data;
  const [tab, setTabParam] = useUrlTab(TRAINING_TABS);
  const [calendarOpen, setCalendarOpen] = useState(false);

  const client = useApolloClient();
  const refetch = { refetchQueries: [TrainingScreenDocument], awaitRefetchQueries: true };
  const [enroll] = useMutation(TrainingEnrollInCourseDocument, refetch);
  const [advance] = useMutation(TrainingAdvanceCourseDocument, refetch);
  const [registerForWebinar] = useMutation(TrainingRegisterForWebinarDocument, refetch);

  const [pendingCourse, setPendingCourse] = useState<string | null>(null);
  const [courseErrors, setCourseErrors] = useState<Record<string, string>>({});
  const [pendingWebinar, setPendingWebinar] = useState<string | null>(null);
  const [webinarErrors, setWebinarErrors] = useState<Record<string, string>>({});

  async function handleCourse(course: CourseCard_CourseFragment, list: CourseListKind) {
    const action = courseAction(course, list);
    if (action.kind === 'none' || pendingCourse) return;
    setPendingCourse(course.id);
    setCourseErrors(({ [course.id]: _cleared, ...rest }) => rest);
    try {
      const input = { courseId: course.id };
      const payload =
        action.kind === 'enroll'
          ? (await enroll({ variables: { input } })).data?.enrollInCourse
          : (await advance({ variables: { input } })).data?.advanceCourse;
      if (!payload) return;
      const [refused] = payload.errors;
      if (refused) {
        setCourseErrors((current) => ({ ...current, [course.id]: refused.message }));
        return;
      }
      const updated = payload.course ?? course;
      if (action.kind === 'enroll') {
        toaster.create({
          type: 'success',
          title: `Enrolled in ${course.title}`,
          description: `Finish it within 90 days to earn ${formatNumber(course.points)} points.`,
        });
      } else if (updated.progress >= 100) {
        toaster.create({
          type: 'success',
          title: 'Course completed',
          description: `${course.title}: ${formatNumber(course.points)} points earned.`,
        });
        // The last course of an advanced path earns its certification.
        const held = new Set(training.certifications.map((certification) => certification.id));
        const now = client.readQuery({ query: TrainingScreenDocument })?.training?.certifications ?? [];
        for (const earned of now.filter((certification) => !held.has(certification.id))) {
          toaster.create({
            type: 'success',
            title: `${earned.name} earned`,
            description: 'Your certificate is ready on the Certifications tab.',
          });
        }
      }
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Your progress was not saved', description: errorMessage(caught).message });
    } finally {
      setPendingCourse(null);
    }
  }

  async function handleWebinar(webinar: WebinarCard_WebinarFragment) {
    if (pendingWebinar) return;
    setPendingWebinar(webinar.id);
    setWebinarErrors(({ [webinar.id]: _cleared, ...rest }) => rest);
    try {
      const payload = (await registerForWebinar({ variables: { input: { webinarId: webinar.id } } })).data?.registerForWebinar;
      if (!payload) return;
      const [refused] = payload.errors;
      if (refused) {
        setWebinarErrors((current) => ({ ...current, [webinar.id]: refused.message }));
        return;
      }
      toaster.create({
        type: 'success',
        title: `Registration confirmed for ${webinar.title}`,
        description: 'You will receive a confirmation email shortly.',
      });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Registration failed', description: errorMessage(caught).message });
    } finally {
      setPendingWebinar(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Professional Development"
        description="Build your skills, earn certifications and collect points as you learn."
        actions={
          <Button variant="outline" onClick={() => setCalendarOpen(true)}>
            <Icon as={CalendarDays} aria-hidden />
            View calendar
          </Button>
        }
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <TrainingStats stats={training.stats} />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <LearningMomentum streak={training.streak} />
          <RecognitionEarned recognitions={training.recognitions} />
          <GridItem colSpan={{ base: 1, md: 2, xl: 1 }}>
            <RegionalLeaders leaders={training.leaders} />
          </GridItem>
        </SimpleGrid>

        <UrlTabs tabs={TRAINING_TABS} value={tab} onValueChange={setTabParam}>
          <Tabs.Content value="all" pt="0">
            <Heading as="h2" srOnly>
              All Courses
            </Heading>
            <CourseGrid courses={training.courses} list="all" pendingId={pendingCourse} errors={courseErrors} onAction={handleCourse} />
          </Tabs.Content>
          <Tabs.Content value="my-courses" pt="0">
            <Heading as="h2" srOnly>
              My Courses
            </Heading>
            {training.myCourses.length === 0 ? (
              <EmptyState
                icon={GraduationCap}
                title="No courses yet"
                description="Enroll in a course to start learning and earning points."
                action={
                  <Button colorPalette="brand" variant="outline" onClick={() => setTabParam('all')}>
                    Browse all courses
                  </Button>
                }
              />
            ) : (
              <CourseGrid courses={training.myCourses} list="mine" pendingId={pendingCourse} errors={courseErrors} onAction={handleCourse} />
            )}
          </Tabs.Content>
          <Tabs.Content value="certifications" pt="0">
            <CertificationsPanel certifications={training.certifications} paths={training.certificationPaths} />
          </Tabs.Content>
          <Tabs.Content value="webinars" pt="0">
            <WebinarsPanel webinars={training.webinars} pendingId={pendingWebinar} errors={webinarErrors} onRegister={handleWebinar} />
          </Tabs.Content>
        </UrlTabs>
      </Stack>
      <CalendarDialog open={calendarOpen} onOpenChange={setCalendarOpen} entries={trainingCalendar} />
    </>
  );
}
