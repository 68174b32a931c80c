import type { MutationResolvers } from '../../__generated__/resolvers-types';
import {
  DEALERSHIP_INACTIVE,
  validateProfileSetup,
  validateSetPassword,
  validateSignIn,
  validateSignUpAccount,
  Rules,
  isValidEmail,
  PASSWORD_LINK_CLOSED,
  TERMS_REQUIRED,
} from '../../../src/lib/validation';
import { memoryDbOf, type Context } from '../../context';
import { requireViewer } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { delay } from '../../lib/mutation';
import { profileSetupChanges, toProfile, toSession } from '../../lib/users';
import { memoryViewer, SAMPLE_USER_IDS } from '../../repositories/users';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * After sign-in, profile setup or a role switch, the context must see the new viewer: in the browser,
 * the sample user of the role shown. (The HTTP server's accounts replace these fields: server/resolvers/accounts.ts.)
 */
function refreshViewer(ctx: Context): void {
  ctx.viewer = ctx.session.authenticated ? memoryViewer(memoryDbOf(ctx), ctx.session.role) : null;
}

/** The session's changes: sign-in and sign-out, sign-up, Profile Setup, a password reset request and its link, and the demo's role switch. */
export const sessionMutations: MutationResolvers = {
  signIn: async (_parent, { input }, ctx) => {
    if (!input.provider) {
      const errors = validateSignIn({ email: input.email, password: input.password });
      if (errors.length > 0) return { session: toSession(ctx), errors };
    }
    await delay(ctx.config.signInDelayMs);
    // Every sign-in makes the user the dealer sample user (docs/product.md, "States"), unless an
    // administrator deactivated their dealership on the Dealerships screen.
    const { data } = memoryDbOf(ctx);
    const dealer = data.users.find((user) => user.id === SAMPLE_USER_IDS.DEALER);
    if (data.dealers.some((row) => row.id === dealer?.dealershipId && row.status === 'INACTIVE')) {
      return { session: toSession(ctx), errors: [{ field: null, message: DEALERSHIP_INACTIVE, code: 'DEALERSHIP_INACTIVE' }] };
    }
    ctx.session.signIn('DEALER');
    refreshViewer(ctx);
    return { session: toSession(ctx), errors: [] };
  },
  signOut: (_parent, _args, ctx) => {
    ctx.session.signOut();
    refreshViewer(ctx);
    return { session: toSession(ctx), errors: [] };
  },
  switchRole: (_parent, { input }, ctx) => {
    requireViewer(ctx);
    if (!ctx.config.demo) throw forbidden();
    ctx.session.switchRole(input.role);
    refreshViewer(ctx);
    return { session: toSession(ctx), errors: [] };
  },
  signUp: async (_parent, { input }, ctx) => {
    const rules = new Rules();
    for (const error of validateSignUpAccount(input)) rules.add(error.field, error.message, error.code);
    if (!input.acceptTerms) rules.add('acceptTerms', TERMS_REQUIRED, 'REQUIRED');
    const email = input.email.trim().toLowerCase();
    const db = memoryDbOf(ctx);
    const data = db.data;
    if (
      isValidEmail(email) &&
      (data.registrations.some((row) => row.email === email) || (await ctx.repositories.users.emailTaken(email)))
    ) {
      rules.add('email', 'An account with this email already exists', 'CONFLICT');
    }
    if (rules.errors.length > 0) return { registration: null, errors: rules.errors };
    const passwordHash = await sha256Hex(input.password);
    const registration = {
      id: `REG-${String(data.registrations.length + 1).padStart(4, '0')}`,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      accountType: input.accountType,
      passwordHash,
      createdAt: ctx.now().toISOString(),
    };
    data.registrations.push(registration);
    db.commit();
    const { passwordHash: _hidden, ...visible } = registration;
    return { registration: { ...visible, enrolment: 'ACTIVE' as const }, errors: [] };
  },
  completeProfileSetup: async (_parent, { input }, ctx) => {
    const errors = validateProfileSetup(input);
    if (errors.length > 0) return { session: toSession(ctx), profile: null, errors };
    await delay(ctx.config.signInDelayMs);
    // The in-browser portal has one dealer: the setup completes the sample dealer's profile.
    const users = ctx.repositories.users;
    const dealer = await users.byId(SAMPLE_USER_IDS.DEALER);
    if (!dealer?.dealership) throw new Error('The sample dealer is missing from the database');
    const changes = profileSetupChanges(input);
    const dealership = await users.updateDealership(dealer.dealership.id, changes.dealership);
    const user = await users.updatePreferences(dealer.user.id, changes.preferences);
    if (!dealership || !user) throw new Error('The sample dealer is missing from the database');
    ctx.session.signIn('DEALER');
    refreshViewer(ctx);
    return { session: toSession(ctx), profile: toProfile(user, dealership), errors: [] };
  },
  requestPasswordReset: async (_parent, { input }, ctx) => {
    const errors = new Rules().email('email', input.email).errors;
    if (errors.length > 0) return { email: null, errors };
    const email = input.email.trim().toLowerCase();
    await ctx.repositories.users.requestPasswordReset({ email, requestedAt: ctx.now().toISOString() });
    return { email, errors: [] };
  },
  setPassword: (_parent, { input }) => {
    const errors = validateSetPassword({ password: input.password });
    if (errors.length > 0) return { email: null, signedIn: false, errors };
    // The in-browser portal sends no e-mail and so has given no link: no token is one it knows. The HTTP
    // server's accounts answer this field with real links (server/resolvers/accounts.ts).
    return { email: null, signedIn: false, errors: [{ field: 'token', message: PASSWORD_LINK_CLOSED, code: 'CLOSED' }] };
  },
};

/**
 * The demo's "reset demo data": every collection back to the sample data. The HTTP server answers it
 * with its own resolver, which writes the sample over its tables (server/resolvers/accounts.ts).
 */
export const demoDataMutations: MutationResolvers = {
  resetDemoData: (_parent, _args, ctx) => {
    requireViewer(ctx);
    if (!ctx.config.demo) throw forbidden();
    memoryDbOf(ctx).reset();
    refreshViewer(ctx);
    return { ok: true, errors: [] };
  },
};
