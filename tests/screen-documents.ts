import { getNamedType, isEnumType, isInputObjectType, Kind, typeFromAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import * as documents from '../src/graphql/__generated__/graphql';

/** Every screen's query (the `…ScreenDocument`s codegen makes from src/screens), by name. */
export const SCREENS = Object.entries(documents)
  .filter(([name]) => name.endsWith('ScreenDocument'))
  .map(([name, document]) => ({ name: name.replace(/Document$/, ''), document: document as DocumentNode }));

/** A value for each required variable: true, 25, an enum's first value or an empty input (every filter is optional). */
export function requiredVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue) continue;
      const type = getNamedType(typeFromAST(schema, variable.type));
      const value = type?.name === 'Boolean' ? true : type?.name === 'Int' ? 25 : isEnumType(type) ? type.getValues()[0]?.value : isInputObjectType(type) ? {} : undefined;
      if (value === undefined) throw new Error(`no sample value for $${variable.variable.name.value}: ${type?.name}`);
      variables[variable.variable.name.value] = value;
    }
  }
  return variables;
}
