import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import portalDocuments from 'virtual:portal-documents';

/** Validation problems of each parsed document against the schema, worked out once per document. */
const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();

/**
 * The texts the portal's own client sends (build/portal-documents.ts, from the documents codegen
 * generated and validated against the contract at build time, README "Architecture"). Such a text
 * runs without graphql-js's validation; any other text is validated. A text missing here only costs
 * loading the validation; it never changes an answer.
 */
const known = new Set(portalDocuments.split(' '));

async function textHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, HASH_LENGTH);
}
const HASH_LENGTH = 12;

/**
 * graphql-js's validation (its rules are most of it) loads on demand in its own chunk, so it is no
 * part of the worker's first script; a failed download is tried again at the next document.
 */
let loading: Promise<typeof import('graphql/validation/validate')> | null = null;

function loadValidate() {
  loading ??= import('graphql/validation/validate').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * What a GraphQL server says before it runs an operation (the GraphQL specification, "Validation"): a field the
 * schema does not have, a missing selection, a variable of the wrong type. An empty list means the
 * document may run. Parsed documents are cached by their callers, so each is checked once. `text` is
 * the document's source when the caller has it: one of the portal's own is not validated again.
 */
export async function validationErrors(schema: GraphQLSchema, document: DocumentNode, text?: string): Promise<readonly GraphQLError[]> {
  let errors = checked.get(document);
  if (!errors) {
    if (text !== undefined && known.has(await textHash(text))) errors = [];
    else {
      const { validate } = await loadValidate();
      errors = validate(schema, document);
    }
    checked.set(document, errors);
  }
  return errors;
}
