import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isIsoDate } from '@tourdesk/domain/dates';

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value)) {
    throw new GraphQLError('Date must be a calendar date yyyy-mm-dd.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

function parseMinor(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new GraphQLError('MinorUnits must be a whole number.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/** `Date`: ISO yyyy-mm-dd, a real calendar date (Europe/London). */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: "A calendar date, ISO 8601 yyyy-mm-dd, in the operator's time zone (Europe/London).",
  serialize: (value) => parseDate(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** `MinorUnits`: a safe integer count of minor currency units. */
export const MinorUnitsScalar = new GraphQLScalarType({
  name: 'MinorUnits',
  description: 'A count of minor currency units (pence, cents): an integer up to 2^53-1.',
  serialize: parseMinor,
  parseValue: parseMinor,
  parseLiteral: (ast) => parseMinor(ast.kind === Kind.INT ? Number(ast.value) : undefined),
});
