import type { MutationResolvers, Profile, User } from '../../__generated__/resolvers-types';
import type { Viewer } from '../../context';
import { validateChangePassword, validateDealerInfo, validatePersonalInfo, type FieldError } from '../../../src/lib/validation';
import { requireDealer, requireViewer } from '../../lib/auth';
import { toProfile, toUser } from '../../lib/users';
import { withUser } from '../profile-settings';

/** The payload of a profile change: the profile and header user as stored after it, and the errors. */
function answer(viewer: Viewer, errors: FieldError[]): { profile: Profile; user: User; errors: FieldError[] } {
  return { profile: toProfile(viewer.user, viewer.dealership), user: toUser(viewer.user, viewer.dealership), errors };
}

/**
 * Profile Settings: each mutation checks its input with the form's own rules (src/lib/validation) and
 * changes only the fields it names, through the users repository, so invalid input changes nothing.
 */
export const profileSettingsMutations: MutationResolvers = {
  updatePersonalInfo: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    const errors = validatePersonalInfo(input);
    if (errors.length > 0) return answer(viewer, errors);
    const user = await ctx.repositories.users.updatePersonal(viewer.user.id, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      jobTitle: input.jobTitle.trim(),
    });
    return answer(withUser(ctx, viewer, user), []);
  },
  updateDealerInfo: async (_parent, { input }, ctx) => {
    const viewer = requireDealer(ctx);
    if (!viewer.dealership) throw new Error('The dealer has no dealership');
    const errors = validateDealerInfo(input, ctx.now().getFullYear());
    if (errors.length > 0) return answer(viewer, errors);
    const dealership = await ctx.repositories.users.updateDealership(viewer.dealership.id, {
      businessName: input.businessName.trim(),
      streetAddress: input.streetAddress.trim(),
      city: input.city.trim(),
      state: input.state.trim().toUpperCase(),
      zipCode: input.zipCode.trim(),
      businessPhone: input.businessPhone.trim(),
      website: input.website.trim(),
      yearEstablished: input.yearEstablished.trim(),
    });
    if (!dealership) throw new Error(`The dealership ${viewer.dealership.id} is missing from the portal's users`);
    const changed = { ...viewer, dealership };
    ctx.viewer = changed;
    return answer(changed, []);
  },
  changePassword: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    const errors = validateChangePassword(input);
    if (errors.length > 0) return answer(viewer, errors);
    const user = await ctx.repositories.users.passwordChanged(viewer.user.id, ctx.now().toISOString());
    return answer(withUser(ctx, viewer, user), []);
  },
  updateNotificationPreferences: async (_parent, { input }, ctx) => {
    const viewer = requireViewer(ctx);
    const user = await ctx.repositories.users.updatePreferences(viewer.user.id, {
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
    return answer(withUser(ctx, viewer, user), []);
  },
};
