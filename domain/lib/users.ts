import type { CompleteProfileSetupInput, DealerInfo, PersonalInfo, Profile, Session, User } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { DealershipRow, NotificationPreferencesRow, UserRow } from '../fixtures/session';
import type { DealershipChange } from '../repositories/users';

export function toUser(row: UserRow, dealership: DealershipRow | null): User {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    dealershipName: dealership?.businessName ?? row.organization ?? '',
    location: dealership ? `${dealership.city}, ${dealership.state}` : (row.location ?? ''),
    dealerNumber: dealership?.dealerNumber ?? null,
    jobTitle: row.jobTitle,
    avatarUrl: row.avatarUrl,
  };
}

export function toSession(ctx: Context): Session {
  const viewer = ctx.viewer;
  return {
    authenticated: viewer !== null,
    role: ctx.session.role,
    user: viewer ? toUser(viewer.user, viewer.dealership) : null,
    demo: ctx.config.demo,
  };
}

function toPersonal(row: UserRow): PersonalInfo {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, jobTitle: row.jobTitle };
}

function toDealerInfo(row: DealershipRow): DealerInfo {
  return { ...row };
}

/** What profile setup saves: the business on the dealership, the notification choices on the user. */
export function profileSetupChanges(input: CompleteProfileSetupInput): { dealership: DealershipChange; preferences: Partial<NotificationPreferencesRow> } {
  return {
    dealership: {
      businessName: input.companyName.trim(),
      businessType: input.businessType,
      streetAddress: input.address.trim(),
      city: input.city.trim(),
      state: input.state.trim().toUpperCase(),
      zipCode: input.zipCode.trim(),
      businessPhone: input.phoneNumber.trim(),
      website: input.website?.trim() ?? '',
    },
    preferences: {
      email: input.emailNotifications ?? true,
      claimUpdates: input.claimUpdates ?? true,
      promotions: input.promotionAlerts ?? true,
      rewards: input.rewardReminders ?? true,
      training: input.trainingNotifications ?? false,
    },
  };
}

export function toProfile(row: UserRow, dealership: DealershipRow | null): Profile {
  return {
    personal: toPersonal(row),
    dealer: dealership ? toDealerInfo(dealership) : null,
    notifications: { ...row.notificationPreferences, security: true },
    passwordUpdatedAt: row.passwordUpdatedAt,
  };
}
