import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { onlyOptionalPartsFailed } from './partial-answers';

const failed = (...paths: (string | number)[][]) =>
  new CombinedGraphQLErrors({
    data: {},
    errors: paths.map((path) => ({ message: 'late', path, extensions: { code: 'PROVIDER_TIMEOUT' } })),
  });

describe('onlyOptionalPartsFailed', () => {
  it('accepts failures of the filters and of add-on groups only', () => {
    expect(onlyOptionalPartsFailed(failed(['filters']))).toBe(true);
    expect(onlyOptionalPartsFailed(failed(['quote', 'quote', 'trips', 0, 'addOnGroups'], ['filters']))).toBe(
      true,
    );
    expect(onlyOptionalPartsFailed(failed(['tours']))).toBe(false);
    expect(onlyOptionalPartsFailed(failed(['filters'], ['tours']))).toBe(false);
    expect(onlyOptionalPartsFailed(new Error('network'))).toBe(false);
  });
});
