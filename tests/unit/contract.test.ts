import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/** schema.graphql is read by backend teams and in GraphiQL: everything in it says what it is. */
describe('schema.graphql', () => {
  const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

  it('describes every type, field, argument, input field and enum value', () => {
    const missing: string[] = [];
    const need = (description: string | null | undefined, where: string) => {
      if (!description?.trim()) missing.push(where);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
      need(type.description, type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          need(field.description, `${type.name}.${field.name}`);
          for (const argument of field.args) need(argument.description, `${type.name}.${field.name}(${argument.name})`);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) need(field.description, `${type.name}.${field.name}`);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
      } else if (!isUnionType(type) && !isScalarType(type)) {
        missing.push(`${String(type)} (unexpected kind)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names enum values in SCREAMING_CASE', () => {
    const offending = Object.values(schema.getTypeMap())
      .filter((type) => isEnumType(type) && !isIntrospectionType(type))
      .flatMap((type) => (isEnumType(type) ? type.getValues().map((value) => `${type.name}.${value.name}`) : []))
      .filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name.split('.')[1] ?? ''));
    expect(offending).toEqual([]);
  });
});
