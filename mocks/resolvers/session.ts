import type { Resolvers } from '../__generated__/resolvers-types';
import { validateProfileSetup, validateSignIn, validateSignUpAccount, Rules, isValidEmail, TERMS_REQUIRED } from '../../src/lib/validation';
import { SAMPLE_DEALERSHIP_ID } from '../fixtures/constants';
import type { Context } from '../context';
import { requireViewer } from '../lib/auth';
import { forbidden } from '../lib/errors';
import { delay } from '../lib/mutation';
import { applyProfileSetup, toProfile, toSession } from '../lib/users';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** After sign-in, profile setup or a role switch, the context must see the new viewer. */
function refreshViewer(ctx: Context): void {
  const role = ctx.session.role;
  const user = ctx.db.data.users.find((candidate) => candidate.role === role);
  ctx.viewer = ctx.session.authenticated && user ? { user, role } : null;
}

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => toSession(ctx),
  },
  Mutation: {
    signIn: async (_parent, { input }, ctx) => {
      if (!input.provider) {
        const errors = validateSignIn({ email: input.email, password: input.password });
        if (errors.length > 0) return { session: toSession(ctx), errors };
      }
      await delay(ctx.config.signInDelayMs);
      // Every sign-in makes the user the dealer sample user (docs/product.md, "States").
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
      const data = ctx.db.data;
      if (
        isValidEmail(email) &&
        (data.registrations.some((row) => row.email === email) || data.users.some((row) => row.email.toLowerCase() === email))
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
      ctx.db.commit();
      const { passwordHash: _hidden, ...visible } = registration;
      return { registration: visible, errors: [] };
    },
    completeProfileSetup: async (_parent, { input }, ctx) => {
      const errors = validateProfileSetup(input);
      if (errors.length > 0) return { session: toSession(ctx), profile: null, errors };
      await delay(ctx.config.signInDelayMs);
      const data = ctx.db.data;
      const dealership = data.dealerships.find((row) => row.id === SAMPLE_DEALERSHIP_ID);
      const dealer = data.users.find((row) => row.role === 'DEALER');
      if (!dealership || !dealer) throw new Error('The sample dealer is missing from the database');
      applyProfileSetup(dealership, dealer, input);
      ctx.db.commit();
      ctx.session.signIn('DEALER');
      refreshViewer(ctx);
      return { session: toSession(ctx), profile: toProfile(dealer, data), errors: [] };
    },
    requestPasswordReset: (_parent, { input }, ctx) => {
      const errors = new Rules().email('email', input.email).errors;
      if (errors.length > 0) return { email: null, errors };
      const email = input.email.trim().toLowerCase();
      ctx.db.data.passwordResets.push({ email, requestedAt: ctx.now().toISOString() });
      ctx.db.commit();
      return { email, errors: [] };
    },
    resetDemoData: (_parent, _args, ctx) => {
      requireViewer(ctx);
      if (!ctx.config.demo) throw forbidden();
      ctx.db.reset();
      refreshViewer(ctx);
      return { ok: true, errors: [] };
    },
  },
};
