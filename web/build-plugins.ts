import { encode } from 'fast-png';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { SITE_IMAGE } from './src/config/site-image';

/** Files worth compressing: text formats above 1 KB. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

/**
 * Writes the brotli (`.br`, quality 11) and gzip (`.gz`, level 9) forms of every compressible file of the client
 * build beside it, once at build time: the web server sends them (@fastify/static `preCompressed`), so no file is
 * compressed per request.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'tourdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      // index.html is a template (the web server writes each page from it), never sent as it is.
      const files = entries.filter(
        (e) => e.isFile() && COMPRESSIBLE.test(e.name) && e.name !== 'index.html' && !e.name.endsWith('.map'),
      );
      await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const body = await readFile(file);
          if (body.length <= 1024) return;
          const br = await promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, await promisify(gzip)(body, { level: 9 }));
        }),
      );
    },
  };
}

type Rgb = readonly [number, number, number];
const PINE: Rgb = [0x1f, 0x46, 0x32];
const HEATHER: Rgb = [0x5c, 0x2d, 0x6e];
const LOCH: Rgb = [0x17, 0x46, 0x6b];
const GORSE: Rgb = [0xf2, 0xc2, 0x30];
const DAWN: Rgb = [0xf6, 0xe7, 0xc8];

/**
 * The site's link-preview image (SITE_IMAGE: og:image of the home and search pages), drawn in the site's colours:
 * a dawn sky, the gorse sun, heather and pine hills over a loch. A PNG, as link previews need a raster image.
 */
export function siteImagePng(): Uint8Array {
  const { width, height } = SITE_IMAGE;
  const data = new Uint8Array(width * height * 3);
  const lochTop = Math.round(height * 0.78);
  for (let x = 0; x < width; x += 1) {
    const far = height * (0.42 + 0.08 * Math.sin(x / 97) + 0.04 * Math.sin(x / 31 + 1));
    const near = height * (0.58 + 0.06 * Math.sin(x / 71 + 2) + 0.03 * Math.sin(x / 23));
    for (let y = 0; y < height; y += 1) {
      const t = y / lochTop;
      let color: Rgb = [0, 1, 2].map((i) => DAWN[i]! + (LOCH[i]! - DAWN[i]!) * t * 0.35) as unknown as Rgb;
      if ((x - width * 0.7) ** 2 + (y - height * 0.26) ** 2 < (height * 0.09) ** 2) color = GORSE;
      if (y >= far) color = HEATHER;
      if (y >= near) color = PINE;
      if (y >= lochTop) color = LOCH;
      data.set(color, (y * width + x) * 3);
    }
  }
  return encode({ width, height, data, channels: 3, depth: 8 });
}

/** Puts the site's preview image ({@link siteImagePng}) into the client build at SITE_IMAGE.path. */
export function siteImage(): Plugin {
  return {
    name: 'tourdesk-site-image',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SITE_IMAGE.path.slice(1), source: siteImagePng() });
    },
  };
}
