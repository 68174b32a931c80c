import type {
  CertificationPathRow,
  CertificationRow,
  CourseProgressRow,
  CourseRow,
  RecognitionRow,
  TrainingLeaderRow,
  WebinarRegistrationRow,
  WebinarRow,
} from '../fixtures/training';
import type { MemberTraining, NewCertification } from '../lib/engagement/training';

/**
 * Training as every store keeps it (docs/server.md, "Where the data lives"): the course catalogue and
 * members' enrolments, certifications and the advanced paths that award them, webinars and their
 * registrations, learning days, recognitions and the regional leaderboard. The in-browser server keeps
 * them in its database (`MemoryTraining`, mocks/repositories/training.ts), the HTTP server in tables (server/repositories/training.ts);
 * tests/server/training.test.ts runs one contract on each.
 *
 * The rules (who may enrol, advance or register, the messages, the figures, which paths a member has
 * completed) live in src/lib/validation and domain/lib/engagement/training.ts. A store's part is to apply
 * each change to the rows as they are when it is made: a module is counted once per advance and never
 * past the course's last, an enrolment or a webinar registration is made once, a webinar's attendees
 * count every registration, and a path's certification is awarded once.
 */

/** A completed module: the enrolment as it is now, and the certifications the completion awarded. */
export interface Advanced {
  progress: CourseProgressRow;
  awarded: CertificationRow[];
}

export interface TrainingRepository {
  /** The course catalogue, by id. */
  courses(): Promise<CourseRow[]>;
  /** The advanced certification paths, by id. */
  certificationPaths(): Promise<CertificationPathRow[]>;
  /** The leaderboard's other dealers, by id. */
  leaders(): Promise<TrainingLeaderRow[]>;
  /** The enrolments of these members, by member then course. */
  progress(userIds: readonly string[]): Promise<CourseProgressRow[]>;
  /** A member's certifications, by id. */
  certifications(userId: string): Promise<CertificationRow[]>;
  /** The days on which a member completed training work, in order. */
  activity(userId: string): Promise<string[]>;
  /** A member's recognitions, newest first (then by id). */
  recognitions(userId: string): Promise<RecognitionRow[]>;
  /** Webinars that start after the instant (ISO-8601), soonest first (then by id). */
  upcomingWebinars(after: string): Promise<WebinarRow[]>;
  webinar(id: string): Promise<WebinarRow | null>;
  /** A member's webinar registrations, in the order they were made. */
  webinarRegistrations(userId: string): Promise<WebinarRegistrationRow[]>;
  /**
   * Enrols a member on `on`: a new enrolment when `restartFrom` is null, else the lapsed one that began
   * on `restartFrom` starts again (its modules kept). False, and nothing changed, when the enrolment is
   * no longer as read (made or restarted a moment ago, or completed).
   */
  enroll(userId: string, courseId: string, on: string, restartFrom: string | null): Promise<boolean>;
  /**
   * Completes the next module of an unfinished enrolment and records `today` as a learning day; the
   * module that finishes the course completes it, and then the store awards what `due` says the member's
   * training, read at that moment, earns. Null, and nothing changed, when the enrolment is missing or complete.
   */
  advance(userId: string, courseId: string, today: string, due: (state: MemberTraining) => NewCertification[]): Promise<Advanced | null>;
  /** Registers a member for a webinar, counting them among its attendees; false when they were registered already. */
  registerForWebinar(registration: WebinarRegistrationRow): Promise<boolean>;
}
