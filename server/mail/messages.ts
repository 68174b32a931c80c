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

/** The e-mail an approved sign-up sends: the dealership joined and a link to sign in. */
export function enrolmentApprovedMessage(recipient: string, name: string, dealership: string, signInLink: string): OutboxMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Your request to join the dealer program was approved: your account now belongs to ${dealership}.`,
    '',
    'Sign in with the e-mail address and password you chose at sign-up:',
    signInLink,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>Your request to join the dealer program was approved: your account now belongs to ${escapeHtml(dealership)}.</p>`,
    `<p><a href="${escapeHtml(signInLink)}">Sign in to the Dealer Portal</a> with the e-mail address and password you chose at sign-up.</p>`,
  ].join('\n');
  return { kind: 'enrolment_approved', recipient, subject: 'Your Dealer Portal account is ready', text, html };
}

/** The e-mail a turned-down sign-up sends, with the administrator's reason when one was given. */
export function enrolmentRejectedMessage(recipient: string, name: string, reason: string | null): OutboxMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Your request to join the dealer program was not approved, so your Dealer Portal account cannot sign in.',
    ...(reason ? ['', 'The reason given:', reason] : []),
    '',
    "If you think this is a mistake, contact the program's support.",
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    '<p>Your request to join the dealer program was not approved, so your Dealer Portal account cannot sign in.</p>',
    ...(reason ? [`<p>The reason given:</p>\n<blockquote>${escapeHtml(reason)}</blockquote>`] : []),
    "<p>If you think this is a mistake, contact the program's support.</p>",
  ].join('\n');
  return { kind: 'enrolment_rejected', recipient, subject: 'Your Dealer Portal sign-up', text, html };
}

/** The e-mail an invitation sends (docs/server.md, "Invitations"): who is invited, as what, and the link to choose a password. */
export function invitationMessage(recipient: string, invitation: { firstName: string; roleLabel: string; dealership: string | null }, link: string, validDays: number): OutboxMessage {
  const as = invitation.dealership ? `${invitation.roleLabel} of ${invitation.dealership}` : invitation.roleLabel;
  const greeting = invitation.firstName ? `Hello ${invitation.firstName},` : 'Hello,';
  const intro = `You are invited to the Dealer Portal as ${as}.`;
  const closing = `The link works once, for ${validDays} days. Once your password is set you are signed in and can complete your profile. If you did not expect this invitation, ignore this message.`;
  const text = [greeting, '', intro, '', 'Choose your password here:', link, '', closing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { kind: 'invitation', recipient, subject: 'You are invited to the Dealer Portal', text, html };
}
