import { createTransport, type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { MailSettings } from '../config';
import type { Row, SqlDb } from '../sql/database';

/** How many messages one claim takes. */
const BATCH = 10;

/** Time limits of one SMTP conversation, well inside the lease (MailSettings.leaseMs). */
const SMTP_LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

type ClaimedMessage = Row<'outbox'>;

/** The wait before the next attempt after `attempts` failed ones: the base, doubling, at most the cap. */
export function retryDelayMs(attempts: number, settings: Pick<MailSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
}

/** The addresses a message's text carries (the links the logging fallback shows). */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/**
 * The outbox's delivery worker (docs/server.md, "Mail"). It claims due messages, sends each over SMTP
 * (SMTP_URL) and marks it sent; a failure records its error and the message is tried again later,
 * waiting longer after each failure. It looks for due messages every `pollIntervalMs` and when `wake`
 * is called (after a transaction that wrote a message commits in this process).
 *
 * A claim is one statement: the due messages' rows are locked with `for update skip locked` and their
 * next attempt is moved past the lease, so two processes on one PostgreSQL never claim one message.
 * The send happens after the claim has committed, outside any transaction (a slow SMTP server never
 * holds a database connection, which on PGlite would hold every request). Delivery is at least once:
 * a process that stops between the claim and the mark leaves the message due again when the lease runs
 * out, and it is sent again then.
 *
 * Without SMTP_URL each message's recipient, subject and links are logged at info level and it is marked
 * sent. With SMTP_URL a message's text (and its links) are never logged.
 */
export class MailDelivery {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: SqlDb,
    private readonly settings: MailSettings,
    private readonly logger: Logger,
  ) {
    this.transport = settings.smtpUrl ? createTransport({ url: settings.smtpUrl, ...SMTP_LIMITS }) : null;
  }

  /** Starts looking for due messages: now, then every poll interval. */
  start(): void {
    if (this.stopped) return;
    this.wake();
  }

  /** Looks for due messages now (or as soon as the look under way ends). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.deliverDue()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'the mail delivery worker could not read the outbox; it tries again'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), this.settings.pollIntervalMs);
        this.timer.unref();
      });
  }

  /** Stops looking, waits for the messages being sent, and closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
    this.transport = null;
  }

  /** Claims and sends due messages until none is due. */
  private async deliverDue(): Promise<void> {
    while (!this.stopped) {
      const claimed = await this.claim();
      for (const message of claimed) await this.deliver(message);
      if (claimed.length < BATCH) return;
    }
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const { rows } = await sql<ClaimedMessage>`
      update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${this.settings.leaseMs / 1000})
      where id in (
        select id from outbox
        where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning *`.execute(this.db);
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    const about = { mailId: String(message.id), kind: message.kind, attempt: message.attempts };
    try {
      if (this.transport) {
        await this.transport.sendMail({
          from: this.settings.from,
          to: message.recipient,
          subject: message.subject,
          text: message.text_body,
          ...(message.html_body ? { html: message.html_body } : {}),
        });
        this.logger.info(about, 'sent a message');
      } else {
        // No SMTP server configured: the message is shown to whoever runs the server, and counts as sent.
        this.logger.info({ ...about, to: message.recipient, subject: message.subject, links: linksIn(message.text_body) }, 'mail (SMTP_URL is not set, so it is logged instead of sent)');
      }
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    // A sent message keeps who it went to, what about and when, not its text: a link in it may still work.
    await this.db.updateTable('outbox').set({ sent_at: sql`now()`, last_error: null, text_body: '', html_body: null }).where('id', '=', message.id).execute();
  }

  private async failed(message: ClaimedMessage, error: unknown): Promise<void> {
    // Only the error's own words: never the message's text, which carries its link.
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const about = { mailId: String(message.id), kind: message.kind, attempt: message.attempts, error: reason };
    if (message.attempts >= this.settings.maxAttempts) {
      await this.db
        .updateTable('outbox')
        .set({ last_error: reason, next_attempt_at: sql`'infinity'::timestamptz` })
        .where('id', '=', message.id)
        .execute();
      this.logger.error(about, 'a message could not be sent and is given up');
      return;
    }
    const waitMs = retryDelayMs(message.attempts, this.settings);
    await this.db
      .updateTable('outbox')
      .set({ last_error: reason, next_attempt_at: sql`now() + make_interval(secs => ${waitMs / 1000})` })
      .where('id', '=', message.id)
      .execute();
    this.logger.warn({ ...about, retryInMs: waitMs }, 'a message could not be sent; it is tried again later');
  }
}
