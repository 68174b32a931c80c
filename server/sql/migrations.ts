import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { AnyDomain } from '../../domain/domains/define';

/**
 * The schema of the server's SQL store, one migration per change, applied in name order by Kysely's
 * migrator on PGlite and PostgreSQL alike. A migration, once released, is never edited: a change is a
 * new migration.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts_and_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')`))
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('password_updated_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')`))
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('email', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull().check(sql`failures > 0`))
        .addColumn('last_failed_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_in_failures').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('accounts').execute();
    },
  },
  '0002_portal_data': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('portal_data')
        .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('generation', 'bigint', (col) => col.notNull().check(sql`generation > 0`))
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('portal_data').execute();
    },
  },
  '0003_sign_in_requests': {
    async up(db: Kysely<unknown>) {
      // A sign-in with Microsoft or Google between the redirect to the provider and its answer.
      await db.schema
        .createTable('sign_in_requests')
        .addColumn('state', 'text', (col) => col.primaryKey())
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('code_verifier', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('remember', 'boolean', (col) => col.notNull())
        .addColumn('redirect_to', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_in_requests').execute();
    },
  },
  '0004_notifications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull())
        .addColumn('read', 'boolean', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('link', 'text', (col) => col.notNull())
        .execute();
      // The bell's list: one user's rows, newest first.
      await db.schema.createIndex('notifications_user_newest').on('notifications').columns(['user_id', 'created_at desc', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  },
  '0005_claims_program': {
    // The claims program's rows (docs/server.md, "Where the data lives"): participants, their claims and
    // spot awards, with money in whole cents, and an index for each filter, sort and search the Claims,
    // Claims Management and Participants screens and the dashboards use. Text sorts compare as the
    // in-browser server does (code units: `collate "C"`).
    async up(db: Kysely<unknown>) {
      await sql`
        create table participants (
          id text primary key,
          name text not null,
          email text not null,
          phone text not null,
          role text not null check (role in ('DEALER', 'COMFORT_ADVISOR')),
          dealer_id text not null,
          location text not null,
          enrollment_date date not null,
          last_activity date not null,
          status text not null check (status in ('ACTIVE', 'INACTIVE')),
          -- What the searches compare, lower-cased once when a row is written instead of on every search:
          -- the name (Claims' search) and name, e-mail and id (Participants' search).
          search_name text generated always as (lower(name)) stored,
          search_text text generated always as (lower(name) || chr(1) || lower(email) || chr(1) || lower(id)) stored
        )`.execute(db);
      await sql`create index participants_by_name on participants ((lower(name) collate "C"), (id collate "C"))`.execute(db);
      await sql`create index participants_by_enrollment on participants (enrollment_date, (lower(name) collate "C"), (id collate "C"))`.execute(db);
      await sql`create index participants_by_activity on participants (last_activity, (lower(name) collate "C"), (id collate "C"))`.execute(db);
      await sql`create index participants_by_dealer on participants (dealer_id)`.execute(db);
      await sql`
        create table claims (
          id text primary key,
          number integer not null unique,
          participant_id text not null references participants (id),
          dealer_id text not null,
          product_id text not null,
          amount_cents integer not null check (amount_cents >= 0),
          status text not null check (status in ('PENDING', 'NEEDS_INFO', 'APPROVED', 'PAID', 'REJECTED')),
          submitted_on date not null,
          decided_at timestamptz,
          processing_days integer check (processing_days >= 0),
          issue text,
          rejection_reason text,
          version integer not null default 1
        )`.execute(db);
      // Newest first (the default), by status (the queues and the dashboards), by dealer, by participant
      // (their totals and the advisor's cards), by amount, and by decision time (the reports).
      await sql`create index claims_by_date on claims (submitted_on, number)`.execute(db);
      await sql`create index claims_by_status on claims (status, submitted_on, number)`.execute(db);
      await sql`create index claims_by_dealer on claims (dealer_id, submitted_on)`.execute(db);
      await sql`create index claims_by_participant on claims (participant_id, status)`.execute(db);
      await sql`create index claims_by_amount on claims (amount_cents, number)`.execute(db);
      await sql`create index claims_by_decision on claims (decided_at) where decided_at is not null`.execute(db);
      await sql`
        create table spot_awards (
          id text primary key,
          number integer not null unique,
          participant_id text not null references participants (id),
          type text not null,
          amount_cents integer not null check (amount_cents > 0),
          reason text not null,
          issued_at timestamptz not null,
          issued_by text not null
        )`.execute(db);
      await sql`create index spot_awards_by_time on spot_awards (issued_at, id)`.execute(db);
      await sql`create index spot_awards_by_participant on spot_awards (participant_id)`.execute(db);
      await sql`create sequence spot_awards_number`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop sequence spot_awards_number`.execute(db);
      await db.schema.dropTable('spot_awards').execute();
      await db.schema.dropTable('claims').execute();
      await db.schema.dropTable('participants').execute();
    },
  },
  '0006_search_indexes': {
    // The Participants and Claims searches ("contains", any case) from trigram indexes: pg_trgm comes with
    // PostgreSQL (and with PGlite, server/sql/database.ts). The extension is the database's, in whichever
    // schema holds it; it is installed here when it is not yet.
    async up(db: Kysely<unknown>) {
      const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
      await sql`create index participants_search_text on participants using gin (search_text ${ops})`.execute(db);
      await sql`create index participants_search_name on participants using gin (search_name ${ops})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index participants_search_name`.execute(db);
      await sql`drop index participants_search_text`.execute(db);
    },
  },
  '0007_products': {
    // The product catalogue (docs/server.md, "Where the data lives"): money in whole cents, one product per
    // SKU (compared upper-cased and trimmed, as the portal's validation compares them), the list's order
    // (name, then SKU, case-insensitive, by code units) as an index, and trigram indexes for its search.
    async up(db: Kysely<unknown>) {
      await sql`
        create table products (
          id text primary key,
          number integer not null unique,
          name text not null,
          category text not null,
          sku text not null,
          sku_key text not null unique,
          base_points integer not null check (base_points >= 0),
          base_cents integer not null check (base_cents >= 0),
          is_active boolean not null,
          created_date date not null,
          last_modified timestamptz not null,
          description text
        )`.execute(db);
      await sql`create index products_by_name on products ((lower(name) collate "C"), (lower(sku) collate "C"), (id collate "C"))`.execute(db);
      await sql`create index products_by_category on products (category)`.execute(db);
      const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
      await sql`create index products_search_name on products using gin (lower(name) ${ops})`.execute(db);
      await sql`create index products_search_sku on products using gin (lower(sku) ${ops})`.execute(db);
      await sql`create sequence products_number`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop sequence products_number`.execute(db);
      await db.schema.dropTable('products').execute();
    },
  },
  '0008_points_and_rewards': {
    // Points and rewards (docs/server.md, "Where the data lives"): each member's balance is a row that a
    // redemption lowers with `update … where balance >= cost`, so it never goes below zero, and every
    // change of it has its ledger row; a reward's stock cannot go below zero either. Members are the
    // portal's users, who stay in the document, so balances name them by id without a foreign key.
    async up(db: Kysely<unknown>) {
      await sql`
        create table reward_catalog (
          id text primary key,
          position integer not null unique,
          name text not null,
          category text not null,
          points integer not null check (points > 0),
          image text not null,
          stock integer not null check (stock >= 0),
          popular boolean not null
        )`.execute(db);
      await sql`
        create table points_balances (
          user_id text primary key,
          balance integer not null check (balance >= 0)
        )`.execute(db);
      await sql`
        create table points_ledger (
          id text primary key,
          user_id text not null references points_balances (user_id),
          number integer not null,
          day date not null,
          action text not null check (action in ('EARNED', 'REDEEMED')),
          item text not null,
          points integer not null,
          carried_forward boolean not null,
          unique (user_id, number)
        )`.execute(db);
      // A member's ledger, newest first: by day, then by entry.
      await sql`create index points_ledger_by_member on points_ledger (user_id, day, number)`.execute(db);
      await sql`
        create table reward_cart_lines (
          user_id text not null,
          reward_id text not null references reward_catalog (id),
          quantity integer not null check (quantity > 0),
          added bigint generated always as identity,
          primary key (user_id, reward_id)
        )`.execute(db);
      // The program's redemptions name members' rewards (reward_catalog) and the program catalogue's
      // (still in the document), so the reward is named by id only.
      await sql`
        create table reward_redemptions (
          id text primary key,
          number integer not null unique,
          reward_id text not null,
          participant_id text not null references participants (id),
          redeemed_on date not null,
          points integer not null check (points > 0)
        )`.execute(db);
      await sql`create index reward_redemptions_by_day on reward_redemptions (redeemed_on, reward_id)`.execute(db);
      await sql`create sequence reward_redemptions_number`.execute(db);
      // The offers a member activated (the offers themselves are the program's, in the document).
      await sql`
        create table offer_activations (
          user_id text not null,
          offer_id text not null,
          activated_at timestamptz not null,
          primary key (user_id, offer_id)
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('offer_activations').execute();
      await sql`drop sequence reward_redemptions_number`.execute(db);
      await db.schema.dropTable('reward_redemptions').execute();
      await db.schema.dropTable('reward_cart_lines').execute();
      await db.schema.dropTable('points_ledger').execute();
      await db.schema.dropTable('points_balances').execute();
      await db.schema.dropTable('reward_catalog').execute();
    },
  },
  '0009_events': {
    // Upcoming events and registrations (docs/server.md, "Where the data lives"). A registration takes a
    // spot (`spots_left`, null when the event does not count them), which can never go below zero; the
    // event's descriptive fields (title, place, texts) are one jsonb value, since no screen filters on them.
    async up(db: Kysely<unknown>) {
      await sql`
        create table events (
          id text primary key,
          starts_at timestamptz not null,
          ends_at timestamptz not null,
          spots_left integer check (spots_left >= 0),
          content jsonb not null
        )`.execute(db);
      await sql`create index events_by_end on events (ends_at)`.execute(db);
      await sql`
        create table event_registrations (
          event_id text not null references events (id) on delete cascade,
          user_id text not null,
          registered_at timestamptz not null,
          number bigint generated always as identity,
          primary key (event_id, user_id)
        )`.execute(db);
      await sql`create index event_registrations_by_member on event_registrations (user_id, number)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_registrations').execute();
      await db.schema.dropTable('events').execute();
    },
  },
  '0010_fund_transactions': {
    // Marketing fund transactions (docs/server.md, "Where the data lives"): money in whole cents, accruals
    // positive and claims negative; a dealership's transactions newest first, by day then entry.
    async up(db: Kysely<unknown>) {
      await sql`
        create table fund_transactions (
          id text primary key,
          number integer not null,
          dealership_id text not null,
          fund text not null check (fund in ('COOP', 'MDF')),
          day date not null,
          description text not null,
          amount_cents integer not null,
          status text not null,
          category text not null,
          campaign_date date,
          pre_approval_reference text,
          submitted_by text
        )`.execute(db);
      await sql`create index fund_transactions_by_dealership on fund_transactions (dealership_id, day, number)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('fund_transactions').execute();
    },
  },
  '0011_claim_lifecycle': {
    // The claim lifecycle (docs/server.md, "Claims and their history"): each claim's evidence, when it
    // was sent back for information, and its history. History rows are appended and never changed: a
    // trigger refuses any update or delete of one (a reset of the demo data empties the table whole).
    async up(db: Kysely<unknown>) {
      await sql`
        alter table claims
          add column serial_number text not null default '',
          add column quantity integer not null default 1 check (quantity > 0),
          add column installed_on date,
          add column invoice_number text not null default '',
          add column attachment jsonb,
          add column info_requested_at timestamptz`.execute(db);
      await sql`update claims set installed_on = submitted_on`.execute(db);
      await sql`alter table claims alter column installed_on set not null`.execute(db);
      await sql`
        create table claim_history (
          claim_id text not null references claims (id),
          seq integer not null check (seq > 0),
          at timestamptz not null,
          actor_id text,
          actor_name text not null,
          actor_role text not null check (actor_role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')),
          action text not null check (action in ('SUBMITTED', 'INFO_REQUESTED', 'RESUBMITTED', 'APPROVED', 'REJECTED', 'PAID')),
          from_status text,
          to_status text not null,
          from_amount_cents integer,
          to_amount_cents integer,
          note text,
          attachment jsonb,
          primary key (claim_id, seq)
        )`.execute(db);
      await sql`
        create function claim_history_is_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'claim history entries are never changed or deleted' using errcode = 'P0001';
        end
        $$`.execute(db);
      await sql`
        create trigger claim_history_append_only before update or delete on claim_history
        for each row execute function claim_history_is_append_only()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('claim_history').execute();
      await sql`drop function claim_history_is_append_only()`.execute(db);
      await sql`
        alter table claims drop column serial_number, drop column quantity, drop column installed_on,
          drop column invoice_number, drop column attachment, drop column info_requested_at`.execute(db);
    },
  },
  '0012_claim_files': {
    // Evidence files (docs/server.md, "Evidence files"): the bytes of a file a participant uploaded for
    // a claim, with who uploaded it and, once an answer carried it, the claim it belongs to. A file no
    // answer carried within a day is removed by the next upload.
    async up(db: Kysely<unknown>) {
      await sql`
        create table claim_files (
          id text primary key,
          owner_user_id text not null,
          claim_id text references claims (id),
          name text not null check (char_length(name) between 1 and 200),
          type text not null,
          size integer not null check (size > 0),
          sha256 text not null,
          content bytea not null,
          created_at timestamptz not null
        )`.execute(db);
      await sql`create index claim_files_waiting on claim_files (owner_user_id, created_at) where claim_id is null`.execute(db);
      await sql`create index claim_files_claim on claim_files (claim_id) where claim_id is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('claim_files').execute();
    },
  },
  '0013_reviews': {
    // Customer reviews and the dealer's responses (docs/server.md, "Where the data lives"). The list is
    // newest first (day, then id by code units) and pages by that key; each filter of the screen (needs a
    // response, stars, product, source) has an index that ends with the same key, and the date range uses
    // the key's own. A response is three columns, all set or all null, and only one per review.
    async up(db: Kysely<unknown>) {
      await sql`
        create table reviews (
          id text primary key,
          customer text not null,
          rating smallint not null check (rating between 1 and 5),
          day date not null,
          verified boolean not null,
          comment text not null,
          product text not null,
          helpful_count integer not null check (helpful_count >= 0),
          source text not null check (source in ('GOOGLE', 'YELP', 'FACEBOOK', 'DEALER_LOCATOR')),
          response_text text check (char_length(response_text) between 1 and 2000),
          responded_at timestamptz,
          response_author text,
          check ((response_text is null) = (responded_at is null) and (response_text is null) = (response_author is null))
        )`.execute(db);
      await sql`create index reviews_newest on reviews (day, id collate "C")`.execute(db);
      await sql`create index reviews_unanswered on reviews (day, id collate "C") where response_text is null`.execute(db);
      await sql`create index reviews_by_rating on reviews (rating, day, id collate "C")`.execute(db);
      await sql`create index reviews_by_product on reviews (product, day, id collate "C")`.execute(db);
      await sql`create index reviews_by_source on reviews (source, day, id collate "C")`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reviews').execute();
    },
  },
  '0014_training': {
    // Training (docs/server.md, "Where the data lives"): the course catalogue and the advanced paths,
    // members' enrolments, certifications, learning days and recognitions, webinars and their
    // registrations, and the leaderboard's other dealers. Descriptive fields no screen filters on are one
    // jsonb value. A member is enrolled in a course once, holds a path's certification once, registers
    // for a webinar once and has one learning day per day: primary keys and a unique index say so.
    async up(db: Kysely<unknown>) {
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
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['training_leaders', 'recognitions', 'training_activity', 'webinar_registrations', 'webinars', 'certifications', 'certification_paths', 'course_progress', 'training_courses']) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '0015_admin_promotions': {
    // The promotions administrators manage (docs/server.md, "Where the data lives"). The list is newest
    // first by the number of the `PROMO-###` id, which the `admin_promotions_number` sequence hands out
    // (a deleted promotion's number is never given again), and pages by (number, id). The status filter
    // reads the stored status (pending, drafts, rejected, sent back) or, for a live promotion, its dates
    // against today; the search reads id and name through trigram indexes. The rules of the screen's
    // form hold here too: names, multipliers, descriptions and notes within their lengths, the last day
    // not before the first, a submission and a decision each named and dated, or neither.
    async up(db: Kysely<unknown>) {
      await sql`
        create table admin_promotions (
          id text primary key,
          number integer not null unique check (number > 0),
          name text not null check (char_length(name) between 1 and 120),
          type text not null check (type in ('BONUS_POINTS', 'SALES_CONTEST', 'SPIFF', 'POINTS_MULTIPLIER')),
          multiplier text not null check (char_length(multiplier) between 1 and 40),
          status text not null check (status in ('ACTIVE', 'PENDING', 'SCHEDULED', 'EXPIRED', 'DRAFT', 'REJECTED', 'CHANGES_REQUESTED')),
          start_date date not null,
          end_date date not null,
          participants integer not null check (participants >= 0),
          submitted_by text,
          submitted_at date,
          target_products text not null check (target_products in ('ALL_PRODUCTS', 'RESIDENTIAL_SYSTEMS', 'COMMERCIAL_SYSTEMS', 'PARTS_ACCESSORIES')),
          description text check (char_length(description) between 1 and 2000),
          auto_enroll boolean not null,
          review_note text check (char_length(review_note) between 1 and 1000),
          reviewed_by text,
          reviewed_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          check (end_date >= start_date),
          check ((submitted_by is null) = (submitted_at is null)),
          check ((reviewed_by is null) = (reviewed_at is null))
        )`.execute(db);
      await sql`create index admin_promotions_newest on admin_promotions (number, id collate "C")`.execute(db);
      await sql`create index admin_promotions_by_status on admin_promotions (status, number, id collate "C")`.execute(db);
      await sql`create index admin_promotions_live on admin_promotions (end_date, start_date) where status in ('ACTIVE', 'SCHEDULED', 'EXPIRED')`.execute(db);
      const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
      await sql`create index admin_promotions_search_name on admin_promotions using gin (lower(name) ${ops})`.execute(db);
      await sql`create index admin_promotions_search_id on admin_promotions using gin (lower(id) ${ops})`.execute(db);
      await sql`create sequence admin_promotions_number`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop sequence admin_promotions_number`.execute(db);
      await db.schema.dropTable('admin_promotions').execute();
    },
  },
  '0016_earn_rates': {
    // Base earn rates and the versions they replaced (docs/server.md, "Where the data lives"). The list
    // is by category in the catalogue's order, product type (lower-cased, by code units), tier (Basic,
    // Standard, Premium) and id, and pages by that key: two functions give a category's and a tier's place,
    // and the list's index and the tier filter's are on them. The search reads category and product type
    // through trigram indexes. One rate per category, product type and tier (compared lower-cased, as the
    // portal's validation does) is a unique index; ids come from the `earn_rates_number` sequence. A
    // version names its rate and is unique by the day it took effect, which is before the day it ended.
    async up(db: Kysely<unknown>) {
      await sql`
        create function earn_rate_category_rank(category text) returns integer language sql immutable parallel safe as $$
          select array_position(array['Installation Parts', 'Filters & Accessories', 'Refrigeration Parts', 'Sensors & Controls',
            'Motors & Components', 'Tools & Supplies', 'Indoor Air Quality', 'Electrical Components', 'Drainage Systems',
            'Maintenance Supplies']::text[], category) - 1
        $$`.execute(db);
      await sql`
        create function earn_rate_tier_rank(tier text) returns integer language sql immutable parallel safe as $$
          select case tier when 'BASIC' then 0 when 'STANDARD' then 1 else 2 end
        $$`.execute(db);
      await sql`
        create table earn_rates (
          id text primary key,
          number integer not null unique check (number > 0),
          category text not null check (earn_rate_category_rank(category) is not null),
          product_type text not null check (char_length(product_type) between 1 and 80),
          base_points integer not null check (base_points >= 0),
          base_cents bigint not null check (base_cents >= 0),
          tier text not null check (tier in ('BASIC', 'STANDARD', 'PREMIUM')),
          last_updated date not null,
          effective_from date not null check (effective_from <= last_updated)
        )`.execute(db);
      await sql`create unique index earn_rates_key on earn_rates (lower(category), lower(product_type), tier)`.execute(db);
      await sql`
        create index earn_rates_order on earn_rates
          (earn_rate_category_rank(category), (lower(product_type) collate "C"), earn_rate_tier_rank(tier), (id collate "C"))`.execute(db);
      await sql`
        create index earn_rates_by_tier on earn_rates
          (tier, earn_rate_category_rank(category), (lower(product_type) collate "C"), earn_rate_tier_rank(tier), (id collate "C"))`.execute(db);
      const ops = sql.raw(`${await trigramSchema(db)}.gin_trgm_ops`);
      await sql`create index earn_rates_search_category on earn_rates using gin (lower(category) ${ops})`.execute(db);
      await sql`create index earn_rates_search_type on earn_rates using gin (lower(product_type) ${ops})`.execute(db);
      await sql`create sequence earn_rates_number`.execute(db);
      await sql`
        create table earn_rate_versions (
          rate_id text not null references earn_rates (id) on delete cascade,
          category text not null,
          product_type text not null,
          base_points integer not null check (base_points >= 0),
          base_cents bigint not null check (base_cents >= 0),
          tier text not null check (tier in ('BASIC', 'STANDARD', 'PREMIUM')),
          effective_from date not null,
          effective_until date not null,
          primary key (rate_id, effective_from),
          check (effective_until > effective_from)
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('earn_rate_versions').execute();
      await sql`drop sequence earn_rates_number`.execute(db);
      await db.schema.dropTable('earn_rates').execute();
      await sql`drop function earn_rate_tier_rank(text)`.execute(db);
      await sql`drop function earn_rate_category_rank(text)`.execute(db);
    },
  },
  '0017_report_runs': {
    // The reports administrators generated (docs/server.md, "Where the data lives"): who, which and
    // when, newest first by the identity each run is given (the primary key's index answers the latest
    // and the trim past them). The kind is one of the four reports the portal builds.
    async up(db: Kysely<unknown>) {
      await sql`
        create table report_runs (
          id bigint generated always as identity primary key,
          kind text not null check (kind in ('CLAIMS_SUMMARY', 'PARTICIPANT_ACTIVITY', 'FINANCIAL_SUMMARY', 'REWARD_REDEMPTION')),
          generated_at timestamptz not null,
          generated_by text not null
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('report_runs').execute();
    },
  },
  '0018_meeting_requests': {
    // The meetings dealers ask their territory manager for on Resources (docs/server.md, "Where the data
    // lives"): numbered `MTG-0001` on, by dealer in the order made, one per dealer, start, length and topic
    // (a unique index, which the same request sent twice at once meets), lengths and topics as the form allows.
    async up(db: Kysely<unknown>) {
      await sql`
        create table meeting_requests (
          id text primary key,
          number integer not null unique check (number > 0),
          user_id text not null,
          starts_at timestamptz not null,
          duration_minutes integer not null check (duration_minutes between 15 and 240),
          topic text not null check (char_length(topic) between 1 and 500 and topic = btrim(topic)),
          with_name text not null,
          with_email text not null,
          requested_at timestamptz not null,
          unique (user_id, starts_at, duration_minutes, topic)
        )`.execute(db);
      await sql`create index meeting_requests_by_member on meeting_requests (user_id, number)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('meeting_requests').execute();
    },
  },
  '0019_deleted_products': {
    // Product Management's undo list (docs/server.md, "Where the data lives"): each deleted product whole,
    // as `products` keeps it (money in whole cents), with when it was deleted, newest first by the order
    // deletions were kept in (`deletion`, the identity each row is given; its unique index answers the list
    // and the trim past the last 20). A product is on the list once: a restore takes it off by its id.
    async up(db: Kysely<unknown>) {
      await sql`
        create table deleted_products (
          id text primary key,
          deletion bigint generated always as identity unique,
          name text not null,
          category text not null,
          sku text not null,
          base_points integer not null check (base_points >= 0),
          base_cents integer not null check (base_cents >= 0),
          is_active boolean not null,
          created_date date not null,
          last_modified timestamptz not null,
          description text,
          deleted_at timestamptz not null
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deleted_products').execute();
    },
  },
  '0020_users': {
    // The portal's users (docs/server.md, "Where the data lives"): the profile each account signs in as,
    // with its notification preferences (one JSON object, which a change merges into), the dealerships
    // whose dealers keep their business details here, and the password resets asked for. An account's
    // user is a foreign key, so "reset demo data" keeps the users that accounts sign in as; it is not
    // checked for accounts made before this migration (their users move here when the server starts).
    async up(db: Kysely<unknown>) {
      await sql`
        create table dealerships (
          id text primary key,
          business_name text not null,
          dealer_number text not null,
          business_type text check (business_type in ('DEALER', 'CONTRACTOR', 'DISTRIBUTOR', 'INSTALLER', 'SERVICE')),
          street_address text not null,
          city text not null,
          state text not null,
          zip_code text not null,
          business_phone text not null,
          website text not null,
          year_established text not null
        )`.execute(db);
      await sql`
        create table users (
          id text primary key,
          number bigint generated always as identity unique,
          role text not null check (role in ('DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN')),
          first_name text not null,
          last_name text not null,
          email text not null,
          phone text not null,
          job_title text not null,
          avatar_url text,
          dealership_id text references dealerships (id),
          participant_id text,
          organization text,
          location text,
          notification_preferences jsonb not null check (jsonb_typeof(notification_preferences) = 'object'),
          password_updated_at timestamptz
        )`.execute(db);
      await sql`create index users_by_participant on users (participant_id, number)`.execute(db);
      await sql`create index users_by_email on users (lower(email))`.execute(db);
      await sql`create index users_by_role on users (role, number)`.execute(db);
      await sql`
        create table password_reset_requests (
          number bigint generated always as identity primary key,
          email text not null,
          requested_at timestamptz not null
        )`.execute(db);
      await sql`alter table accounts add constraint accounts_user foreign key (user_id) references users (id) not valid`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table accounts drop constraint accounts_user`.execute(db);
      await db.schema.dropTable('password_reset_requests').execute();
      await db.schema.dropTable('users').execute();
      await db.schema.dropTable('dealerships').execute();
    },
  },
};

/** The schema of the database's pg_trgm extension (quoted when it must be), installing it first when it is missing. */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const find = async () =>
    (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const found = await find();
  if (found) return found;
  try {
    await sql`create extension pg_trgm`.execute(db);
  } catch (error) {
    // Another schema's migration installed it at the same moment.
    const raced = await find();
    if (raced) return raced;
    throw error;
  }
  const installed = await find();
  if (!installed) throw new Error('pg_trgm was installed but is not in pg_extension');
  return installed;
}

export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

/**
 * The server's migrations with the tables of the domains that bring their own (`migrations` in a
 * descriptor, domain/domains/define.ts); a name the server's migrations or another domain's already
 * use is refused, naming the domain.
 */
export function migrationsWith(domains: readonly AnyDomain[]): Record<string, Migration> {
  const all: Record<string, Migration> = { ...MIGRATIONS };
  for (const domain of domains) {
    for (const [name, migration] of Object.entries(domain.migrations ?? {})) {
      if (name in all) throw new Error(`The ${domain.name} domain's migration ${name} has the name of another migration`);
      all[name] = migration;
    }
  }
  return all;
}

/** Applies every migration not yet applied; throws with the failing migration's error. */
/**
 * PostgreSQL's codes for a schema or table that vanished while a statement ran. Kysely's migrator first
 * lists the tables of every schema of the database to find its own; when another application drops a
 * schema at that moment (test runs and benchmarks drop their scratch schemas), that listing fails.
 */
const VANISHED = new Set(['3F000', '42P01']);
const ATTEMPTS = 5;

export async function migrateToLatest(db: Kysely<unknown>, migrations: Record<string, Migration> = MIGRATIONS): Promise<MigrationResultSet['results']> {
  // The migrator's own tables go in the connection's current schema. Without a schema named, Kysely looks
  // for them in every schema of the database and takes another schema's for its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return results;
    // The migrations run in one transaction, so a failed attempt changed nothing: another one is safe.
    const code = (error as { code?: unknown }).code;
    if (attempt < ATTEMPTS && typeof code === 'string' && VANISHED.has(code)) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
