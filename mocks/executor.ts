import {
  coerceInputLiteral,
  coerceInputValue,
  execute,
  getVariableValues,
  isInputObjectType,
  isObjectType,
  Kind,
  print,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

/** graphql-jit, which the executor loads on demand (it is not part of the worker's first load). */
export type Compiler = Pick<typeof import('graphql-jit'), 'compileQuery' | 'isCompiledQuery'>;

/**
 * When the compiler is loaded:
 * - `eager` (tests and benchmarks): the first operation waits for it, so every operation runs compiled;
 * - `lazy` (the page's worker): when a document runs for the second time. Until it has loaded,
 *   operations run on graphql-js, so no answer waits for its download, and a visit that runs each
 *   document once (the first screen) never downloads it. Compiling pays off for what repeats.
 */
export type CompilerLoading = 'eager' | 'lazy';

export interface Operation {
  document: DocumentNode;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  contextValue: unknown;
}

export interface Executor {
  execute(operation: Operation): Promise<ExecutionResult>;
  /** How the last operation ran: compiled by graphql-jit or interpreted by graphql-js (tests, benchmarks). */
  readonly lastRun: 'compiled' | 'interpreted' | null;
}

/** Compiled documents are kept per schema; text keys are bounded so an explorer session cannot grow them forever. */
const MAX_TEXT_KEYS = 500;

/** A compiled operation and its variables' definitions, which graphql-js checks before it runs. */
interface Compiled {
  query: CompiledQuery;
  variables: readonly VariableDefinitionNode[];
  /** Whether the document uses @skip or @include, whose skipped fields the compiler leaves as `undefined`. */
  conditional: boolean;
}

/** Removes the keys of skipped fields (left `undefined`), so the answer has the fields graphql-js gives. */
function dropSkipped(value: unknown): void {
  if (Array.isArray(value)) value.forEach(dropSkipped);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === undefined) delete record[key];
      else dropSkipped(record[key]);
    }
  }
}

interface Compilations {
  byDocument: WeakMap<DocumentNode, Map<string, Compiled | null>>;
  byText: Map<string, Compiled | null>;
}

const compilationsBySchema = new WeakMap<GraphQLSchema, WeakMap<Compiler, Compilations>>();

/**
 * graphql-js 17 keeps a default written in the schema as its literal (`default`) and leaves the older
 * `defaultValue` empty; the compiler reads only `defaultValue`. This fills it with the coerced default
 * (what graphql-js itself would use, and graphql-js still prefers `default`), once per schema, so a
 * compiled operation applies `first: Int = 25` and `direction: SortDirection! = DESC` as graphql-js does.
 */
function exposeDefaultValues(schema: GraphQLSchema): void {
  const expose = (input: GraphQLArgument | GraphQLInputField) => {
    if (input.defaultValue !== undefined || input.default === undefined) return;
    const { literal, value } = input.default;
    (input as { defaultValue: unknown }).defaultValue = literal ? coerceInputLiteral(literal, input.type) : coerceInputValue(value, input.type);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type)) for (const field of Object.values(type.getFields())) field.args.forEach(expose);
    if (isInputObjectType(type)) Object.values(type.getFields()).forEach(expose);
  }
}

/** What one compiler has compiled for one schema (every server in a process shares the schema). */
function compilationsOf(schema: GraphQLSchema, compiler: Compiler): Compilations {
  let byCompiler = compilationsBySchema.get(schema);
  if (!byCompiler) {
    exposeDefaultValues(schema);
    compilationsBySchema.set(schema, (byCompiler = new WeakMap()));
  }
  let compilations = byCompiler.get(compiler);
  if (!compilations) byCompiler.set(compiler, (compilations = { byDocument: new WeakMap(), byText: new Map() }));
  return compilations;
}

/** Said once in the console when the Content-Security-Policy forbids compiled operations. */
export const COMPILER_REFUSED = 'The GraphQL query compiler may not build functions here, so operations run on graphql-js';

export const loadCompiler = (): Promise<Compiler> => import('./query-compiler');

/**
 * Runs validated operations on the schema. graphql-jit compiles a document once into a function that
 * resolves exactly its selections, which takes about half the time graphql-js needs to walk the same
 * selections field by field (BENCHMARKS.md, "GraphQL operations"). The
 * results are the same: the same resolvers run, with the same errors, nulls and paths.
 *
 * graphql-js runs an operation instead when the compiler has not loaded yet (lazy loading), when it
 * refuses a document, or when the environment forbids compiled code (a Content-Security-Policy
 * without 'unsafe-eval'); a compiled document is never half-run and then re-run.
 */
export function createExecutor(schema: GraphQLSchema, options: { load?: () => Promise<Compiler>; loading: CompilerLoading }): Executor {
  const load = options.load ?? loadCompiler;
  let compiler: Compiler | null = null;
  let loadingCompiler: Promise<Compiler | null> | null = null;
  let unavailable = false;
  let lastRun: Executor['lastRun'] = null;
  // Documents run before the compiler was asked for (the worker keeps one document per text).
  const ranOnce = new WeakSet<DocumentNode>();

  const startLoading = (): Promise<Compiler | null> =>
    (loadingCompiler ??= load().then(
      (loaded) => (compiler = loaded),
      () => {
        // The chunk could not load (offline after the first visit, say): graphql-js answers everything.
        unavailable = true;
        return null;
      },
    ));

  const compiledFor = (jit: Compiler, document: DocumentNode, operationName: string): Compiled | null => {
    const compilations = compilationsOf(schema, jit);
    let perName = compilations.byDocument.get(document);
    const known = perName?.get(operationName);
    if (known !== undefined) return known;
    const text = `${operationName}\n${print(document)}`;
    let compiled = compilations.byText.get(text);
    if (compiled === undefined) {
      // The compiler marks the nodes it compiles; it gets its own copy, so the caller's document (an
      // app's constant, shared with Apollo's cache) stays as it was. Source locations are shared.
      const copy = visit(document, { enter: (node) => ({ ...node }) });
      const result = jit.compileQuery(schema, copy, operationName || undefined);
      if (!jit.isCompiledQuery(result)) {
        // The compiler answers its own failures as errors. An EvalError among them means the policy
        // forbids building functions from text: graphql-js answers from now on.
        const refusal = result.errors?.map((error) => error.originalError).find((cause) => cause instanceof EvalError);
        if (refusal) {
          unavailable = true;
          console.warn(`${COMPILER_REFUSED} (${refusal.message})`);
          return null;
        }
      }
      const operation = document.definitions.find(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
      );
      compiled =
        jit.isCompiledQuery(result) && operation?.kind === Kind.OPERATION_DEFINITION
          ? { query: result, variables: operation.variableDefinitions ?? [], conditional: /@(skip|include)\b/.test(text) }
          : null;
      if (compilations.byText.size >= MAX_TEXT_KEYS) {
        const oldest = compilations.byText.keys().next().value;
        if (oldest !== undefined) compilations.byText.delete(oldest);
      }
      compilations.byText.set(text, compiled);
    }
    if (!perName) compilations.byDocument.set(document, (perName = new Map()));
    perName.set(operationName, compiled);
    return compiled;
  };

  return {
    get lastRun() {
      return lastRun;
    },
    async execute({ document, variables, operationName, contextValue }) {
      if (!compiler && !unavailable) {
        if (options.loading === 'eager') await startLoading();
        else if (ranOnce.has(document)) void startLoading();
        else ranOnce.add(document);
      }
      const compiled = compiler && !unavailable ? compiledFor(compiler, document, operationName ?? '') : null;
      if (compiled) {
        lastRun = 'compiled';
        // graphql-js coerces the variables: a wrong one is refused in its words, and an input field with
        // a default may be left out (the compiler asks for a non-null field even when it has a default).
        const checked = getVariableValues(schema, compiled.variables, variables ?? {});
        if (checked.errors) return { errors: checked.errors };
        const result = await compiled.query.query(undefined, contextValue, checked.variableValues.coerced);
        if (compiled.conditional) dropSkipped(result.data);
        return result;
      }
      lastRun = 'interpreted';
      return await execute({ schema, document, variableValues: variables, operationName, contextValue });
    },
  };
}
