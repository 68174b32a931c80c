/**
 * Property tests of every mutation in schema.graphql (fast-check, seed PROPERTY_SEED).
 *
 * - Never throws: 100 random inputs per mutation (44 mutations: 4,400 runs), each as a role allowed to
 *   run it or, one time in ten, as any role or signed out. Inputs follow the input type's shape with
 *   hostile values mixed in: empty, blank and 5,000-character strings, markup, negative, zero and huge
 *   numbers, impossible dates, unknown ids, missing fields and values of the wrong type.
 * - Invalid input changes nothing: 20 inputs per mutation (880 runs), mostly hostile; whenever the
 *   answer carries UserErrors or a GraphQL error, the serialised database and the session are
 *   byte-for-byte what they were.
 * Sequences of actions and their invariants are in properties-sequences.test.ts.
 */
import fc from 'fast-check';
import { getNamedType, isInputObjectType, isScalarType, type ExecutionResult, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../domain/fixtures/types';
import { createTestServer } from '../../api';
import { ANYONE, MUTATIONS, MUTATION_ROLES, PROPERTY_SEED, signInAs, mutationText, outcomeOf, variablesArbitrary, type Outcome } from './property-arbitraries';

const NEVER_THROWS_RUNS = 100;
const UNCHANGED_RUNS = 20;

function roleArbitrary(name: string): fc.Arbitrary<RoleKey | null> {
  const allowed = MUTATION_ROLES[name] ?? ANYONE;
  return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...allowed) }, { weight: 1, arbitrary: fc.constantFrom(...ANYONE) });
}

/** Whether an input holds text, ids, numbers or dates (anything but switches and choices), which can be invalid. */
function takesFreeInput(types: readonly GraphQLInputType[]): boolean {
  return types.some((type) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) return takesFreeInput(Object.values(named.getFields()).map((field) => field.type));
    return isScalarType(named) && named.name !== 'Boolean';
  });
}

function describeRun(result: ExecutionResult, outcome: Outcome): string {
  return `${outcome}: ${JSON.stringify(result.errors ?? result.data).slice(0, 600)}`;
}

describe('every mutation of the contract has a property test', () => {
  it('lists the roles of every mutation in schema.graphql, and nothing else', () => {
    expect(MUTATIONS.length).toBeGreaterThanOrEqual(44);
    expect(Object.keys(MUTATION_ROLES).sort()).toEqual(MUTATIONS.map((field) => field.name).sort());
  });

  it('builds an input arbitrary and an operation for every mutation', () => {
    const server = createTestServer('dealer');
    for (const field of MUTATIONS) {
      const [sample] = fc.sample(variablesArbitrary(field, server.db.data, { hostile: 1, wrongType: 4 }), { numRuns: 1, seed: PROPERTY_SEED });
      expect(sample, field.name).toBeTypeOf('object');
      expect(mutationText(field)).toContain(`${field.name}`);
    }
  });
});

describe('random input never throws out of a resolver', () => {
  it.each(MUTATIONS.map((field) => [field.name, field] as const))('%s answers with data, UserErrors or a known error code', async (name, field) => {
    const server = createTestServer('dealer');
    const text = mutationText(field);
    const outcomes = new Map<Outcome, number>();
    await fc.assert(
      fc.asyncProperty(roleArbitrary(name), variablesArbitrary(field, server.db.data, { hostile: 2, wrongType: 4 }), async (role, variables) => {
        signInAs(server, role);
        const revision = server.db.revision;
        const result = await server.run(text, variables);
        const outcome = outcomeOf(result, name);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        expect(outcome, describeRun(result, outcome)).not.toBe('unexpected');
        // A refused change is never recorded as one (the full byte comparison is the next property).
        if (outcome !== 'done') expect(server.db.revision, describeRun(result, outcome)).toBe(revision);
      }),
      { seed: PROPERTY_SEED, numRuns: NEVER_THROWS_RUNS },
    );
    expect([...outcomes.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(NEVER_THROWS_RUNS);
  });
});

describe('invalid input returns errors and leaves the database byte-for-byte unchanged', () => {
  it.each(MUTATIONS.map((field) => [field.name, field] as const))('%s changes nothing when it answers with errors', async (name, field) => {
    const server = createTestServer('dealer');
    const text = mutationText(field);
    let snapshot: string | null = null;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(roleArbitrary(name), variablesArbitrary(field, server.db.data, { hostile: 6, wrongType: 4 }), async (role, variables) => {
        signInAs(server, role);
        server.db.flush();
        snapshot ??= JSON.stringify(server.db.data);
        const session = JSON.stringify([server.session.authenticated, server.session.role]);
        const before = snapshot;
        const result = await server.run(text, variables);
        const outcome = outcomeOf(result, name);
        expect(outcome, describeRun(result, outcome)).not.toBe('unexpected');
        if (outcome === 'done') {
          snapshot = null;
          return;
        }
        refused += 1;
        const after = JSON.stringify(server.db.data);
        expect(after === before, `${name} changed the database while answering ${describeRun(result, outcome)}`).toBe(true);
        expect(JSON.stringify([server.session.authenticated, server.session.role])).toBe(session);
        snapshot = after;
      }),
      { seed: PROPERTY_SEED, numRuns: UNCHANGED_RUNS },
    );
    // The generator must actually produce refused input for the property to mean anything.
    if (takesFreeInput(field.args.map((arg) => arg.type))) expect(refused).toBeGreaterThan(0);
  });
});
