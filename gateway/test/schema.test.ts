import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undocumentedSchemaElements } from '../src/schema/undocumented.js';
import { resolvers } from '../src/generated/resolvers.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

describe('schema.graphql (the contract)', () => {
  it('documents every type, field, argument, input field and enum value', () => {
    expect(undocumentedSchemaElements(schema)).toEqual([]);
  });

  it('finds undocumented elements when there are some', () => {
    const bare = buildSchema('type Query { a(x: Int): String } enum E { V } input I { f: Int }');
    expect(undocumentedSchemaElements(bare)).toEqual([
      'E',
      'E.V',
      'I',
      'I.f',
      'Query',
      'Query.a',
      'Query.a(x:)',
    ]);
  });

  it('resolves only fields that exist in the schema', () => {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const type = schema.getType(typeName);
      expect(type, typeName).toBeDefined();
      if (type && 'getFields' in type) {
        for (const field of Object.keys(fields as object)) {
          expect(Object.keys(type.getFields()), `${typeName}.${field}`).toContain(field);
        }
      }
    }
  });

  it('implements every query and mutation of the contract', () => {
    const missing = (type: 'Query' | 'Mutation') =>
      Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).filter(
        (field) => !(field in ((resolvers[type] ?? {}) as object)),
      );
    expect(missing('Query')).toEqual([]);
    expect(missing('Mutation')).toEqual([]);
  });
});
