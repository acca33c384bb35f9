/**
 * The site's own link-preview image (og:image of the home and search pages): a 1200x630 PNG that the build draws
 * (vite.config.ts) and puts at this address of dist/, beside favicon.svg.
 */
export const SITE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Hills above a loch in the Scottish Highlands',
} as const;
