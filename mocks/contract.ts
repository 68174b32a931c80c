import typeDefs from '../schema.graphql?raw';

/**
 * The contract's text as the in-browser server runs it: schema.graphql, and in a production build the
 * same without its descriptions (build/runtime-contract.ts).
 */
export const portalContract: string = typeDefs;
