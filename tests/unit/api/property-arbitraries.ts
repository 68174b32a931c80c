import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { DbData } from '../../../domain/db';
import type { RoleKey } from '../../../domain/fixtures/types';
import { getSchema } from '../../../mocks/schema';
import { AUTHENTICATED_KEY } from '../../../domain/session-store';
import { actAs, type TestServer } from '../../api';

/**
 * Arbitraries for the property tests of the API, built from schema.graphql: every mutation's input is
 * generated from its input type, so a new field or mutation is covered without editing this file.
 */
export const schema = getSchema();

export const MUTATIONS: GraphQLField<unknown, unknown>[] = Object.values(schema.getMutationType()?.getFields() ?? {});

/** Error codes a resolver may answer with (domain/lib/errors.ts); anything else is an unexpected failure. */
export const KNOWN_ERROR_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']);

export const ALL_ROLES: readonly RoleKey[] = ['dealer', 'comfort-advisor', 'client-admin'];

/** Strings a user, a paste or a broken client can send: empty, blank, very long, markup, odd characters. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n ',
    'x'.repeat(5000),
    'W'.repeat(500),
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '0',
    '-1',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '\u0000',
    '\u202e\u200b',
    '🎉'.repeat(300),
    "'; DROP TABLE claims; --",
    '2026-02-30',
    '0000-00-00',
    '9999-12-31',
    '1e308',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);

/** Numbers at and past every edge: zero, negatives, fractions, the Int limits and huge values. */
export const hostileInt: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 25 }),
  fc.constantFrom(0, -1, -2147483648, 2147483647, 1_000_000, 999_999_999),
  fc.integer(),
);

export const hostileFloat: fc.Arbitrary<number> = fc.oneof(
  fc.double({ min: -10, max: 10_000, noNaN: true }),
  fc.constantFrom(0, -0, -0.01, 0.001, 0.005, 1e12, 1e308, -1e308, 5e-324, 250, 999_999.99, 1_000_000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Decimal texts at and past every edge: a third decimal, signs, exponents, words, huge and blank. */
const hostileDecimal: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-0.01', '0.001', '0.005', '1e3', 'abc', '', '  12 ', '1,250.00', '$5', '999999999999.99', '9'.repeat(30), '.5', '-'),
  hostileFloat.map(String),
  fc.string({ maxLength: 20 }),
);

/** ISO dates: real ones around the test instant, and impossible or malformed ones. */
const validDate = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const validDateTime = fc
  .date({ min: new Date('2026-11-01T00:00:00Z'), max: new Date('2027-03-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Values of the wrong GraphQL type: GraphQL itself must turn them away before a resolver runs. */
const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(42, -1, 1.5, true, 'text', [], ['a'], {}, { nested: 1 }, 1e308);

/** Plausible values by field name, so runs also reach the code past the first checks. */
function plausibleString(fieldName: string, data: DbData): fc.Arbitrary<string> | null {
  const name = fieldName.toLowerCase();
  if (name.includes('email')) return fc.oneof(fc.constantFrom('dealer@example.com', 'new.user@example.com', 'a@b.co'), fc.emailAddress());
  if (name.includes('password')) return fc.constantFrom('Secure#Pass123', 'Password1!', 'short', 'Secure#Pass123 ');
  if (name.includes('phone')) return fc.constantFrom('(555) 123-4567', '555-123-4567', '5551234567', '12');
  if (name === 'zipcode') return fc.constantFrom('12345', '12345-6789', '1234');
  if (name === 'state') return fc.constantFrom('TX', 'CA', 'Texas');
  if (name === 'website') return fc.constantFrom('https://example.com', 'example.com', 'not a url');
  if (name === 'yearestablished') return fc.constantFrom('1998', '2026', '2099', '1800');
  if (name === 'multiplier') return fc.constantFrom('2x', '1.5x', '3', '0x', '-2x');
  if (name === 'sku') return fc.oneof(fc.constantFrom(...data.products.slice(0, 5).map((row) => row.sku)), fc.constantFrom('NEW-SKU-1', 'ZZ-9000'));
  if (name === 'category') {
    const categories = [...new Set([...data.products.map((row) => row.category), ...data.earnRates.map((row) => row.category)])];
    return fc.constantFrom(...categories);
  }
  if (name === 'producttype') return fc.constantFrom(...new Set(data.earnRates.map((row) => row.productType)));
  if (name === 'start') return validDateTime;
  if (name.includes('date')) return validDate;
  return fc.oneof(fc.constantFrom('Sample text', 'Thanks for the kind words!', 'Co-op ad campaign'), fc.lorem({ maxCount: 8 }));
}

/** The collections whose ids a field refers to, by the field's name (and the input type for plain `id`). */
const ID_COLLECTIONS: Record<string, (keyof DbData)[]> = {
  rewardId: ['rewardCatalog'],
  offerId: ['rewardOffers'],
  courseId: ['courses'],
  webinarId: ['webinars'],
  eventId: ['events'],
  reviewId: ['reviews'],
  claimId: ['claims'],
  participantId: ['participants'],
  promotionId: ['adminPromotions'],
  productId: ['products', 'deletedProducts'],
  'NotificationIdInput.id': ['notifications'],
  'SaveEarnRateInput.id': ['earnRates'],
};

function idsOf(data: DbData, collections: (keyof DbData)[]): string[] {
  const ids: string[] = [];
  for (const key of collections) {
    const rows = data[key];
    if (!Array.isArray(rows)) continue;
    for (const row of rows as unknown[]) {
      const record = row as { id?: unknown; product?: { id?: unknown } };
      const id = typeof record.id === 'string' ? record.id : typeof record.product?.id === 'string' ? record.product.id : null;
      if (id) ids.push(id);
    }
  }
  // Keep the pool small and spread over the collection (e.g. claims of every status).
  const step = Math.max(1, Math.floor(ids.length / 60));
  return ids.filter((_, index) => index % step === 0);
}

export interface InputOptions {
  /** Weight of hostile values against plausible ones (0 = plausible only). */
  hostile: number;
  /** Weight of wrong-typed values (rejected by GraphQL before any resolver runs). */
  wrongType: number;
}

/** An arbitrary of variables for one input type, from its shape. */
export function inputArbitrary(type: GraphQLInputType, data: DbData, options: InputOptions, fieldName = '', owner = '', required = false): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = inputArbitrary(type.ofType, data, options, fieldName, owner, true);
    return options.wrongType > 0 ? fc.oneof({ weight: 40, arbitrary: inner }, { weight: options.wrongType, arbitrary: fc.constant(null) }) : inner;
  }
  const nullable = (inner: fc.Arbitrary<unknown>) =>
    required ? inner : fc.oneof({ weight: 6, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant(undefined) });
  const withWrong = (inner: fc.Arbitrary<unknown>) =>
    options.wrongType > 0 ? fc.oneof({ weight: 40, arbitrary: inner }, { weight: options.wrongType, arbitrary: wrongType }) : inner;
  const mix = (plausible: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>) =>
    options.hostile > 0 ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: options.hostile, arbitrary: hostile }) : plausible;

  let value: fc.Arbitrary<unknown>;
  if (isListType(type)) {
    value = fc.array(inputArbitrary(type.ofType, data, options, fieldName, owner), { maxLength: 4 });
  } else if (isEnumType(type)) {
    value = fc.constantFrom(...type.getValues().map((entry) => entry.value as string));
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    value = fc.record(Object.fromEntries(fields.map((field) => [field.name, inputArbitrary(field.type, data, options, field.name, type.name)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  } else if (isScalarType(type)) {
    switch (type.name) {
      case 'Boolean':
        value = fc.boolean();
        break;
      case 'Int':
        value = mix(fc.integer({ min: 1, max: 5 }), hostileInt);
        break;
      case 'Float':
        value = mix(fc.constantFrom(25, 150, 1999.99, 0.5), hostileFloat);
        break;
      case 'Decimal':
        value = mix(fc.constantFrom('25', '150.00', '1999.99', '0.50', '0.10'), hostileDecimal);
        break;
      case 'ID': {
        const collections = ID_COLLECTIONS[`${owner}.${fieldName}`] ?? ID_COLLECTIONS[fieldName];
        const known = collections ? idsOf(data, collections) : [];
        value = known.length > 0 ? mix(fc.constantFrom(...known), hostileString) : hostileString;
        break;
      }
      case 'String':
        value = mix(plausibleString(fieldName, data) ?? fc.string({ maxLength: 20 }), hostileString);
        break;
      case 'Date':
        value = mix(validDate, hostileString);
        break;
      case 'DateTime':
        value = mix(validDateTime, hostileString);
        break;
      default:
        throw new Error(`No arbitrary for the scalar ${type.name}: add one to tests/unit/api/property-arbitraries.ts`);
    }
  } else {
    throw new Error(`No arbitrary for ${String(type)}`);
  }
  const typed = isScalarType(type) || isEnumType(type) ? withWrong(value) : value;
  return nullable(typed);
}

/**
 * Variables for one mutation (its arguments, from their types). One input in ten may also hold values
 * of the wrong type or nulls in required fields (`options.wrongType` is their weight there).
 */
export function variablesArbitrary(field: GraphQLField<unknown, unknown>, data: DbData, options: InputOptions): fc.Arbitrary<Record<string, unknown>> {
  const build = (wrongType: number) =>
    fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputArbitrary(arg.type, data, { ...options, wrongType }, arg.name)]))) as fc.Arbitrary<
      Record<string, unknown>
    >;
  return options.wrongType > 0 ? fc.oneof({ weight: 9, arbitrary: build(0) }, { weight: 1, arbitrary: build(options.wrongType) }) : build(0);
}

/** Every field of a result type to `depth` levels (fields needing arguments left out), so field resolvers run too. */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isUnionType(named)) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const parts: string[] = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner) || isInterfaceType(inner) || isUnionType(inner)) {
      if (depth > 1) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
    } else {
      parts.push(field.name);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

/** The text of one mutation with every argument as a variable and the whole payload selected. */
export function mutationText(field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const header = declarations.length ? `(${declarations.join(', ')})` : '';
  const call = field.args.length ? `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return `mutation Property${header} { ${field.name}${call} ${selectionOf(field.type, 3)} }`;
}

export type Outcome = 'done' | 'user-errors' | 'known-error' | 'rejected-by-graphql' | 'unexpected';

/**
 * What a mutation answered: data (with or without UserErrors), an error with a known code, a request
 * GraphQL itself turned away (variables of the wrong shape), or anything else (a resolver threw).
 */
export function outcomeOf(result: ExecutionResult, name: string): Outcome {
  if (!result.errors?.length) {
    const payload = (result.data as Record<string, { errors?: { message?: unknown }[] } | null> | undefined)?.[name];
    if (!payload || !Array.isArray(payload.errors)) return 'unexpected';
    if (payload.errors.some((error) => typeof error.message !== 'string' || error.message.trim() === '')) return 'unexpected';
    return payload.errors.length > 0 ? 'user-errors' : 'done';
  }
  if (result.data === undefined && result.errors.every((error) => !error.path && /^Variable "\$/.test(error.message))) return 'rejected-by-graphql';
  const known = result.errors.every((error) => KNOWN_ERROR_CODES.has(String(error.extensions?.code)));
  return known ? 'known-error' : 'unexpected';
}

export const ANYONE: (RoleKey | null)[] = [null, ...ALL_ROLES];
const VIEWERS: RoleKey[] = [...ALL_ROLES];
const MEMBERS: RoleKey[] = ['dealer', 'comfort-advisor'];
const DEALERS: RoleKey[] = ['dealer'];
const ADMINS: RoleKey[] = ['client-admin'];

/**
 * Who may run each mutation (the resolvers' guards). Every mutation of the schema must be listed: a new
 * one fails the first test until it is given its roles here, and then it is covered by every property.
 */
export const MUTATION_ROLES: Record<string, (RoleKey | null)[]> = {
  signIn: ANYONE,
  signOut: ANYONE,
  switchRole: VIEWERS,
  signUp: ANYONE,
  completeProfileSetup: ANYONE,
  requestPasswordReset: ANYONE,
  setPassword: ANYONE,
  updatePersonalInfo: VIEWERS,
  updateDealerInfo: DEALERS,
  changePassword: VIEWERS,
  updateNotificationPreferences: VIEWERS,
  markNotificationRead: VIEWERS,
  markAllNotificationsRead: VIEWERS,
  deleteNotification: VIEWERS,
  redeemReward: MEMBERS,
  activateOffer: MEMBERS,
  setCartLine: MEMBERS,
  checkoutCart: MEMBERS,
  requestMeeting: DEALERS,
  submitFundClaim: DEALERS,
  enrollInCourse: MEMBERS,
  advanceCourse: MEMBERS,
  registerForWebinar: MEMBERS,
  registerForEvent: MEMBERS,
  cancelEventRegistration: MEMBERS,
  respondToReview: DEALERS,
  approveClaim: ADMINS,
  rejectClaim: ADMINS,
  overrideApproveClaim: ADMINS,
  requestClaimInfo: ADMINS,
  resubmitClaim: MEMBERS,
  submitClaim: MEMBERS,
  decideClaims: ADMINS,
  issueSpotAward: ADMINS,
  setParticipantStatus: ADMINS,
  approvePromotion: ADMINS,
  rejectPromotion: ADMINS,
  requestPromotionChanges: ADMINS,
  createPromotion: ADMINS,
  updatePromotion: ADMINS,
  deletePromotion: ADMINS,
  saveEarnRate: ADMINS,
  createProduct: ADMINS,
  updateProduct: ADMINS,
  setProductActive: ADMINS,
  deleteProduct: ADMINS,
  restoreProduct: ADMINS,
  importProducts: ADMINS,
  generateReport: ADMINS,
  resetDemoData: VIEWERS,
  approveEnrolment: ADMINS,
  rejectEnrolment: ADMINS,
  createDealership: ADMINS,
  updateDealership: ADMINS,
  setDealershipStatus: ADMINS,
  importDealerships: ADMINS,
  inviteAccount: ADMINS,
  inviteTeamMember: DEALERS,
  resendInvitation: [...ADMINS, ...DEALERS],
  changeAccountRole: ADMINS,
  deactivateAccount: ADMINS,
  reactivateAccount: ADMINS,
};

/** Signs the test server in as `role`, or out for null, without going through the API. */
export function signInAs(server: TestServer, role: RoleKey | null): void {
  if (role === null) server.storage.setItem(AUTHENTICATED_KEY, 'false');
  else actAs(server, role);
}

/** The one seed every property of the API runs with, so a failure is reproducible. */
export const PROPERTY_SEED = 20261122;
