/**
 * The query compiler, in a chunk of its own that the in-browser server's worker loads on demand
 * (mocks/executor.ts): it is not part of any screen's first load.
 */
export { compileQuery, isCompiledQuery } from 'graphql-jit';
