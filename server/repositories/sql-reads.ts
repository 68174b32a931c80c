import { sql, type RawBuilder } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SqlExecutor } from '../sql/database';

/**
 * A read that may share a statement with others (`SqlReads`): its query, and its answer from the rows
 * the query selects, each row as JSON reads it (a `bigint` as a number, a `date` as text when the query
 * casts it so, a `timestamptz` as ISO text).
 */
export interface SqlRead<Row, Answer> {
  query: RawBuilder<Row>;
  answer(rows: Row[]): Answer;
}

interface Queued {
  read: SqlRead<never, unknown>;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

/**
 * An operation's reads that go to the store together (docs/server.md, "Tenancy": "Reads that go
 * together"): the reads an operation asks for in one turn of the event loop (the dashboard's cards, its
 * banner and its slides) go as one statement, each read's rows a JSON array in a column of its own. A
 * statement is a round trip to the store and a write to its socket, which costs more than the reads of
 * a small dashboard themselves; one statement for all of them replaces nine. On a transaction the
 * statement runs in it, so the reads see what the operation's own statements do, held to its scope.
 */
export class SqlReads {
  private queued: Queued[] = [];

  constructor(private readonly db: SqlExecutor) {}

  /** Resolves with `read`'s answer once the statement it goes in has run. */
  read<Row, Answer>(read: SqlRead<Row, Answer>): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.queued.push({ read: read as unknown as SqlRead<never, unknown>, resolve: resolve as (answer: unknown) => void, reject });
      if (this.queued.length === 1) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    // The reads the rest of this turn asks for go in the same statement.
    await nextTurn();
    const reads = this.queued;
    this.queued = [];
    try {
      const columns = reads.map(({ read }, index) => sql`(select coalesce(json_agg(q), '[]'::json) from (${read.query}) q) as ${sql.ref(`r${index}`)}`);
      const { rows } = await sql<Record<string, unknown[]>>`select ${sql.join(columns)}`.execute(this.db);
      const row = rows[0];
      if (!row) throw new Error('The reads answered no row');
      reads.forEach(({ read, resolve, reject }, index) => {
        try {
          resolve(read.answer((row[`r${index}`] ?? []) as never[]));
        } catch (error) {
          reject(error);
        }
      });
    } catch (error) {
      for (const { reject } of reads) reject(error);
    }
  }
}
