import type { DealerInfo, PersonalInfo, Profile, Session, User } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { DbData } from '../db';
import type { DealershipRow, UserRow } from '../fixtures/session';

export function findDealership(data: DbData, id: string | null): DealershipRow | null {
  return id ? (data.dealerships.find((dealership) => dealership.id === id) ?? null) : null;
}

export function toUser(row: UserRow, data: DbData): User {
  const dealership = findDealership(data, row.dealershipId);
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
    user: viewer ? toUser(viewer.user, ctx.db.data) : null,
    demo: ctx.config.demo,
  };
}

function toPersonal(row: UserRow): PersonalInfo {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone, jobTitle: row.jobTitle };
}

function toDealerInfo(row: DealershipRow): DealerInfo {
  return { ...row };
}

export function toProfile(row: UserRow, data: DbData): Profile {
  const dealership = findDealership(data, row.dealershipId);
  return {
    personal: toPersonal(row),
    dealer: dealership ? toDealerInfo(dealership) : null,
    notifications: { ...row.notificationPreferences, security: true },
    passwordUpdatedAt: row.passwordUpdatedAt,
  };
}
