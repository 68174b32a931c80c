import type { Database } from '../../domain/db';
import type {
  CertificationPathRow,
  CertificationRow,
  CourseProgressRow,
  CourseRow,
  RecognitionRow,
  TrainingLeaderRow,
  WebinarRegistrationRow,
  WebinarRow,
} from '../../domain/fixtures/training';
import { nextCertificationId, type MemberTraining, type NewCertification } from '../../domain/lib/engagement/training';
import type { Advanced, TrainingRepository } from '../../domain/repositories/training';

/** Soonest first; the id breaks a tie, so the order is the same in every store. */
export function webinarsSoonestFirst(a: WebinarRow, b: WebinarRow): number {
  return a.startsAt.localeCompare(b.startsAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const byId = <Row extends { id: string }>(a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The in-browser store: the database's training collections. */
export class MemoryTraining implements TrainingRepository {
  constructor(private readonly db: Database) {}

  async courses(): Promise<CourseRow[]> {
    return this.db.data.courses.map((row) => ({ ...row })).sort(byId);
  }

  async certificationPaths(): Promise<CertificationPathRow[]> {
    return this.db.data.certificationPaths.map((row) => ({ ...row })).sort(byId);
  }

  async leaders(): Promise<TrainingLeaderRow[]> {
    return this.db.data.trainingLeaders.map((row) => ({ ...row })).sort(byId);
  }

  async progress(userIds: readonly string[]): Promise<CourseProgressRow[]> {
    const wanted = new Set(userIds);
    return this.db.data.courseProgress
      .filter((row) => wanted.has(row.userId))
      .map((row) => ({ ...row }))
      .sort((a, b) => byCodeUnits(a.userId, b.userId) || byCodeUnits(a.courseId, b.courseId));
  }

  async certifications(userId: string): Promise<CertificationRow[]> {
    return this.db.data.certifications.filter((row) => row.userId === userId).map((row) => ({ ...row })).sort(byId);
  }

  async activity(userId: string): Promise<string[]> {
    return this.db.data.trainingActivity.filter((row) => row.userId === userId).map((row) => row.day).sort();
  }

  async recognitions(userId: string): Promise<RecognitionRow[]> {
    return this.db.data.recognitions
      .filter((row) => row.userId === userId)
      .map((row) => ({ ...row }))
      .sort((a, b) => byCodeUnits(b.earnedOn, a.earnedOn) || byId(a, b));
  }

  async upcomingWebinars(after: string): Promise<WebinarRow[]> {
    return this.db.data.webinars.filter((row) => row.startsAt > after).map((row) => ({ ...row })).sort(webinarsSoonestFirst);
  }

  async webinar(id: string): Promise<WebinarRow | null> {
    const row = this.db.data.webinars.find((candidate) => candidate.id === id);
    return row ? { ...row } : null;
  }

  async webinarRegistrations(userId: string): Promise<WebinarRegistrationRow[]> {
    return this.db.data.webinarRegistrations.filter((row) => row.userId === userId).map((row) => ({ ...row }));
  }

  async enroll(userId: string, courseId: string, on: string, restartFrom: string | null): Promise<boolean> {
    const data = this.db.data;
    const existing = data.courseProgress.find((row) => row.userId === userId && row.courseId === courseId);
    if (restartFrom === null) {
      if (existing || !data.courses.some((course) => course.id === courseId)) return false;
      data.courseProgress.push({ userId, courseId, enrolledOn: on, modulesCompleted: 0, completedOn: null });
    } else {
      if (!existing || existing.enrolledOn !== restartFrom || existing.completedOn !== null) return false;
      existing.enrolledOn = on;
    }
    this.db.commit();
    return true;
  }

  async advance(userId: string, courseId: string, today: string, due: (state: MemberTraining) => NewCertification[]): Promise<Advanced | null> {
    const data = this.db.data;
    const progress = data.courseProgress.find((row) => row.userId === userId && row.courseId === courseId);
    const course = data.courses.find((row) => row.id === courseId);
    if (!progress || !course || progress.completedOn !== null || progress.modulesCompleted >= course.modules) return null;
    progress.modulesCompleted += 1;
    if (progress.modulesCompleted === course.modules) progress.completedOn = today;
    if (!data.trainingActivity.some((row) => row.userId === userId && row.day === today)) data.trainingActivity.push({ userId, day: today });
    const awarded: CertificationRow[] = [];
    if (progress.completedOn !== null) {
      const state: MemberTraining = {
        courses: data.courses,
        courseProgress: data.courseProgress.filter((row) => row.userId === userId),
        certifications: data.certifications.filter((row) => row.userId === userId),
        certificationPaths: data.certificationPaths,
      };
      for (const certification of due(structuredClone(state))) {
        if (data.certifications.some((row) => row.userId === userId && row.name === certification.name)) continue;
        const row: CertificationRow = { id: nextCertificationId(data.certifications.map((entry) => entry.id)), ...certification, userId };
        data.certifications.push(row);
        awarded.push({ ...row });
      }
    }
    this.db.commit();
    return { progress: { ...progress }, awarded };
  }

  async registerForWebinar(registration: WebinarRegistrationRow): Promise<boolean> {
    const data = this.db.data;
    const webinar = data.webinars.find((row) => row.id === registration.webinarId);
    if (!webinar || data.webinarRegistrations.some((row) => row.webinarId === registration.webinarId && row.userId === registration.userId)) return false;
    data.webinarRegistrations.push({ ...registration });
    webinar.attendees += 1;
    this.db.commit();
    return true;
  }
}
