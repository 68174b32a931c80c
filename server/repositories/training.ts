import { sql } from 'kysely';
import type { CourseCategory, CourseLevel } from '../../domain/__generated__/resolvers-types';
import type {
  CertificationPathRow,
  CertificationRow,
  CourseProgressRow,
  CourseRow,
  RecognitionRow,
  TrainingLeaderRow,
  TrainingState,
  WebinarRegistrationRow,
  WebinarRow,
} from '../../domain/fixtures/training';
import { sequenceOf } from '../../domain/lib/connection';
import type { MemberTraining, NewCertification } from '../../domain/lib/engagement/training';
import type { Advanced, TrainingRepository } from '../../domain/repositories/training';
import type { NewRow, Row, SqlExecutor } from '../sql/database';
import { allOrNothing, inBatches, instantText } from './sql-lists';

/** What a course's `content` column holds. */
type CourseContent = Pick<CourseRow, 'title' | 'duration' | 'format' | 'instructor'>;
/** What a webinar's `content` column holds: everything but its key, start and attendees. */
type WebinarContent = Omit<WebinarRow, 'id' | 'startsAt' | 'attendees'>;

function toCourse(row: Row<'training_courses'>): CourseRow {
  return {
    id: row.id,
    ...(row.content as CourseContent),
    category: row.category as CourseCategory,
    level: row.level as CourseLevel,
    points: row.points,
    certification: row.certification,
    modules: row.modules,
  };
}

const PROGRESS_COLUMNS = sql`user_id, course_id, enrolled_on::text as enrolled_on, modules_completed, completed_on::text as completed_on`;

function toProgress(row: Row<'course_progress'>): CourseProgressRow {
  return { userId: row.user_id, courseId: row.course_id, enrolledOn: row.enrolled_on, modulesCompleted: row.modules_completed, completedOn: row.completed_on };
}

const CERTIFICATION_COLUMNS = sql`id, user_id, name, issued::text as issued, expires::text as expires, icon, color`;

function toCertification(row: Omit<Row<'certifications'>, 'number'>): CertificationRow {
  return { id: row.id, userId: row.user_id, name: row.name, issued: row.issued, expires: row.expires, icon: row.icon, color: row.color };
}

function certificationValues(row: CertificationRow): NewRow<'certifications'> {
  return { id: row.id, number: sequenceOf(row.id), user_id: row.userId, name: row.name, issued: row.issued, expires: row.expires, icon: row.icon, color: row.color };
}

function toWebinar(row: Row<'webinars'>): WebinarRow {
  return { id: row.id, ...(row.content as WebinarContent), startsAt: new Date(row.starts_at).toISOString(), attendees: row.attendees };
}

/**
 * Training in tables (server/sql/migrations/0014_training.ts). Each change is applied to the rows as they are
 * when it is made, in a savepoint of the operation's transaction:
 * - an advance is `update … set modules_completed = modules_completed + 1 where completed_on is null and
 *   modules_completed < modules`, so two advances at once count two modules and never pass the last;
 * - the advance that completes a course takes the certifications' lock (a transaction-level advisory
 *   lock every process shares) before it reads the member's training for the paths' rule, so of two
 *   courses completed at once the later sees both and a path's certification is awarded once;
 * - an enrolment or a webinar registration is an insert that a primary key makes once, and a webinar's
 *   attendees rise in the same savepoint as its registration.
 */
export class SqlTraining implements TrainingRepository {
  constructor(private readonly db: SqlExecutor) {}

  async courses(): Promise<CourseRow[]> {
    const rows = await this.db.selectFrom('training_courses').selectAll().orderBy(sql`id collate "C"`).execute();
    return rows.map(toCourse);
  }

  async certificationPaths(): Promise<CertificationPathRow[]> {
    const rows = await this.db.selectFrom('certification_paths').selectAll().orderBy(sql`id collate "C"`).execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      requirement: row.requirement,
      requiredCourses: row.required_courses,
      level: row.level as CourseLevel | null,
      category: row.category as CourseCategory | null,
    }));
  }

  async leaders(): Promise<TrainingLeaderRow[]> {
    return this.db.selectFrom('training_leaders').selectAll().orderBy(sql`id collate "C"`).execute();
  }

  async progress(userIds: readonly string[]): Promise<CourseProgressRow[]> {
    if (userIds.length === 0) return [];
    const { rows } = await sql<Row<'course_progress'>>`
      select ${PROGRESS_COLUMNS} from course_progress where user_id in (${sql.join(userIds)})
      order by user_id collate "C", course_id collate "C"`.execute(this.db);
    return rows.map(toProgress);
  }

  async certifications(userId: string): Promise<CertificationRow[]> {
    const { rows } = await sql<Omit<Row<'certifications'>, 'number'>>`
      select ${CERTIFICATION_COLUMNS} from certifications where user_id = ${userId} order by id collate "C"`.execute(this.db);
    return rows.map(toCertification);
  }

  async activity(userId: string): Promise<string[]> {
    const { rows } = await sql<{ day: string }>`select day::text as day from training_activity where user_id = ${userId} order by day`.execute(this.db);
    return rows.map((row) => row.day);
  }

  async recognitions(userId: string): Promise<RecognitionRow[]> {
    const { rows } = await sql<{ id: string; title: string; description: string; earned_on: string }>`
      select id, title, description, earned_on::text as earned_on from recognitions where user_id = ${userId}
      order by earned_on desc, id collate "C"`.execute(this.db);
    return rows.map((row) => ({ id: row.id, userId, title: row.title, description: row.description, earnedOn: row.earned_on }));
  }

  async upcomingWebinars(after: string): Promise<WebinarRow[]> {
    const rows = await this.db
      .selectFrom('webinars')
      .selectAll()
      .where('starts_at', '>', instantText(after))
      .orderBy('starts_at')
      .orderBy(sql`id collate "C"`)
      .execute();
    return rows.map(toWebinar);
  }

  async webinar(id: string): Promise<WebinarRow | null> {
    const row = await this.db.selectFrom('webinars').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toWebinar(row) : null;
  }

  async webinarRegistrations(userId: string): Promise<WebinarRegistrationRow[]> {
    const rows = await this.db.selectFrom('webinar_registrations').select(['webinar_id', 'registered_at']).where('user_id', '=', userId).orderBy('number').execute();
    return rows.map((row) => ({ webinarId: row.webinar_id, userId, registeredAt: new Date(row.registered_at).toISOString() }));
  }

  async enroll(userId: string, courseId: string, on: string, restartFrom: string | null): Promise<boolean> {
    if (restartFrom === null) {
      const { numAffectedRows } = await sql`
        insert into course_progress (user_id, course_id, enrolled_on, modules_completed, completed_on)
        select ${userId}, id, ${on}::date, 0, null from training_courses where id = ${courseId}
        on conflict (user_id, course_id) do nothing`.execute(this.db);
      return numAffectedRows === 1n;
    }
    const restarted = await this.db
      .updateTable('course_progress')
      .set({ enrolled_on: on })
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('enrolled_on', '=', restartFrom)
      .where('completed_on', 'is', null)
      .executeTakeFirst();
    return restarted.numUpdatedRows === 1n;
  }

  async advance(userId: string, courseId: string, today: string, due: (state: MemberTraining) => NewCertification[]): Promise<Advanced | null> {
    return allOrNothing(
      this.db,
      async (trx) => {
        const { rows } = await sql<Row<'course_progress'>>`
          update course_progress p
          set modules_completed = p.modules_completed + 1,
            completed_on = case when p.modules_completed + 1 = c.modules then ${today}::date else null end
          from training_courses c
          where c.id = p.course_id and p.user_id = ${userId} and p.course_id = ${courseId}
            and p.completed_on is null and p.modules_completed < c.modules
          returning p.user_id, p.course_id, p.enrolled_on::text as enrolled_on, p.modules_completed, p.completed_on::text as completed_on`.execute(trx);
        const updated = rows[0];
        if (!updated) return null;
        await trx
          .insertInto('training_activity')
          .values({ user_id: userId, day: today })
          .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
          .execute();
        const progress = toProgress(updated);
        if (progress.completedOn === null) return { progress, awarded: [] };
        await sql`select pg_advisory_xact_lock(hashtext('portal:certifications'))`.execute(trx);
        const store = new SqlTraining(trx);
        const state: MemberTraining = {
          courses: await store.courses(),
          courseProgress: await store.progress([userId]),
          certifications: await store.certifications(userId),
          certificationPaths: await store.certificationPaths(),
        };
        const awarded: CertificationRow[] = [];
        for (const certification of due(state)) {
          const { rows: numbers } = await sql<{ last: number }>`select coalesce(max(number), 0)::int as last from certifications`.execute(trx);
          const row: CertificationRow = { id: `CERT-${String((numbers[0]?.last ?? 0) + 1).padStart(4, '0')}`, ...certification, userId };
          const inserted = await trx
            .insertInto('certifications')
            .values(certificationValues(row))
            .onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing())
            .executeTakeFirst();
          if (inserted.numInsertedOrUpdatedRows === 1n) awarded.push(row);
        }
        return { progress, awarded };
      },
      (result) => result === null,
    );
  }

  async registerForWebinar(registration: WebinarRegistrationRow): Promise<boolean> {
    return allOrNothing(
      this.db,
      async (trx) => {
        const { numAffectedRows } = await sql`
          insert into webinar_registrations (webinar_id, user_id, registered_at)
          select id, ${registration.userId}, ${registration.registeredAt}::timestamptz from webinars where id = ${registration.webinarId}
          on conflict (webinar_id, user_id) do nothing`.execute(trx);
        if (numAffectedRows !== 1n) return false;
        await trx.updateTable('webinars').set({ attendees: sql<number>`attendees + 1` }).where('id', '=', registration.webinarId).execute();
        return true;
      },
      (registered) => !registered,
    );
  }

  /** Replaces every row with the given rows (the sample data, or a document saved before training moved). */
  async replaceAll(data: TrainingState): Promise<void> {
    for (const table of ['training_leaders', 'recognitions', 'training_activity', 'webinar_registrations', 'webinars', 'certifications', 'certification_paths', 'course_progress', 'training_courses'] as const) {
      await this.db.deleteFrom(table).execute();
    }
    await inBatches(data.courses, (batch) =>
      this.db
        .insertInto('training_courses')
        .values(
          batch.map(({ id, category, level, points, certification, modules, ...content }) => ({ id, category, level, points, certification, modules, content: JSON.stringify(content) })),
        )
        .execute(),
    );
    await inBatches(data.courseProgress, (batch) =>
      this.db
        .insertInto('course_progress')
        .values(batch.map((row) => ({ user_id: row.userId, course_id: row.courseId, enrolled_on: row.enrolledOn, modules_completed: row.modulesCompleted, completed_on: row.completedOn })))
        .execute(),
    );
    await inBatches(data.certificationPaths, (batch) =>
      this.db
        .insertInto('certification_paths')
        .values(batch.map((row) => ({ id: row.id, name: row.name, requirement: row.requirement, required_courses: row.requiredCourses, level: row.level, category: row.category })))
        .execute(),
    );
    await inBatches(data.certifications, (batch) => this.db.insertInto('certifications').values(batch.map(certificationValues)).execute());
    await inBatches(data.webinars, (batch) =>
      this.db
        .insertInto('webinars')
        .values(batch.map(({ id, startsAt, attendees, ...content }) => ({ id, starts_at: startsAt, attendees, content: JSON.stringify(content) })))
        .execute(),
    );
    await inBatches(data.webinarRegistrations, (batch) =>
      this.db
        .insertInto('webinar_registrations')
        .values(batch.map((row) => ({ webinar_id: row.webinarId, user_id: row.userId, registered_at: row.registeredAt })))
        .execute(),
    );
    await inBatches(data.trainingActivity, (batch) =>
      this.db
        .insertInto('training_activity')
        .values(batch.map((row) => ({ user_id: row.userId, day: row.day })))
        .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
        .execute(),
    );
    await inBatches(data.recognitions, (batch) =>
      this.db
        .insertInto('recognitions')
        .values(batch.map((row) => ({ id: row.id, user_id: row.userId, title: row.title, description: row.description, earned_on: row.earnedOn })))
        .execute(),
    );
    await inBatches(data.trainingLeaders, (batch) => this.db.insertInto('training_leaders').values(batch).execute());
  }
}
