import { sql, type Kysely } from 'kysely';

// Training (docs/server.md, "Where the data lives"): the course catalogue and the advanced paths,
// members' enrolments, certifications, learning days and recognitions, webinars and their
// registrations, and the leaderboard's other dealers. Descriptive fields no screen filters on are one
// jsonb value. A member is enrolled in a course once, holds a path's certification once, registers
// for a webinar once and has one learning day per day: primary keys and a unique index say so.
export async function up(db: Kysely<unknown>) {
  await sql`
        create table training_courses (
          id text primary key,
          category text not null check (category in ('SALES', 'INSTALLATION', 'TECHNICAL', 'BUSINESS')),
          level text not null check (level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
          points integer not null check (points >= 0),
          certification boolean not null,
          modules integer not null check (modules > 0),
          content jsonb not null
        )`.execute(db);
  await sql`
        create table course_progress (
          user_id text not null,
          course_id text not null references training_courses (id),
          enrolled_on date not null,
          modules_completed integer not null check (modules_completed >= 0),
          completed_on date check (completed_on >= enrolled_on),
          primary key (user_id, course_id)
        )`.execute(db);
  await sql`
        create table certification_paths (
          id text primary key,
          name text not null unique,
          requirement text not null,
          required_courses integer not null check (required_courses > 0),
          level text check (level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
          category text check (category in ('SALES', 'INSTALLATION', 'TECHNICAL', 'BUSINESS'))
        )`.execute(db);
  await sql`
        create table certifications (
          id text primary key,
          number integer not null,
          user_id text not null,
          name text not null,
          issued date not null,
          expires date not null check (expires >= issued),
          icon text not null,
          color text not null,
          unique (user_id, name)
        )`.execute(db);
  await sql`
        create table webinars (
          id text primary key,
          starts_at timestamptz not null,
          attendees integer not null check (attendees >= 0),
          content jsonb not null
        )`.execute(db);
  await sql`create index webinars_by_start on webinars (starts_at, id collate "C")`.execute(db);
  await sql`
        create table webinar_registrations (
          webinar_id text not null references webinars (id) on delete cascade,
          user_id text not null,
          registered_at timestamptz not null,
          number bigint generated always as identity,
          primary key (webinar_id, user_id)
        )`.execute(db);
  await sql`create index webinar_registrations_by_member on webinar_registrations (user_id, number)`.execute(db);
  await sql`
        create table training_activity (
          user_id text not null,
          day date not null,
          primary key (user_id, day)
        )`.execute(db);
  await sql`
        create table recognitions (
          id text primary key,
          user_id text not null,
          title text not null,
          description text not null,
          earned_on date not null
        )`.execute(db);
  await sql`create index recognitions_by_member on recognitions (user_id, earned_on)`.execute(db);
  await sql`
        create table training_leaders (
          id text primary key,
          name text not null,
          dealership text not null,
          points integer not null check (points >= 0)
        )`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['training_leaders', 'recognitions', 'training_activity', 'webinar_registrations', 'webinars', 'certifications', 'certification_paths', 'course_progress', 'training_courses']) {
    await db.schema.dropTable(table).execute();
  }
}
