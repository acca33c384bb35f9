import { describe, expect, it, vi } from 'vitest';
import { domainResolver, showUserErrors } from './form-errors';

describe('errors name the field: domain and gateway errors at their inputs', () => {
  it('turns domain errors into field errors, the first per field', async () => {
    const resolver = domainResolver<{ a: string; b: string }>(() => [
      { code: 'REQUIRED', field: 'a', message: 'first' },
      { code: 'TOO_LONG', field: 'a', message: 'second' },
      { code: 'REQUIRED', message: 'form-wide' },
    ]);
    const result = await resolver({ a: '', b: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ a: { type: 'REQUIRED', message: 'first' } });
    const ok = domainResolver<{ a: string }>(() => []);
    expect(await ok({ a: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({
      values: { a: 'x' },
      errors: {},
    });
  });

  it("marks the fields a gateway path names, focusing the first, and returns the others' messages", () => {
    const setError = vi.fn();
    const rest = showUserErrors<{ email: string; firstName: string }>(
      [
        { field: ['input', 'email'], message: 'bad e-mail' },
        { field: ['input', 'firstName'], message: 'no name' },
        { field: null, message: 'provider said no' },
      ],
      ['email', 'firstName'],
      setError,
    );
    expect(rest).toEqual(['provider said no']);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'bad e-mail' }, { shouldFocus: true }],
      ['firstName', { type: 'server', message: 'no name' }, { shouldFocus: false }],
    ]);
  });
});
