/**
 * Validation rules of the engagement screens (Training, Events & Training, Customer Reviews), shared by
 * forms and resolvers: the same situation gives the same message on a disabled button and in a
 * mutation's `errors`.
 */
import { Rules, type FieldError } from './core';

// ---------------------------------------------------------------------------------------------------
// Training
// ---------------------------------------------------------------------------------------------------

/** docs/product.md, "Business constants": a course must be completed within 90 days of enrolment. */
export const COURSE_COMPLETION_WINDOW_DAYS = 90;

export const COURSE_NOT_FOUND = 'This course no longer exists';
export const COURSE_ALREADY_ENROLLED = 'You are already enrolled in this course';
export const COURSE_ALREADY_COMPLETED = 'You have already completed this course';
export const COURSE_NOT_ENROLLED = 'Enroll in this course first';

export function courseWindowClosed(dueOnLabel: string): string {
  return `The 90-day completion window for this course ended on ${dueOnLabel}. Enroll again to restart it.`;
}

/** The viewer's standing in a course, as the rules need it. */
export interface CourseStanding {
  exists: boolean;
  enrolled: boolean;
  completed: boolean;
  /** Enrolled, unfinished and past the 90-day deadline. */
  lapsed: boolean;
  /** The deadline for messages, e.g. `Feb 20, 2027`. */
  dueOnLabel?: string | null;
}

/** Enroll: the course exists and the viewer is not already in it (a lapsed enrolment may restart). */
export function validateEnrollment(standing: CourseStanding): FieldError[] {
  const rules = new Rules();
  if (!standing.exists) return rules.add('courseId', COURSE_NOT_FOUND, 'NOT_FOUND').errors;
  if (standing.completed) rules.add('courseId', COURSE_ALREADY_COMPLETED, 'CONFLICT');
  else if (standing.enrolled && !standing.lapsed) rules.add('courseId', COURSE_ALREADY_ENROLLED, 'CONFLICT');
  return rules.errors;
}

/** Complete the next module: enrolled, unfinished and within the 90-day window. */
export function validateCourseAdvance(standing: CourseStanding): FieldError[] {
  const rules = new Rules();
  if (!standing.exists) return rules.add('courseId', COURSE_NOT_FOUND, 'NOT_FOUND').errors;
  if (!standing.enrolled) rules.add('courseId', COURSE_NOT_ENROLLED, 'CONFLICT');
  else if (standing.completed) rules.add('courseId', COURSE_ALREADY_COMPLETED, 'CONFLICT');
  else if (standing.lapsed) rules.add('courseId', courseWindowClosed(standing.dueOnLabel ?? 'its due date'), 'CLOSED');
  return rules.errors;
}

export const WEBINAR_NOT_FOUND = 'This webinar no longer exists';
export const WEBINAR_ALREADY_REGISTERED = 'You are already registered for this webinar';
export const WEBINAR_ALREADY_STARTED = 'This webinar has already started';

export interface WebinarStanding {
  exists: boolean;
  registered: boolean;
  started: boolean;
}

export function validateWebinarRegistration(standing: WebinarStanding): FieldError[] {
  const rules = new Rules();
  if (!standing.exists) return rules.add('webinarId', WEBINAR_NOT_FOUND, 'NOT_FOUND').errors;
  if (standing.registered) rules.add('webinarId', WEBINAR_ALREADY_REGISTERED, 'CONFLICT');
  else if (standing.started) rules.add('webinarId', WEBINAR_ALREADY_STARTED, 'CLOSED');
  return rules.errors;
}

// ---------------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------------

export const EVENT_NOT_FOUND = 'This event no longer exists';
export const EVENT_ALREADY_REGISTERED = 'You are already registered for this event';
export const EVENT_FULL = 'This event is full';
export const EVENT_ALREADY_STARTED = 'This event has already taken place';
export const EVENT_NOT_REGISTERED = 'You are not registered for this event';

export function eventRegistrationNotOpen(status: string): string {
  return `Registration is not open yet (${status})`;
}

export interface EventStanding {
  exists: boolean;
  registered: boolean;
  /** Spots left, null when unknown (not limited). */
  spotsLeft: number | null;
  /** Set while registration is not open, e.g. `Coming Soon`. */
  registrationStatus: string | null;
  started: boolean;
}

/** Register: open for registration, not started, a spot left, not registered yet. */
export function validateEventRegistration(standing: EventStanding): FieldError[] {
  const rules = new Rules();
  if (!standing.exists) return rules.add('eventId', EVENT_NOT_FOUND, 'NOT_FOUND').errors;
  if (standing.registered) rules.add('eventId', EVENT_ALREADY_REGISTERED, 'CONFLICT');
  else if (standing.started) rules.add('eventId', EVENT_ALREADY_STARTED, 'CLOSED');
  else if (standing.registrationStatus) rules.add('eventId', eventRegistrationNotOpen(standing.registrationStatus), 'CLOSED');
  else if (standing.spotsLeft !== null && standing.spotsLeft <= 0) rules.add('eventId', EVENT_FULL, 'LIMIT_EXCEEDED');
  return rules.errors;
}

/** Cancel: the viewer holds a registration for an event that has not started. */
export function validateEventCancellation(standing: EventStanding): FieldError[] {
  const rules = new Rules();
  if (!standing.exists) return rules.add('eventId', EVENT_NOT_FOUND, 'NOT_FOUND').errors;
  if (!standing.registered) rules.add('eventId', EVENT_NOT_REGISTERED, 'CONFLICT');
  else if (standing.started) rules.add('eventId', EVENT_ALREADY_STARTED, 'CLOSED');
  return rules.errors;
}

// ---------------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------------

export const REVIEW_RESPONSE_MAX_LENGTH = 2000;
export const REVIEW_NOT_FOUND = 'This review no longer exists';
export const REVIEW_ALREADY_ANSWERED = 'This review already has a response';

export interface ReviewResponseValues {
  text: string | null | undefined;
}

/** A reply is 1 to 2,000 characters once trimmed. */
export function validateReviewResponse(values: ReviewResponseValues): FieldError[] {
  const text = values.text?.trim() ?? '';
  return new Rules().required('text', text, 'Response').maxLength('text', text, REVIEW_RESPONSE_MAX_LENGTH, 'Response').errors;
}

export interface ReviewFilterValues {
  ratings?: readonly number[] | null;
  from?: string | null;
  to?: string | null;
}

/** Star filters are 1 to 5; a date range runs forwards. */
export function validateReviewFilter(values: ReviewFilterValues): FieldError[] {
  const rules = new Rules();
  if (values.ratings?.some((rating) => !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    rules.add('ratings', 'Ratings are whole stars from 1 to 5', 'INVALID');
  }
  rules.dayRange('to', values.from, values.to);
  return rules.errors;
}
