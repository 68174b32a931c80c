import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  GraphQLFloat,
  isEnumType,
  isListType,
  isNonNullType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
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

/** Every description in the schema with the coordinate it describes (`Type`, `Type.field`, `Type.field(arg)`). */
function descriptions(schema: GraphQLSchema): [coordinate: string, description: string | null | undefined][] {
  const all: [string, string | null | undefined][] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    all.push([type.name, type.description]);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        all.push([`${type.name}.${field.name}`, field.description]);
        for (const argument of 'args' in field ? field.args : []) {
          all.push([`${type.name}.${field.name}(${argument.name})`, argument.description]);
        }
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) all.push([`${type.name}.${value.name}`, value.description]);
  }
  return all;
}

/** Every field of every object, interface and input type, with its coordinate. */
function fields(schema: GraphQLSchema): [coordinate: string, field: GraphQLField<unknown, unknown> | GraphQLInputField][] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type))
    .flatMap((type) =>
      isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
        ? Object.values(type.getFields()).map((field): [string, GraphQLField<unknown, unknown> | GraphQLInputField] => [
            `${type.name}.${field.name}`,
            field,
          ])
        : [],
    );
}

/** The words of a camelCase name, lower-cased: `pendingClaimsTotal` -> pending, claims, total. */
function nameWords(name: string): string[] {
  return name.split(/(?=[A-Z])|_/).map((word) => word.toLowerCase());
}

const MONEY_NAME_WORDS = new Set([
  'amount', 'balance', 'budget', 'cost', 'dollars', 'earnings', 'money', 'payout', 'price', 'rebate', 'rebates',
  'revenue', 'spend', 'spent', 'total', 'value', 'volume',
]);
const MONEY_DESCRIPTION = /\b(dollars?|USD|money|currency)\b|\$/i;

/**
 * The contract a backend team adopts (README, "Adopting the schema"): what a review of it, read as an
 * adopter would, must not find again.
 */
describe('schema.graphql as a contract', () => {
  const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

  it('says something in every description: none is empty or a single word', () => {
    const thin = descriptions(schema)
      .filter(([, description]) => (description ?? '').trim().split(/\s+/).filter(Boolean).length < 2)
      .map(([coordinate, description]) => `${coordinate}: ${JSON.stringify(description ?? null)}`);
    expect(thin).toEqual([]);
  });

  it('has no description that only names the field, such as "Identifier." or "Name."', () => {
    const generic = /^(the )?(identifier|id|name|title|description|status|cursor|paging state|when|type|kind|category|label|dollars|points|date)\.?$/i;
    const offending = descriptions(schema)
      .filter(([, description]) => generic.test((description ?? '').trim()))
      .map(([coordinate, description]) => `${coordinate}: ${description}`);
    expect(offending).toEqual([]);
  });

  it('says on every nullable output field when it is null', () => {
    const offending = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !isIntrospectionType(type))
      .flatMap((type) => (isObjectType(type) ? Object.values(type.getFields()).map((field) => [`${type.name}.${field.name}`, field] as const) : []))
      .filter(([, field]) => !isNonNullType(field.type) && !/\bnull\b/i.test(field.description ?? ''))
      .map(([coordinate]) => coordinate);
    expect(offending).toEqual([]);
  });

  it('carries money as Money, never as a Float: no Float field is named or described as money', () => {
    const offending = fields(schema)
      .filter(([, field]) => getNamedType(field.type) === GraphQLFloat)
      .filter(
        ([coordinate, field]) =>
          nameWords(coordinate.split('.')[1] ?? '').some((word) => MONEY_NAME_WORDS.has(word)) ||
          MONEY_DESCRIPTION.test(field.description ?? ''),
      )
      .map(([coordinate, field]) => `${coordinate}: ${field.description ?? ''}`);
    expect(offending).toEqual([]);
  });

  it('describes the Money type as an amount and a currency, the amount a decimal string', () => {
    const money = schema.getType('Money');
    expect(isObjectType(money)).toBe(true);
    if (!isObjectType(money)) return;
    const { amount, currencyCode } = money.getFields();
    expect(amount && getNamedType(amount.type).name).toBe('Decimal');
    expect(currencyCode && isEnumType(getNamedType(currencyCode.type))).toBe(true);
    expect(isScalarType(schema.getType('Decimal'))).toBe(true);
  });

  it('links records by object, never by a name or id string: no scalar field is named after an entity', () => {
    // An entity is an object type with an `id`. `dealer: String`, or `productName: String` / `productId: ID`
    // with no `product` object beside it, would make a client join by display text or look the record up.
    const entities = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && !isIntrospectionType(type) && 'id' in type.getFields(),
    );
    const entityNames = new Set(entities.map((type) => type.name.charAt(0).toLowerCase() + type.name.slice(1)));
    // Text fields that share an entity's name but point at no record.
    const notReferences: Record<string, string> = {
      'Promotion.reward': 'what the promotion pays, as text such as `2% back in points`; not a Reward record',
      'Review.product': 'the equipment as the customer named it on a review site; reviews name no catalogue record',
    };
    const offending: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || isIntrospectionType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (`${type.name}.${field.name}` in notReferences) continue;
        if (!['String', 'ID'].includes(getNamedType(field.type).name)) continue;
        const named = field.name.replace(/(Name|Id)$/, '');
        if (entityNames.has(field.name) || (named !== field.name && entityNames.has(named) && !(named in type.getFields()))) {
          offending.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect([...entityNames]).toEqual(expect.arrayContaining(['claim', 'participant', 'dealer', 'product']));
    expect(offending).toEqual([]);
  });

  it('gives every user error a machine-readable code, and every payload a list of them', () => {
    const userError = schema.getType('UserError');
    expect(isObjectType(userError)).toBe(true);
    if (!isObjectType(userError)) return;
    const { code, field, message } = userError.getFields();
    expect(code && isNonNullType(code.type) && isEnumType(getNamedType(code.type))).toBe(true);
    expect(field && isListType(field.type) && getNamedType(field.type).name).toBe('String');
    expect(message && isNonNullType(message.type)).toBe(true);
    const codeType = code ? getNamedType(code.type) : undefined;
    const codes = isEnumType(codeType) ? codeType.getValues() : [];
    expect(codes.length).toBeGreaterThan(3);
    expect(codes.filter((value) => !value.description?.trim())).toEqual([]);
  });

  it('names each mutation\'s payload after the mutation, and gives it `errors`', () => {
    const mutation = schema.getMutationType();
    expect(mutation).toBeTruthy();
    const offending = Object.values(mutation!.getFields())
      .map((field) => [field.name, getNamedType(field.type)] as const)
      .filter(([name, payload]) => {
        const fieldsOfPayload = isObjectType(payload) ? payload.getFields() : {};
        const expected = `${name.charAt(0).toUpperCase()}${name.slice(1)}Payload`;
        return payload.name !== expected || !('errors' in fieldsOfPayload) || getNamedType(fieldsOfPayload.errors!.type).name !== 'UserError';
      })
      .map(([name, payload]) => `${name}: ${payload.name}`);
    expect(offending).toEqual([]);
  });

  it('states the largest page on every `first` argument', () => {
    const offending = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !isIntrospectionType(type))
      .flatMap((type) => (isObjectType(type) ? Object.values(type.getFields()).map((field) => [type.name, field] as const) : []))
      .flatMap(([typeName, field]) => field.args.filter((argument) => argument.name === 'first').map((argument) => [`${typeName}.${field.name}(first)`, argument.description ?? ''] as const))
      .filter(([, description]) => !/\bat most \d+\b/i.test(description))
      .map(([coordinate]) => coordinate);
    expect(offending).toEqual([]);
  });
});
