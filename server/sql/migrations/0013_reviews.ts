import { sql, type Kysely } from 'kysely';

// Customer reviews and the dealer's responses (docs/server.md, "Where the data lives"). The list is
// newest first (day, then id by code units) and pages by that key; each filter of the screen (needs a
// response, stars, product, source) has an index that ends with the same key, and the date range uses
// the key's own. A response is three columns, all set or all null, and only one per review.
export async function up(db: Kysely<unknown>) {
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
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('reviews').execute();
}
