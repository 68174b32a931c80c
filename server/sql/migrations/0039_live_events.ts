import { sql, type Kysely } from 'kysely';

// Live updates (docs/server.md, "Live updates"): claims, notifications and the points ledger announce
// each change on the channel `portal_live` with `pg_notify`, its payload a `LiveEvent`
// (domain/lib/live/events.ts) as JSON: ids and owners only, never the row. PostgreSQL delivers a
// notification when its transaction commits, and drops it when it rolls back, so a change is announced
// once it is saved and never otherwise; the same payload twice in one transaction is delivered once.
//
// Each schema has a channel of its own (`portal_live.<schema>` outside `public`), so
// portals sharing a database in schemas of their own (the server's suites do) never hear each other.
//
// A transaction that writes in bulk (seeding, "reset demo data") sets `portal.live` to `off` for itself
// (`set_config('portal.live', 'off', true)`) and announces nothing: the page reads again after a reset.
//
// The functions read nothing but the row and a setting, so they run as whoever writes, `portal_app`
// included (migration 0029), without `security definer`.

/** The schema's channel, as server/live.ts listens on it. */
const CHANNEL = sql.raw(`case when tg_table_schema = 'public' then 'portal_live' else 'portal_live.' || tg_table_schema end`);

export async function up(db: Kysely<unknown>) {
  await sql`
    create function live_claim_changed() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('portal.live', true), '') <> 'off' then
        perform pg_notify(${CHANNEL}, json_build_object(
          'topic', 'claim', 'claimId', new.id, 'dealershipId', new.dealer_id, 'participantId', new.participant_id)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function live_notification_changed() returns trigger language plpgsql as $$
    declare
      changed notifications%rowtype;
      kind text;
    begin
      if coalesce(current_setting('portal.live', true), '') = 'off' then return null; end if;
      if tg_op = 'DELETE' then changed := old; kind := 'DELETED';
      elsif tg_op = 'INSERT' then changed := new; kind := 'CREATED';
      else changed := new; kind := 'READ';
      end if;
      perform pg_notify(${CHANNEL}, json_build_object(
        'topic', 'notification', 'notificationId', changed.id, 'userId', changed.user_id, 'kind', kind)::text);
      return null;
    end $$`.execute(db);
  await sql`
    create function live_balance_changed() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('portal.live', true), '') <> 'off' then
        perform pg_notify(${CHANNEL}, json_build_object('topic', 'balance', 'userId', new.user_id)::text);
      end if;
      return null;
    end $$`.execute(db);

  await sql`create trigger live_claim_inserted after insert on claims for each row execute function live_claim_changed()`.execute(db);
  // A decision, a request for information, a resubmission or a payment moves the status or the version;
  // a finding moves the flags. Other column changes (an invoice key's normalisation) are not news.
  await sql`
    create trigger live_claim_updated after update on claims for each row
    when (old.status is distinct from new.status or old.version is distinct from new.version or old.flags is distinct from new.flags)
    execute function live_claim_changed()`.execute(db);
  await sql`create trigger live_notification_inserted after insert on notifications for each row execute function live_notification_changed()`.execute(db);
  await sql`
    create trigger live_notification_read after update on notifications for each row
    when (not old.read and new.read)
    execute function live_notification_changed()`.execute(db);
  await sql`create trigger live_notification_deleted after delete on notifications for each row execute function live_notification_changed()`.execute(db);
  await sql`create trigger live_balance_changed after insert on points_ledger for each row execute function live_balance_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop trigger live_claim_inserted on claims`.execute(db);
  await sql`drop trigger live_claim_updated on claims`.execute(db);
  await sql`drop trigger live_notification_inserted on notifications`.execute(db);
  await sql`drop trigger live_notification_read on notifications`.execute(db);
  await sql`drop trigger live_notification_deleted on notifications`.execute(db);
  await sql`drop trigger live_balance_changed on points_ledger`.execute(db);
  await sql`drop function live_claim_changed()`.execute(db);
  await sql`drop function live_notification_changed()`.execute(db);
  await sql`drop function live_balance_changed()`.execute(db);
}
