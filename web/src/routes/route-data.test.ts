// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The two route-data templates of web/README.md "Route data", checked over every route module: a loader asks
 * through `pageQuery` (catalogue pages, hydrated from their answers) or `routeQuery` (preloadQuery + useReadQuery),
 * and no route module loads its page's data any other way.
 */
const dir = new URL('./', import.meta.url);
const routeModules = readdirSync(dir)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => ({ name, code: readFileSync(new URL(name, dir), 'utf8') }));

/** Apollo's hooks that start a query from a component, and the preloader used outside the helper. */
const THIRD_WAYS = [
  /\buse(Lazy|Suspense|Background|Loadable)?Query\b(?!Ref)/,
  /\bcreateQueryPreloader\b/,
  /\.preloadQuery\(/,
  /\bpreloadQuery\(/,
  /\bfetch\(/,
];

describe('route data', () => {
  it('finds the route modules', () => {
    expect(routeModules.map(({ name }) => name)).toContain('search.tsx');
  });

  it.each(routeModules)('$name loads its data through pageQuery or routeQuery only', ({ code }) => {
    for (const pattern of THIRD_WAYS) expect(code).not.toMatch(pattern);
    if (/export (async )?function loader\b/.test(code) && /Document\b/.test(code)) {
      expect(code).toMatch(/\b(pageQuery|routeQuery)\(/);
    }
  });
});
