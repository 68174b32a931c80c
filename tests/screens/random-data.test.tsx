/**
 * Every screen (each route of src/app/routes.ts, as each role allowed to open it) rendered against random
 * data of the schema's shape (@graphql-tools/mock, seeded), in four data profiles per screen:
 * - typical: short words, numbers from -5 to 5,000, lists of 0 to 4 items, a fifth of nullable fields null;
 * - empty: every list empty, every string empty, every number 0;
 * - extreme: 500-character strings without spaces, Float 1e12 and Int 2,147,483,647, lists of 3 items;
 * - nulls: null wherever the schema allows it.
 * The screen must show its heading and its main actions, and never the route error screen.
 */
import { ApolloLink } from '@apollo/client/link';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { screen } from '@testing-library/react';
import { execute, isEnumType, isObjectType, type GraphQLField } from 'graphql';
import { from } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleKey } from '../../domain/fixtures/types';
import { createRandom, type Random } from '../../domain/lib/random';
import { getSchema } from '../../mocks/schema';
import { roleKey } from '../../domain/session-store';
import { ROUTES, canAccess } from '../../src/app/routes';
import type { Role } from '../../src/graphql/__generated__/graphql';
import { renderRoute } from '../render-route';

const SEED = 20261122;
const ROLES: readonly Role[] = ['DEALER', 'COMFORT_ADVISOR', 'CLIENT_ADMIN'];
type Profile = 'typical' | 'empty' | 'extreme' | 'nulls';
const PROFILES: readonly Profile[] = ['typical', 'empty', 'extreme', 'nulls'];

const LONG_WORD = 'W'.repeat(500);
const INT_MAX = 2_147_483_647;

/**
 * Fields whose null would contradict the contract's own description rather than the schema's type:
 * a signed-in session always has its user.
 */
const KEEP = new Set(['Session.user']);

/** Scalar and type mocks for one profile, drawn from `random`. */
function mocksFor(profile: Profile, random: Random, role: Role): IMocks {
  const schema = getSchema();
  let ids = 0;
  const word = () => random.pick(['Alpha', 'North Texas Cooling', 'R-410A', 'Ünïcödé', 'a', 'Comfort Plus 16 SEER', '0']);
  const date = () => {
    const day = new Date(Date.UTC(2020, 0, 1) + random.int(0, 3650) * 86_400_000);
    return day.toISOString().slice(0, 10);
  };
  const mocks: IMocks = {
    ID: () => `${profile === 'extreme' ? LONG_WORD : 'id'}-${(ids += 1)}`,
    String: () => (profile === 'empty' ? '' : profile === 'extreme' ? LONG_WORD : word()),
    Int: () => (profile === 'empty' ? 0 : profile === 'extreme' ? INT_MAX : random.int(-5, 5000)),
    Float: () => (profile === 'empty' ? 0 : profile === 'extreme' ? 1e12 : random.int(-500, 500_000) / 100),
    Boolean: () => random.chance(0.5),
    Date: () => (profile === 'extreme' ? '9999-12-31' : date()),
    DateTime: () => (profile === 'extreme' ? '9999-12-31T23:59:59.999Z' : `${date()}T${String(random.int(0, 23)).padStart(2, '0')}:30:00.000Z`),
    Decimal: () => (profile === 'empty' ? '0.00' : profile === 'extreme' ? '999999999999.99' : (random.int(-50_000, 50_000_000) / 100).toFixed(2)),
  };
  const listLength = () => (profile === 'empty' ? 0 : profile === 'extreme' ? 3 : profile === 'nulls' ? random.int(1, 2) : random.int(0, 4));
  const nullChance = profile === 'nulls' ? 1 : profile === 'typical' ? 0.2 : 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Mutation') continue;
    const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
    mocks[type.name] = () => {
      const values: Record<string, unknown> = {};
      for (const field of fields) {
        if (field.args.length > 0) continue;
        // A root query field is null only together with an error in `errors` (schema.graphql says so on
        // each); tests/unit/api/nullability.test.ts and the route error tests cover that path.
        if (!isNonNull(field) && type.name !== 'Query' && !KEEP.has(`${type.name}.${field.name}`) && random.chance(nullChance)) {
          values[field.name] = null;
          continue;
        }
        const list = listOf(field);
        if (list) values[field.name] = Array.from({ length: listLength() }, () => undefined);
      }
      if (type.name === 'Session') Object.assign(values, { authenticated: true, role });
      return values;
    };
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isEnumType(type) && !type.name.startsWith('__')) {
      const values = type.getValues().map((value) => value.value as string);
      mocks[type.name] = () => random.pick(values);
    }
  }
  return mocks;
}

const isNonNull = (field: GraphQLField<unknown, unknown>) => String(field.type).endsWith('!');
const listOf = (field: GraphQLField<unknown, unknown>) => String(field.type).startsWith('[');

/** A link that answers every operation from the schema with random values in place of the resolvers. */
function mockedLink(profile: Profile, seed: number, role: Role): ApolloLink {
  const random = createRandom(seed);
  const schema = addMocksToSchema({ schema: getSchema(), mocks: mocksFor(profile, random, role), preserveResolvers: false });
  return new ApolloLink((operation) =>
    from(
      Promise.resolve(
        execute({ schema, document: operation.query, variableValues: operation.variables, operationName: operation.operationName }),
      ) as Promise<ApolloLink.Result>,
    ),
  );
}

/**
 * The actions each screen must keep reachable whatever the data: the buttons (or links) its users came
 * for. Screens listed with none have no action that does not depend on the data itself.
 */
const MAIN_ACTIONS: Record<string, readonly (string | RegExp)[]> = {
  '/marketing-funds': [/Submit Claim/i, 'Download Statement'],
  '/training': ['View calendar'],
  '/reviews': ['Export', 'Share Reviews'],
  '/rewards': [/View Cart/],
  '/admin-products': ['Import CSV', 'Export', 'Add Product'],
  '/admin-participants': ['Export'],
  '/admin-claims': ['Export Report', /^Filter/],
};

const CASES = ROUTES.flatMap((route) =>
  ROLES.filter((role) => canAccess(route.access, { authenticated: true, role }) && !route.bare).flatMap((role) =>
    PROFILES.map((profile, index) => ({ route, role, profile, seed: SEED + index })),
  ),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every screen survives random data of the schema shape', () => {
  it('covers every route of the route table', () => {
    const covered = new Set(CASES.map((entry) => entry.route.path));
    expect([...covered].sort()).toEqual(ROUTES.filter((route) => !route.bare).map((route) => route.path).sort());
  });

  it.each(CASES.map((entry) => [entry.route.path, entry.role, entry.profile, entry] as const))('%s as %s with %s data', async (_path, role, profile, entry) => {
    const random = createRandom(entry.seed + 1);
    // The mock store draws enum values and list items with Math.random: seed it so every run is the same.
    vi.spyOn(Math, 'random').mockImplementation(() => random.float());
    // Errors thrown outside React's render (timers, effects of widgets) reach the window.
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(String(event.error ?? event.message));
    window.addEventListener('error', onError);
    const { router } = renderRoute(entry.route.path, { role: roleKey(role) as RoleKey, link: mockedLink(profile, entry.seed, role) });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const detail = screen.queryByTestId('route-error-detail');
    expect(detail?.textContent ?? null, 'the route error screen').toBeNull();
    // A route may send a role elsewhere (client admins' Promotions opens Promotions Management).
    const shown = ROUTES.find((route) => route.path === router.state.location.pathname);
    expect(heading).toHaveTextContent(shown?.title ?? entry.route.title);
    for (const action of MAIN_ACTIONS[entry.route.path] ?? []) {
      expect(await screen.findByRole('button', { name: action }), String(action)).toBeInTheDocument();
    }
    window.removeEventListener('error', onError);
    expect(uncaught).toEqual([]);
  });
});
