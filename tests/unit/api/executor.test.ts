import { execute, GraphQLError, parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../domain/db';
import { COMPILER_REFUSED, createExecutor, type Compiler } from '../../../mocks/executor';
import { getSchema } from '../../../mocks/schema';
import { createTestServer, type TestServer } from '../../api';
import { requiredVariables, SCREENS } from '../../screen-documents';

/** A result as plain objects, with `undefined` kept: the compiler and graphql-js must give the same keys. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]));
}

function answerOf(result: { data?: unknown; errors?: readonly { toJSON(): unknown }[] }) {
  return plain({ data: result.data, errors: result.errors?.map((error) => error.toJSON()) });
}

async function interpreted(server: TestServer, document: DocumentNode, variables: Record<string, unknown>) {
  return execute({ schema: server.schema, document, variableValues: variables, contextValue: server.contextFor() });
}

const REDEEM = parse('mutation Redeem($input: RedeemRewardInput!) { redeemReward(input: $input) { errors { code field message } reward { id stock } points { balance activity(first: 3) { edges { node { id points item } } } } } }');
const SORTED_CLAIMS = parse('query Sorted($sort: ClaimSort) { claims(sort: $sort, first: 3) { edges { node { id days } } } }');

describe('the compiled executor', () => {
  it.each(['dealer', 'comfort-advisor', 'client-admin'] as const)('answers every screen as graphql-js does, as %s', async (role) => {
    const server = createTestServer(role);
    // Parsed from text, as the worker gets them (codegen's documents carry no source locations).
    for (const { name, document } of SCREENS.map((screen) => ({ ...screen, document: parse(print(screen.document)) }))) {
      const variables = requiredVariables(server.schema, document);
      const compiled = await server.execute(document, variables);
      expect(server.executor.lastRun, name).toBe('compiled');
      expect(answerOf(compiled), name).toStrictEqual(answerOf(await interpreted(server, document, variables)));
    }
  });

  it("leaves the caller's document as it was (codegen's documents are shared constants)", async () => {
    const server = createTestServer('client-admin');
    // A compiler of its own, so nothing this file compiled before is reused.
    const { compileQuery, isCompiledQuery } = await import('../../../mocks/query-compiler');
    const executor = createExecutor(getSchema(), { loading: 'eager', load: async () => ({ compileQuery, isCompiledQuery }) });
    for (const { name, document } of SCREENS) {
      const before = JSON.stringify(document);
      await executor.execute({ document, variables: requiredVariables(server.schema, document), contextValue: server.contextFor() });
      expect(executor.lastRun, name).toBe('compiled');
      expect(JSON.stringify(document), name).toBe(before);
    }
  });

  it('applies a mutation as graphql-js does: the same payload and the same data after it', async () => {
    const compiledServer = createTestServer('dealer', new MemoryStorage());
    const interpretedServer = createTestServer('dealer', new MemoryStorage());
    const { rewardsOverview } = await compiledServer.ok<{ rewardsOverview: { points: { balance: number } } }>('{ rewardsOverview { points { balance } } }');
    const balance = rewardsOverview.points.balance;
    const reward = compiledServer.db.data.rewardCatalog.find((candidate) => candidate.stock > 0 && candidate.points <= balance);
    const variables = { input: { rewardId: reward?.id } };
    const compiled = await compiledServer.execute(REDEEM, variables);
    expect(compiledServer.executor.lastRun).toBe('compiled');
    expect(compiled.errors).toBeUndefined();
    expect((compiled.data as { redeemReward: { errors: unknown[] } }).redeemReward.errors).toEqual([]);
    expect(answerOf(compiled)).toStrictEqual(answerOf(await interpreted(interpretedServer, REDEEM, variables)));
    expect(JSON.stringify(compiledServer.db.data)).toBe(JSON.stringify(interpretedServer.db.data));
  });

  it('applies the defaults written in the schema: a sort given only its field is sorted in the default direction', async () => {
    const server = createTestServer('client-admin');
    const variables = { sort: { field: 'DAYS' } };
    const compiled = await server.execute(SORTED_CLAIMS, variables);
    expect(compiled.errors).toBeUndefined();
    expect(answerOf(compiled)).toStrictEqual(answerOf(await interpreted(server, SORTED_CLAIMS, variables)));
  });

  it("refuses a wrong variable in graphql-js's words, without running anything", async () => {
    const server = createTestServer('client-admin');
    const variables = { sort: { field: 'HEIGHT' } };
    const compiled = await server.execute(SORTED_CLAIMS, variables);
    expect(compiled.data).toBeUndefined();
    expect(answerOf(compiled)).toStrictEqual(answerOf(await interpreted(server, SORTED_CLAIMS, variables)));
  });
});

describe('when the compiler is not there', () => {
  const server = () => createTestServer('dealer');
  const VIEWER = parse('{ viewer { role } }');

  it('loads the compiler lazily when a document runs again, and answers with graphql-js until it arrives', async () => {
    const { contextFor } = server();
    let loads = 0;
    let arrive: (compiler: Compiler) => void = () => undefined;
    const arriving = new Promise<Compiler>((resolve) => (arrive = resolve));
    const executor = createExecutor(getSchema(), {
      loading: 'lazy',
      load: () => {
        loads += 1;
        return arriving;
      },
    });
    const first = await executor.execute({ document: VIEWER, contextValue: contextFor() });
    expect(executor.lastRun).toBe('interpreted');
    expect(first.data).toEqual({ viewer: { role: 'DEALER' } });
    await executor.execute({ document: parse('{ notifications { unreadCount } }'), contextValue: contextFor() });
    expect(loads).toBe(0);
    const again = await executor.execute({ document: VIEWER, contextValue: contextFor() });
    expect(loads).toBe(1);
    expect(executor.lastRun).toBe('interpreted');
    expect(again).toEqual(first);
    arrive(await import('../../../mocks/query-compiler'));
    await arriving;
    const compiled = await executor.execute({ document: VIEWER, contextValue: contextFor() });
    expect(executor.lastRun).toBe('compiled');
    expect(compiled).toEqual(first);
    expect(loads).toBe(1);
  });

  it('answers with graphql-js when the compiler cannot load', async () => {
    const { contextFor } = server();
    const executor = createExecutor(getSchema(), { loading: 'eager', load: () => Promise.reject(new Error('offline')) });
    const result = await executor.execute({ document: VIEWER, contextValue: contextFor() });
    expect(executor.lastRun).toBe('interpreted');
    expect(result.data).toEqual({ viewer: { role: 'DEALER' } });
  });

  it('answers with graphql-js from then on when the page forbids compiled code', async () => {
    const { contextFor } = server();
    let attempts = 0;
    // As graphql-jit does: a failure while compiling comes back as errors, the cause kept in each.
    const forbidden: Compiler = {
      compileQuery: () => {
        attempts += 1;
        const refusal = new EvalError('Refused to evaluate a string as JavaScript');
        return { errors: [new GraphQLError(refusal.message, { originalError: refusal })] };
      },
      isCompiledQuery: ((result: unknown) => typeof result === 'object' && result !== null && 'query' in result) as Compiler['isCompiledQuery'],
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const executor = createExecutor(getSchema(), { loading: 'eager', load: async () => forbidden });
    for (let run = 0; run < 3; run += 1) {
      const result = await executor.execute({ document: VIEWER, contextValue: contextFor() });
      expect(result.data).toEqual({ viewer: { role: 'DEALER' } });
      expect(executor.lastRun).toBe('interpreted');
    }
    expect(attempts).toBe(1);
    expect(warn.mock.calls).toEqual([[`${COMPILER_REFUSED} (Refused to evaluate a string as JavaScript)`]]);
    warn.mockRestore();
  });
});
