import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.js';
import { NEVER_CALLED } from '../src/run.js';

/** The figures the root README's "Go-live check" gives about openapi.yaml, checked against the contract itself. */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const contract = Contract.load();

describe('README "Go-live check"', () => {
  it('counts the operations and the assumed ones as openapi.yaml has them', () => {
    const counted = /\((\d+) of its (\d+) operations are `x-source: assumed`\)/.exec(readme);
    expect(counted).not.toBeNull();
    const assumed = contract.operations.filter((operation) => operation.source === 'assumed').length;
    expect(Number(counted![1])).toBe(assumed);
    expect(Number(counted![2])).toBe(contract.operations.length);
  });

  it('gives the size of the summary table as the number of operations', () => {
    const table = /a table of the (\d+) operations/.exec(readme);
    expect(Number(table?.[1])).toBe(contract.operations.length);
  });

  it('accepts as unchecked, in its commands, exactly the operations the check never calls', () => {
    const own = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const text of [readme, own]) {
      const accepted = /--accept-unchecked ([\w,]+)/.exec(text)?.[1]?.split(',');
      expect(accepted).toEqual(Object.keys(NEVER_CALLED));
    }
  });
});
