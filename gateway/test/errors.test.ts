import { buildSchema, execute, parse } from 'graphql';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { createFormatError } from '../src/errors.js';

/** A logger that records the level, fields and message of every line. */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger };
}

describe('formatError for invalid variables', () => {
  it('answers more than 50 invalid list members as BAD_USER_INPUT and logs at info with its error code, without an error object', () => {
    const schema = buildSchema('type Query { sum(values: [Int!]!): Int }');
    const result = execute({
      schema,
      document: parse('query Sum($values: [Int!]!) { sum(values: $values) }'),
      variableValues: { values: Array.from({ length: 60 }, () => 'x') },
    }) as { errors: readonly Error[] };
    expect(result.errors).toHaveLength(51);
    const { lines, logger } = recordingLogger();
    const format = createFormatError(logger);
    const limit = result.errors[50]!;
    const formatted = format(
      { message: limit.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      limit,
    );
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(formatted.message).toMatch(/^Too many errors processing variables/);
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { reason: limit.message, errorCode: 'BAD_USER_INPUT' },
        message: 'variables refused: too many invalid values',
      },
    ]);
  });
});
