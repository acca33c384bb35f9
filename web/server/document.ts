import type { PageHead } from '../src/app/page-head.js';

/**
 * The page document, put together from parts each escaped for where it goes; nothing a request carries can
 * change its structure. The build's index.html gives the fixed frame (its head up to the title, and the body
 * around `#root`), cut once at start by {@link parseShell}; a page adds its title, the site configuration, its
 * head tags, the build's script and style tags, React's markup (escaped by React) and the data the browser
 * hydrates from, as inert JSON. Parts are joined, never substituted: no replacement pattern can expand.
 */

/** index.html cut around what a page adds. */
export interface Shell {
  /** From `<!doctype html>` to just before `<title>`. */
  head: string;
  /** index.html's own title, as written there (already HTML text). */
  title: string;
  /** From `</head>` up to and including `<div id="root">`. */
  bodyStart: string;
  /** From the `</div>` closing `#root` to the end. */
  bodyEnd: string;
}

const ROOT = '<div id="root"></div>';

/** The text between `start` and `end` in `html` and the indexes around it. @throws when a marker is missing. */
function between(html: string, start: string, end: string, from = 0): [number, number] {
  const open = html.indexOf(start, from);
  const close = open < 0 ? -1 : html.indexOf(end, open + start.length);
  if (open < 0 || close < 0) throw new Error(`index.html has no ${start}…${end}`);
  return [open, close];
}

/**
 * Cuts the build's index.html into the fixed parts of every page. What index.html has between its title and
 * `</head>` (the site-config marker and Vite's tags) is left out: the server writes those itself.
 * @throws Error when index.html lacks `<title>…</title>`, `</head>` or `<div id="root"></div>`.
 */
export function parseShell(indexHtml: string): Shell {
  const [titleOpen, titleClose] = between(indexHtml, '<title>', '</title>');
  const [headClose, rootOpen] = between(indexHtml, '</head>', ROOT, titleClose);
  return {
    head: indexHtml.slice(0, titleOpen),
    title: indexHtml.slice(titleOpen + '<title>'.length, titleClose),
    bodyStart: indexHtml.slice(headClose, rootOpen) + '<div id="root">',
    bodyEnd: indexHtml.slice(rootOpen + '<div id="root">'.length),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML text and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inert `<script type="application/json">` (or `application/ld+json`): `<`, `>`, `&`, U+2028 and
 * U+2029 written as `\u` escapes, so no `</script>` or `<!--` can end or change the script and the text parses
 * back to `value` with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
}

/** A void HTML element (`<meta>`, `<link>`) with its attributes, values escaped; `true` writes the bare name. */
export function voidTag(
  name: 'meta' | 'link',
  attributes: Record<string, string | true | undefined>,
): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`));
  return `<${name}${written.join('')}>`;
}

/** An inert data script: `id` and `type` fixed by the caller, the value as {@link jsonForScript}. */
export function jsonScript(
  type: 'application/json' | 'application/ld+json',
  value: unknown,
  id?: string,
): string {
  const idAttribute = id === undefined ? '' : ` id="${escapeHtml(id)}"`;
  return `<script type="${type}"${idAttribute}>${jsonForScript(value)}</script>`;
}

/** The head tags of a page: description, canonical, Open Graph, Twitter card, robots and JSON-LD. */
export function headTags(head: PageHead): string[] {
  const tags: string[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string | null | undefined) => {
    if (content) tags.push(voidTag('meta', { [key]: name, content }));
  };
  if (head.noindex) meta('name', 'robots', 'noindex');
  meta('name', 'description', head.description);
  if (head.canonical) tags.push(voidTag('link', { rel: 'canonical', href: head.canonical }));
  meta('property', 'og:site_name', head.siteName);
  meta('property', 'og:type', head.type);
  meta('property', 'og:title', head.shareTitle ?? head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', head.canonical);
  if (head.image) {
    meta('property', 'og:image', head.image.url);
    meta('property', 'og:image:width', String(head.image.width));
    meta('property', 'og:image:height', String(head.image.height));
    meta('property', 'og:image:alt', head.image.alt);
  }
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  if (head.structuredData) tags.push(jsonScript('application/ld+json', head.structuredData));
  return tags;
}

/** The data a rendered page hydrates from, and the id main.tsx looks it up by. */
export interface HydrationData {
  id: 'tourdesk-page-answers' | 'tourdesk-apollo-state';
  value: unknown;
}

/** What a page adds to the {@link Shell}. */
export interface DocumentParts {
  /** A title (text, escaped here), or null for index.html's. */
  title: string | null;
  /** The served site configuration's tags (site-config.mjs `siteConfigTags`). */
  siteConfigTags: string;
  /** The page's head, or null for none (a page the browser renders). */
  head: PageHead | null;
  /** The build's script, preload and style tags for this page (assets.ts, from the build's manifest). */
  assetTags: readonly string[];
  /** React's markup of the page for `#root` ('' for a page the browser renders). */
  root: string;
  /** The data the page hydrates from, or null. */
  hydration: HydrationData | null;
}

/** The whole document of a page. */
export function buildDocument(shell: Shell, parts: DocumentParts): string {
  const head = [parts.siteConfigTags, ...(parts.head ? headTags(parts.head) : []), ...parts.assetTags];
  return [
    shell.head,
    '<title>',
    parts.title === null ? shell.title : escapeHtml(parts.title),
    '</title>\n    ',
    head.join('\n    '),
    '\n  ',
    shell.bodyStart,
    parts.root,
    '</div>',
    parts.hydration
      ? `\n    ${jsonScript('application/json', parts.hydration.value, parts.hydration.id)}`
      : '',
    shell.bodyEnd.slice('</div>'.length),
  ].join('');
}
