import type { OutboxMessage } from './outbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The e-mail a password reset sends: the one-time link and how long it works. */
export function passwordResetMessage(recipient: string, link: string, validMinutes: number): OutboxMessage {
  const lifetime = validMinutes % 60 === 0 ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}` : `${validMinutes} minutes`;
  const text = [
    'Someone asked to reset the password of your Dealer Portal account.',
    '',
    'Choose a new password here:',
    link,
    '',
    `The link works once, for ${lifetime}. If you did not ask for it, ignore this message: your password stays as it is.`,
  ].join('\n');
  const html = [
    '<p>Someone asked to reset the password of your Dealer Portal account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>The link works once, for ${lifetime}. If you did not ask for it, ignore this message: your password stays as it is.</p>`,
  ].join('\n');
  return { kind: 'password_reset', recipient, subject: 'Reset your Dealer Portal password', text, html };
}
