import { pathPrefix, paths } from '@tourdesk/domain/paths';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './document.js';

/**
 * The build's script, preload and style tags of each page, from Vite's manifest (dist/.vite/manifest.json,
 * https://vite.dev/guide/backend-integration): the entry, and for a landing page its route's code, so the browser
 * fetches it beside the entry instead of after it has run. Built once at start from the build's file names.
 */

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The start of every tour page's address ('/tours/'). */
const TOUR_PAGE_PREFIX = pathPrefix(paths.tourPage.path);
/** The landing address standing for every tour page ('/tours'). */
export const TOUR_PAGES_LANDING = TOUR_PAGE_PREFIX.replace(/\/$/, '');

/** The module of each landing address whose code is preloaded with the page ('/tours' stands for a tour page). */
const ROUTE_MODULES = new Map([
  [paths.home.path, 'src/routes/search.tsx'],
  [paths.search.path, 'src/routes/search.tsx'],
  [paths.cart.path, 'src/routes/cart.tsx'],
  [paths.payment.path, 'src/routes/checkout.tsx'],
  [paths.login.path, 'src/routes/login.tsx'],
  [TOUR_PAGES_LANDING, 'src/routes/tour-page.tsx'],
]);
/**
 * The lazily loaded modules of the tour details panel a search address opens (`?open=`, seed 001 §2), which the
 * server draws: the panel (src/features/tours/components/lazy-panels.ts loads it) and the slide-out around it.
 */
const TOUR_PANEL_MODULES = ['src/features/tours/components/open-tour-panel.tsx', 'src/ui/slide-out.tsx'];
/** The module that makes the browser's Apollo Client (src/apollo/on-demand.ts imports it). */
const APOLLO_CLIENT_MODULE = 'src/apollo/client.ts';
/** Route modules whose first paint is the hero (search-hero.tsx): its image is preloaded with the page. */
const HERO_ROUTE_MODULES = new Set(['src/routes/search.tsx']);
/** Route modules whose first paint shows the provider's tour images: their origins are connected to early. */
const TOUR_IMAGE_ROUTE_MODULES = new Set([
  'src/routes/search.tsx',
  'src/routes/cart.tsx',
  'src/routes/tour-page.tsx',
]);

/** The landing address of a path: trailing slashes dropped, a tour page as '/tours'. */
export function landingPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.startsWith(TOUR_PAGE_PREFIX) ? TOUR_PAGES_LANDING : trimmed;
}

/** How a page is written: rendered by the server (styles inline, scripts at low priority) or by the browser. */
export interface AssetOptions {
  rendered: boolean;
  /** Preload Apollo Client's code: every browser-rendered page, and a rendered one that brings the Apollo cache. */
  apollo: boolean;
  /**
   * The rendered page shows the tour details panel its address opens: the panel's styles come with the page, so
   * its first paint shows the panel as drawn, and its code is preloaded beside the page's, so the browser's module
   * loader finds every chunk already asked for and adds no tag of its own while the page starts.
   */
  tourPanel?: boolean;
}

/** The tags of the pages of one build. */
export interface BuildAssets {
  /** The tags for a page at `pathname`. */
  tags(pathname: string, options: AssetOptions): readonly string[];
}

/** Scripts and styles of `key` and every chunk it imports. */
function collect(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, scripts, styles);
}

/**
 * Reads the manifest and the stylesheets of `distDir` and prepares every page's tags.
 * @param options.imageOrigins origins of the tour images (preconnected on pages that show them)
 * @param options.heroImageUrl the search hero's image (preloaded on the search pages)
 * @throws when the build has no manifest or no index.html entry in it (run `pnpm --filter web build`).
 */
export async function loadBuildAssets(
  distDir: string,
  options: { imageOrigins: readonly string[]; heroImageUrl: string },
): Promise<BuildAssets> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest['index.html']) throw new Error(`${distDir}/.vite/manifest.json has no index.html entry`);
  const stylesheets = new Map<string, string>();
  const cache = new Map<string, readonly string[]>();

  const styleTag = async (file: string, inline: boolean): Promise<string> => {
    const href = escapeHtml(`/${file}`);
    if (!inline) return `<link rel="stylesheet" crossorigin href="${href}">`;
    const css = stylesheets.get(file) ?? (await readFile(path.join(distDir, file), 'utf8'));
    stylesheets.set(file, css);
    // The sheet's address stays in a disabled link, never fetched: the client's chunk loader finds it there and
    // asks for none of the page's styles again when it loads the route.
    return css.includes('</style')
      ? `<link rel="stylesheet" crossorigin href="${href}">`
      : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  };

  const build = async (routeModule: string | undefined, { rendered, apollo, tourPanel }: AssetOptions) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    collect(manifest, 'index.html', scripts, styles);
    if (routeModule) collect(manifest, routeModule, scripts, styles);
    if (apollo) collect(manifest, APOLLO_CLIENT_MODULE, scripts, styles);
    if (tourPanel) for (const module of TOUR_PANEL_MODULES) collect(manifest, module, scripts, styles);
    const priority = rendered ? ' fetchpriority="low"' : '';
    const [entry, ...preloads] = [...scripts].map((file) => escapeHtml(`/${file}`));
    const tags: string[] = [];
    if (routeModule && TOUR_IMAGE_ROUTE_MODULES.has(routeModule)) {
      for (const origin of options.imageOrigins)
        tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}">`);
    }
    if (routeModule && HERO_ROUTE_MODULES.has(routeModule)) {
      const hero = escapeHtml(options.heroImageUrl);
      tags.push(`<link rel="preload" as="image" href="${hero}" fetchpriority="high">`);
    }
    tags.push(`<script type="module" crossorigin${priority} src="${entry}"></script>`);
    for (const file of preloads)
      tags.push(`<link rel="modulepreload" crossorigin${priority} href="${file}">`);
    for (const file of styles) tags.push(await styleTag(file, rendered));
    return tags;
  };

  const variants: AssetOptions[] = [
    { rendered: false, apollo: true, tourPanel: false },
    { rendered: true, apollo: false, tourPanel: false },
    { rendered: true, apollo: true, tourPanel: false },
    { rendered: true, apollo: true, tourPanel: true },
  ];
  const key = (routeModule: string | undefined, { rendered, apollo, tourPanel }: AssetOptions) =>
    `${routeModule} ${rendered} ${rendered ? apollo : true} ${rendered && apollo && tourPanel === true}`;
  for (const routeModule of [undefined, ...new Set(ROUTE_MODULES.values())]) {
    for (const variant of variants) cache.set(key(routeModule, variant), await build(routeModule, variant));
  }
  return {
    tags(pathname, options) {
      return cache.get(key(ROUTE_MODULES.get(landingPath(pathname)), options)) ?? [];
    },
  };
}
