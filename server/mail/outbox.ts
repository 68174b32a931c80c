import type { SqlExecutor } from '../sql/database';

/** What a message is about; each kind has its own wording (server/mail/messages.ts). */
export type MailKind = 'password_reset' | 'set_password' | 'invitation' | 'enrolment_approved' | 'enrolment_rejected';

/** A message to send, as the change that causes it writes it. */
export interface OutboxMessage {
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Writes a message to the outbox on `db`, which is the transaction of the change that causes it: the
 * message is sent only if that change is kept, and a rollback loses both (docs/server.md, "Mail"). The
 * delivery worker (server/mail/delivery.ts) sends it after the commit. Returns the message's id.
 */
export async function enqueue(db: SqlExecutor, message: OutboxMessage): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({ kind: message.kind, recipient: message.recipient, subject: message.subject, text_body: message.text, html_body: message.html ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
