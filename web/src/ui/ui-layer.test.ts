// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * web/README.md "Structure": ui/ holds primitives that know nothing of the product, plus the money blocks every
 * feature draws from the schema's money lines. Checked here over the code (comments removed, since they may say
 * where a primitive is used).
 */
const dir = new URL('./', import.meta.url);
const MONEY_BLOCKS = ['money-lines.tsx', 'card-charge.tsx'];
const modules = readdirSync(dir)
  .filter((name) => name.endsWith('.tsx') || (name.endsWith('.ts') && !name.endsWith('.test.ts')))
  .map((name) => ({
    name,
    code: readFileSync(new URL(name, dir), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  }));
const primitives = modules.filter(({ name }) => !MONEY_BLOCKS.includes(name));

/** The product's nouns, as they would appear in a primitive's texts, props or names. */
const PRODUCT_WORDS = /\b(tours?|bookings?|basket|passengers?|agents?|agency|quotes?|deposit|departures?)\b/i;

describe('ui layer', () => {
  it('finds its modules and the money blocks', () => {
    expect(modules.map(({ name }) => name)).toEqual(expect.arrayContaining([...MONEY_BLOCKS, 'button.tsx']));
  });

  it.each(modules)('$name imports no feature, route or app module', ({ code }) => {
    expect(code).not.toMatch(/from '@\/(features|routes|app|config|lib)\//);
    expect(code).not.toMatch(/from '\.\.\//);
  });

  it.each(primitives)('$name (a primitive) reads no GraphQL and says no product word', ({ code }) => {
    expect(code).not.toMatch(/from '@\/apollo\//);
    expect(code).not.toMatch(/from '@apollo\/client/);
    expect(code).not.toMatch(PRODUCT_WORDS);
  });
});
