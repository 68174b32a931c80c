import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A real SMTP server on a loopback port for the mail tests (vitest's and the e2e suite's): it takes every
 * message (no sign-in, no TLS) and keeps it as mailparser reads it.
 */
export interface SmtpSink {
  port: number;
  received: ParsedMail[];
  /** The messages sent to `recipient` so far. */
  to(recipient: string): ParsedMail[];
  /** Waits until `count` messages to `recipient` have arrived (polling; the deadline is generous). */
  waitFor(recipient: string, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('The SMTP server has no address');
  const to = (recipient: string) => received.filter((mail) => [mail.to].flat().some((field) => field?.value.some((entry) => entry.address === recipient)));
  return {
    port: address.port,
    received,
    to,
    async waitFor(recipient, count = 1) {
      const deadline = Date.now() + 45_000;
      while (to(recipient).length < count) {
        if (Date.now() > deadline) {
          const seen = received.map((mail) => `${mail.subject ?? ''} to ${[mail.to].flat().map((field) => field?.text).join(', ')}`);
          throw new Error(`${count} message(s) to ${recipient} did not arrive within 45 s; received: ${seen.join('; ') || 'nothing'}`);
        }
        await delay(50);
      }
      return to(recipient);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
