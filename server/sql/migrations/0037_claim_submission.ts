import { sql, type Kysely } from 'kysely';

// Claims submitted in the portal (docs/product.md, "Submitting a claim" and "Claim checks"; docs/server.md,
// "Claims and their history").
//
// - A submitted claim keeps its model, the customer's ZIP code and the instant it was submitted; the
//   sample claims, made before the portal asked, have none.
// - `flags` holds what the checks found at submission or the last resubmission; a partial index serves
//   the "Flagged" filter.
// - `serial_key` and `invoice_key` are the serial and invoice numbers as the checks compare them
//   (upper-cased, letters and digits only), written by the server with each claim
//   (`comparisonKeyOf`, domain/lib/claims/equipment.ts) and filled here for the claims kept so far.
// - `claim_numbers` numbers new claims after every claim kept: a member's transaction sees only their
//   own dealership's claims, so the next number cannot come from `max(number)`.
// - `claim_matches` finds the other claims with a serial (anywhere) or an invoice number (in the
//   dealership). It runs as the tables' owner, past the row-level security a member's operation runs
//   under: the checks compare with the whole network, and what they find is shown to administrators
//   only. It returns ids, dealerships and statuses, nothing else of another dealership's claims.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table claims
      add column model text,
      add column customer_zip text,
      add column submitted_at timestamptz,
      add column flags jsonb not null default '[]'::jsonb,
      add column serial_key text not null default '',
      add column invoice_key text not null default ''`.execute(db);
  await sql`
    update claims set
      serial_key = regexp_replace(upper(serial_number), '[^A-Z0-9]', '', 'g'),
      invoice_key = regexp_replace(upper(invoice_number), '[^A-Z0-9]', '', 'g')`.execute(db);
  await sql`create index claims_by_serial on claims (serial_key) where serial_key <> ''`.execute(db);
  await sql`create index claims_by_invoice on claims (dealer_id, invoice_key) where invoice_key <> ''`.execute(db);
  await sql`create index claims_by_submitter on claims (participant_id, submitted_at) where submitted_at is not null`.execute(db);
  await sql`create index claims_flagged on claims (submitted_on, number) where flags <> '[]'::jsonb`.execute(db);

  await sql`create sequence claim_numbers start 1001 minvalue 1`.execute(db);
  await sql`select setval('claim_numbers', coalesce(max(number), 1000)) from claims`.execute(db);

  await sql`
    create function claim_matches(p_serial text, p_invoice text, p_dealer text, p_except text)
    returns table (id text, dealer_id text, status text, same_serial boolean, same_invoice boolean)
    language sql stable security definer set search_path from current as $$
      select c.id, c.dealer_id, c.status, c.serial_key = p_serial, (c.dealer_id = p_dealer and c.invoice_key = p_invoice)
      from claims c
      where c.status <> 'REJECTED' and c.id is distinct from p_except
        and ((p_serial <> '' and c.serial_key = p_serial) or (p_invoice <> '' and c.dealer_id = p_dealer and c.invoice_key = p_invoice))
      order by c.number
      limit 20
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop function claim_matches(text, text, text, text)`.execute(db);
  await sql`drop sequence claim_numbers`.execute(db);
  await sql`drop index claims_flagged`.execute(db);
  await sql`drop index claims_by_submitter`.execute(db);
  await sql`drop index claims_by_invoice`.execute(db);
  await sql`drop index claims_by_serial`.execute(db);
  await sql`
    alter table claims
      drop column model, drop column customer_zip, drop column submitted_at, drop column flags,
      drop column serial_key, drop column invoice_key`.execute(db);
}
