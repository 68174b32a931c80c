import { randomUUID } from 'node:crypto';
import type { Resolvers } from '../../domain/__generated__/resolvers-types';
import type { Context } from '../../domain/context';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID, SAMPLE_DEALERSHIP_ID } from '../../domain/fixtures/constants';
import type { UserRow } from '../../domain/fixtures/session';
import { requireViewer } from '../../domain/lib/auth';
import { forbidden } from '../../domain/lib/errors';
import { profileSetupChanges, toProfile, toSession, toUser } from '../../domain/lib/users';
import { SAMPLE_USER_IDS } from '../../domain/repositories/users';
import { withUser } from '../../domain/resolvers/profile-settings';
import {
  Rules,
  TERMS_REQUIRED,
  isValidEmail,
  validateChangePassword,
  validateProfileSetup,
  validateSetPassword,
  validateSignIn,
  validateSignUpAccount,
  normalizeDealerNumber,
  PASSWORD_LINK_CLOSED,
  type FieldError,
} from '../../src/lib/validation';
import { NEW_USER_PREFERENCES, normalizeEmail } from '../accounts/accounts';
import { createPasswordLink, RESET_LINK_MS, setPasswordUrl, setPasswordWithLink } from '../accounts/password-links';
import { passwordResetMessage } from '../mail/messages';
import { enqueue } from '../mail/outbox';
import { PROVIDER_LABELS } from '../accounts/oidc';
import { portalOrigin, serverOf, sessionCookieAttributes, sessionCookieName, viewerFor } from '../context';

/** The server's own rule beyond the sign-up hint (docs/product.md, "Validation"): a password of at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;


async function setSessionCookie(ctx: Context, token: string, expires: Date): Promise<void> {
  const { request, settings } = serverOf(ctx);
  await request.cookieStore?.set({
    name: sessionCookieName(settings),
    value: token,
    expires: expires.getTime(),
    ...sessionCookieAttributes(settings),
    domain: null,
  });
}


function tooManyResetRequests(retryMs: number): FieldError {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return { field: null, message: `Too many password reset requests. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`, code: 'RATE_LIMITED' };
}

async function clearSessionCookie(ctx: Context): Promise<void> {
  const { request, settings } = serverOf(ctx);
  // Expired with the attributes it was set with: a `__Host-` cookie is only replaced by a Secure one.
  await request.cookieStore?.set({ name: sessionCookieName(settings), value: '', expires: 0, ...sessionCookieAttributes(settings), domain: null });
}

/**
 * The accounts side of the session when the HTTP server answers: real accounts with passwords,
 * sessions in the database behind a cookie, the role switcher and "reset demo data" in demo mode only.
 * These fields replace the in-browser server's (domain/resolvers/mutations/session.ts); the rules both keep
 * (validation, the payloads) come from the same modules.
 */
export const accountsResolvers: Resolvers = {
  Mutation: {
    signIn: async (_parent, { input }, ctx) => {
      const server = serverOf(ctx);
      if (input.provider) {
        // A provider signs in through the browser's visit to its own page (server/accounts/oidc.ts), not here.
        const label = PROVIDER_LABELS[input.provider];
        const configured = (input.provider === 'MICROSOFT' ? server.settings.oidc.microsoft : server.settings.oidc.google) !== null;
        const error: FieldError = configured
          ? { field: null, message: `Sign-in with ${label} continues on ${label}'s page: open /auth/${input.provider.toLowerCase()}/start.`, code: 'INVALID' }
          : { field: null, message: `Sign-in with ${label} is not configured on this server.`, code: 'NOT_CONFIGURED' };
        return { session: toSession(ctx), errors: [error] };
      }
      const invalid = validateSignIn({ email: input.email, password: input.password });
      if (invalid.length > 0) return { session: toSession(ctx), errors: invalid };
      const checked = await server.accounts.verify(server.sql, server.throttle, input.email ?? '', input.password ?? '', server.clientAddress);
      if ('errors' in checked) {
        server.answerDelayMs = checked.delayMs;
        return { session: toSession(ctx), errors: checked.errors };
      }
      const { account } = checked;
      if (server.auth) await server.accounts.endSession(server.sql, server.auth.token);
      const { token, expiresAt } = await server.accounts.startSession(server.sql, account, input.rememberMe ?? false, ctx.now());
      await setSessionCookie(ctx, token, expiresAt);
      server.auth = { token, account };
      ctx.session.signIn(account.role);
      ctx.viewer = await viewerFor(ctx.repositories.users, account, account.role, ctx.config.demo);
      return { session: toSession(ctx), errors: [] };
    },
    signOut: async (_parent, _args, ctx) => {
      const server = serverOf(ctx);
      if (server.auth) await server.accounts.endSession(server.sql, server.auth.token);
      await clearSessionCookie(ctx);
      server.auth = null;
      ctx.session.signOut();
      ctx.viewer = null;
      return { session: toSession(ctx), errors: [] };
    },
    switchRole: async (_parent, { input }, ctx) => {
      requireViewer(ctx);
      const server = serverOf(ctx);
      if (!ctx.config.demo || !server.auth) throw forbidden();
      await server.accounts.setSessionRole(server.sql, server.auth.token, input.role);
      ctx.session.switchRole(input.role);
      ctx.viewer = await viewerFor(ctx.repositories.users, server.auth.account, input.role, true);
      return { session: toSession(ctx), errors: [] };
    },
    signUp: async (_parent, { input }, ctx) => {
      const server = serverOf(ctx);
      const rules = new Rules();
      // Outside demo mode the dealer number is required: the administrators place the sign-up by it.
      for (const error of validateSignUpAccount(input, { dealerNumberRequired: !ctx.config.demo })) rules.add(error.field, error.message, error.code);
      if (!input.acceptTerms) rules.add('acceptTerms', TERMS_REQUIRED, 'REQUIRED');
      if (input.password && input.password.length < MIN_PASSWORD_LENGTH) rules.add('password', PASSWORD_TOO_SHORT, 'INVALID');
      const email = normalizeEmail(input.email);
      if (isValidEmail(email) && (await server.accounts.findByEmail(server.sql, email))) {
        rules.add('email', 'An account with this email already exists', 'CONFLICT');
      }
      if (rules.errors.length > 0) return { registration: null, errors: rules.errors };

      const role = input.accountType === 'DEALER' ? 'DEALER' : 'COMFORT_ADVISOR';
      const users = ctx.repositories.users;
      const registration = (id: string, enrolment: 'ACTIVE' | 'PENDING_APPROVAL') => ({
        id,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        accountType: input.accountType,
        createdAt: ctx.now().toISOString(),
        enrolment,
      });
      const newUser = (membership: Pick<UserRow, 'dealershipId' | 'participantId' | 'notificationPreferences'>): UserRow => ({
        id: `USR-${randomUUID()}`,
        role,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: '',
        jobTitle: '',
        avatarUrl: null,
        organization: null,
        location: null,
        passwordUpdatedAt: null,
        ...membership,
      });
      if (!ctx.config.demo) {
        // Outside demo mode a sign-up without an invitation belongs to no dealership: its user has none,
        // its account waits for an administrator's approval, and nobody is signed in (docs/server.md, "Accounts").
        const pendingUser = newUser({ dealershipId: null, participantId: null, notificationPreferences: { ...NEW_USER_PREFERENCES } });
        await users.add(pendingUser);
        const account = await server.accounts.requestEnrolment(
          server.sql,
          { email, password: input.password, role, userId: pendingUser.id },
          normalizeDealerNumber(input.dealerNumber),
          ctx.now(),
        );
        return { registration: registration(account.id, 'PENDING_APPROVAL'), errors: [] };
      }

      // In demo mode a new account joins the sample dealership as its own user (docs/server.md, "Accounts").
      const template = await users.byId(SAMPLE_USER_IDS[role]);
      const user = newUser({
        dealershipId: SAMPLE_DEALERSHIP_ID,
        participantId: role === 'DEALER' ? DEALER_PARTICIPANT_ID : ADVISOR_PARTICIPANT_ID,
        notificationPreferences: { ...(template?.user.notificationPreferences ?? NEW_USER_PREFERENCES) },
      });
      // The user first: the account names it.
      await users.add(user);
      const account = await server.accounts.create(server.sql, { email, password: input.password, role, userId: user.id });
      // Signed in at once, so the profile step that follows saves as this account.
      const { token, expiresAt } = await server.accounts.startSession(server.sql, account, false, ctx.now());
      await setSessionCookie(ctx, token, expiresAt);
      server.auth = { token, account };
      ctx.session.signIn(role);
      ctx.viewer = { user, role, dealership: template?.dealership ?? null };
      return { registration: registration(account.id, 'ACTIVE'), errors: [] };
    },
    completeProfileSetup: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const errors = validateProfileSetup(input);
      if (errors.length > 0) return { session: toSession(ctx), profile: null, errors };
      // The business profile is the dealer's to set; an advisor's answers keep only their own preferences.
      const users = ctx.repositories.users;
      const changes = profileSetupChanges(input);
      const dealership = viewer.role === 'DEALER' && viewer.dealership ? await users.updateDealership(viewer.dealership.id, changes.dealership) : viewer.dealership;
      const user = await users.updatePreferences(viewer.user.id, changes.preferences);
      const changed = withUser(ctx, { ...viewer, dealership }, user);
      return { session: toSession(ctx), profile: toProfile(changed.user, changed.dealership), errors: [] };
    },
    changePassword: async (_parent, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const server = serverOf(ctx);
      const answer = (errors: FieldError[], shown = viewer) => ({ profile: toProfile(shown.user, shown.dealership), user: toUser(shown.user, shown.dealership), errors });
      const invalid = validateChangePassword(input);
      if (input.newPassword && input.newPassword.length < MIN_PASSWORD_LENGTH && !invalid.some((error) => error.field === 'newPassword')) {
        invalid.push({ field: 'newPassword', message: PASSWORD_TOO_SHORT, code: 'INVALID' });
      }
      if (invalid.length > 0) return answer(invalid);
      // After a role switch (demo mode) the viewer is a sample user: the password is the account's own.
      if (!server.auth) throw forbidden();
      const changed = await server.accounts.changePassword(server.sql, server.auth.account, server.auth.token, input.currentPassword, input.newPassword, ctx.now());
      if (!('token' in changed)) return answer(changed.errors);
      // Every other session of the account has ended; this one goes on under a new token.
      await setSessionCookie(ctx, changed.token, changed.expiresAt);
      server.auth = { ...server.auth, token: changed.token };
      return answer([], withUser(ctx, viewer, await ctx.repositories.users.passwordChanged(viewer.user.id, ctx.now().toISOString())));
    },
    requestPasswordReset: async (_parent, { input }, ctx) => {
      const errors = new Rules().email('email', input.email).errors;
      if (errors.length > 0) return { email: null, errors };
      const server = serverOf(ctx);
      const email = normalizeEmail(input.email);
      // Counted whether or not the address has an account, so the answer tells nobody which addresses do.
      const attempt = await server.resetThrottle.attempt(server.sql, email, server.clientAddress);
      if (!attempt.allowed) return { email: null, errors: [tooManyResetRequests(attempt.retryMs)] };
      await ctx.repositories.users.requestPasswordReset({ email, requestedAt: ctx.now().toISOString() });
      const account = await server.accounts.findByEmail(server.sql, email);
      if (account) {
        // The link's token and its message are written in this operation's transaction: both stay, or neither.
        const token = await createPasswordLink(server.sql, account, 'reset', ctx.now(), RESET_LINK_MS);
        await enqueue(server.sql, passwordResetMessage(account.email, setPasswordUrl(portalOrigin(serverOf(ctx).request, serverOf(ctx).settings), token), RESET_LINK_MS / 60_000));
        server.mailQueued = true;
      }
      return { email, errors: [] };
    },
    setPassword: async (_parent, { input }, ctx) => {
      const errors = validateSetPassword({ password: input.password });
      if (errors.length > 0) return { email: null, signedIn: false, errors };
      const server = serverOf(ctx);
      const used = await setPasswordWithLink(server.sql, input.token, input.password, ctx.now());
      if (!used) return { email: null, signedIn: false, errors: [{ field: 'token', message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }] };
      const { account, purpose } = used;
      if (purpose === 'invite' && account.status === 'active') {
        // An invitation followed: the account is active and the person signed in, on to Profile Setup (docs/server.md, "Invitations").
        const { token, expiresAt } = await server.accounts.startSession(server.sql, account, false, ctx.now());
        await setSessionCookie(ctx, token, expiresAt);
        server.auth = { token, account };
        ctx.session.signIn(account.role);
        ctx.viewer = await viewerFor(ctx.repositories.users, account, account.role, ctx.config.demo);
        return { email: account.email, signedIn: true, errors: [] };
      }
      // Every session of the account has ended, this browser's too when it was one of them.
      if (server.auth?.account.id === account.id) {
        await clearSessionCookie(ctx);
        server.auth = null;
        ctx.session.signOut();
        ctx.viewer = null;
      }
      return { email: account.email, signedIn: false, errors: [] };
    },
    resetDemoData: async (_parent, _args, ctx) => {
      requireViewer(ctx);
      const server = serverOf(ctx);
      if (!ctx.config.demo || !server.auth) throw forbidden();
      await server.resetDemoData();
      ctx.viewer = await viewerFor(ctx.repositories.users, server.auth.account, ctx.session.role, true);
      return { ok: true, errors: [] };
    },
  },
};
