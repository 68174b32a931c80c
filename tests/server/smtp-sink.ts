import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/**
 * A real SMTP server on a loopback port for the mail tests: it takes every message (no sign-in, no TLS)
 * and keeps it as mailparser reads it.
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
      await expect.poll(() => to(recipient).length, { timeout: 45_000, interval: 50 }).toBeGreaterThanOrEqual(count);
      return to(recipient);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
