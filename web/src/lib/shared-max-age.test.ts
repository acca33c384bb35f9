import { describe, expect, it } from 'vitest';
import { sharedMaxAge } from './shared-max-age';

const answer = (headers: Record<string, string>) => new Headers(headers);

describe('sharedMaxAge (a rendered page lives no longer than the gateway answers it came from)', () => {
  it("is the answer's max-age, whatever its scope: the render carries no session", () => {
    expect(sharedMaxAge(answer({ 'cache-control': 'max-age=300, private' }))).toBe(300);
    expect(sharedMaxAge(answer({ 'cache-control': 'public, max-age=15' }))).toBe(15);
  });

  it('is 0 for an answer without a max-age (errors), not to be stored, or that set a cookie', () => {
    expect(sharedMaxAge(answer({}))).toBe(0);
    expect(sharedMaxAge(answer({ 'cache-control': 'no-store' }))).toBe(0);
    expect(sharedMaxAge(answer({ 'cache-control': 'max-age=300, no-store' }))).toBe(0);
    expect(sharedMaxAge(answer({ 'cache-control': 'max-age=300', 'set-cookie': 'td_sid=abc' }))).toBe(0);
  });
});
