// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuildAssets, type BuildAssets } from './assets.js';

/**
 * A build of four chunks as Vite's manifest names them: the entry, the search route, Apollo Client and the tour
 * details panel (which imports a chunk of its own and the slide-out, each with a stylesheet).
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/routes/search.tsx': { file: 'assets/search-1.js', imports: ['index.html'] },
  'src/apollo/client.ts': { file: 'assets/client-1.js' },
  'src/features/tours/components/open-tour-panel.tsx': {
    file: 'assets/open-tour-panel-1.js',
    imports: ['_calendar-1.js', 'index.html'],
    css: ['assets/tour-panel-1.css'],
  },
  '_calendar-1.js': { file: 'assets/calendar-1.js' },
  'src/ui/slide-out.tsx': { file: 'assets/slide-out-1.js', css: ['assets/slide-out-1.css'] },
};

let dist = '';
let assets: BuildAssets;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'tourdesk-assets-'));
  await mkdir(path.join(dist, '.vite'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  for (const css of ['index-1', 'tour-panel-1', 'slide-out-1'])
    await writeFile(path.join(dist, `assets/${css}.css`), `.${css.replace('-1', '')}{color:red}`);
  assets = await loadBuildAssets(dist, { imageOrigins: [], heroImageUrl: '/hero.png' });
});

afterAll(() => rm(dist, { recursive: true, force: true }));

describe('build assets', () => {
  it("sends a page showing the tour details panel with the panel's styles inline and its code preloaded", () => {
    const tags = assets.tags('/', { rendered: true, apollo: true, tourPanel: true }).join('\n');
    for (const file of ['open-tour-panel-1.js', 'calendar-1.js', 'slide-out-1.js', 'client-1.js'])
      expect(tags).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`,
      );
    expect(tags).toContain('<style>.tour-panel{color:red}</style>');
    expect(tags).toContain('<style>.slide-out{color:red}</style>');
  });

  it('leaves the panel out of the same page without it, and of a page hydrating without Apollo Client', () => {
    for (const options of [
      { rendered: true, apollo: true },
      { rendered: true, apollo: false, tourPanel: true },
    ]) {
      const tags = assets.tags('/', options).join('\n');
      expect(tags).toContain('/assets/search-1.js');
      expect(tags).not.toContain('open-tour-panel');
      expect(tags).not.toContain('slide-out');
    }
  });
});
