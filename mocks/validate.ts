import { validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';

/** Validation problems of each parsed document against the schema, worked out once per document. */
const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();

/**
 * What a GraphQL server says before it runs an operation (the GraphQL specification, "Validation"): a field the
 * schema does not have, a missing selection, a variable of the wrong type. An empty list means the
 * document may run. Parsed documents are cached by their callers, so each is validated once.
 */
export function validationErrors(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  let errors = checked.get(document);
  if (!errors) {
    errors = validate(schema, document);
    checked.set(document, errors);
  }
  return errors;
}
