import type { Resolvers } from '../__generated__/resolvers-types';
import { validateChangePassword, validateDealerInfo, validatePersonalInfo } from '../../src/lib/validation';
import { requireDealer, requireViewer } from '../lib/auth';
import { applyIfValid } from '../lib/mutation';
import { findDealership, toProfile, toUser } from '../lib/users';

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, ctx) => toProfile(requireViewer(ctx).user, ctx.db.data),
  },
  Mutation: {
    updatePersonalInfo: (_parent, { input }, ctx) => {
      const { user } = requireViewer(ctx);
      const { errors } = applyIfValid(ctx, validatePersonalInfo(input), () => {
        Object.assign(user, {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email: input.email.trim(),
          phone: input.phone.trim(),
          jobTitle: input.jobTitle.trim(),
        });
      });
      return { profile: toProfile(user, ctx.db.data), user: toUser(user, ctx.db.data), errors };
    },
    updateDealerInfo: (_parent, { input }, ctx) => {
      const { user } = requireDealer(ctx);
      const dealership = findDealership(ctx.db.data, user.dealershipId);
      if (!dealership) throw new Error('The dealer has no dealership');
      const validation = validateDealerInfo(input, ctx.now().getFullYear());
      const { errors } = applyIfValid(ctx, validation, () => {
        Object.assign(dealership, {
          businessName: input.businessName.trim(),
          streetAddress: input.streetAddress.trim(),
          city: input.city.trim(),
          state: input.state.trim().toUpperCase(),
          zipCode: input.zipCode.trim(),
          businessPhone: input.businessPhone.trim(),
          website: input.website.trim(),
          yearEstablished: input.yearEstablished.trim(),
        });
      });
      return { profile: toProfile(user, ctx.db.data), user: toUser(user, ctx.db.data), errors };
    },
    changePassword: (_parent, { input }, ctx) => {
      const { user } = requireViewer(ctx);
      const { errors } = applyIfValid(ctx, validateChangePassword(input), () => {
        user.passwordUpdatedAt = ctx.now().toISOString();
      });
      return { profile: toProfile(user, ctx.db.data), user: toUser(user, ctx.db.data), errors };
    },
    updateNotificationPreferences: (_parent, { input }, ctx) => {
      const { user } = requireViewer(ctx);
      const { errors } = applyIfValid(ctx, [], () => {
        Object.assign(user.notificationPreferences, {
          promotions: input.promotions,
          rewards: input.rewards,
          training: input.training,
          marketing: input.marketing,
          newsletter: input.newsletter,
          product: input.product,
          security: true,
          ...(input.email == null ? {} : { email: input.email }),
          ...(input.claimUpdates == null ? {} : { claimUpdates: input.claimUpdates }),
        });
      });
      return { profile: toProfile(user, ctx.db.data), user: toUser(user, ctx.db.data), errors };
    },
  },
};
