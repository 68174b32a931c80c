import type { CourseCard_CourseFragment, CourseCategory, CourseLevel } from '../../graphql/__generated__/graphql';

export const CATEGORY_LABELS: Readonly<Record<CourseCategory, string>> = {
  SALES: 'Sales',
  INSTALLATION: 'Installation',
  TECHNICAL: 'Technical',
  BUSINESS: 'Business',
};

export const LEVEL_LABELS: Readonly<Record<CourseLevel, string>> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

/** Where the course list is shown: the catalogue (All Courses) or the user's own (My Courses). */
export type CourseListKind = 'all' | 'mine';

export type CourseStage = 'not-enrolled' | 'not-started' | 'in-progress' | 'completed';

export function courseStage(course: Pick<CourseCard_CourseFragment, 'enrolled' | 'progress'>): CourseStage {
  if (!course.enrolled) return 'not-enrolled';
  if (course.progress >= 100) return 'completed';
  return course.progress > 0 ? 'in-progress' : 'not-started';
}

export interface CourseAction {
  label: string;
  /** enroll: enrollInCourse; advance: complete the next module; none: nothing left to do. */
  kind: 'enroll' | 'advance' | 'none';
}

/**
 * docs/product.md, "States", course button: not enrolled 'Enroll'; enrolled with progress 0 'Start
 * Course'; under way 'Continue' (My Courses: 'Continue Learning'); finished: a disabled 'Completed'.
 */
export function courseAction(course: Pick<CourseCard_CourseFragment, 'enrolled' | 'progress'>, list: CourseListKind): CourseAction {
  switch (courseStage(course)) {
    case 'not-enrolled':
      return { label: 'Enroll', kind: 'enroll' };
    case 'not-started':
      return { label: 'Start Course', kind: 'advance' };
    case 'in-progress':
      return { label: list === 'mine' ? 'Continue Learning' : 'Continue', kind: 'advance' };
    case 'completed':
      return { label: 'Completed', kind: 'none' };
  }
}
