import { landscapePng, landscapeScene, type ImageBox } from '../catalogue/landscape.js';
import { landscapeSvg, mapSvg } from '../catalogue/svg-images.js';
import { viewBooking } from '../bookings/booking-view.js';
import { documentHtml } from '../bookings/documents.js';
import { ApiError } from '../http/api-error.js';
import { documentSignature, viewContext } from './context.js';
import type { Deps, Handler } from './context.js';

/** PNGs drawn so far, by image and box: a card list asks for the same few sizes again and again. */
const rasters = new Map<string, Promise<Buffer>>();
const RASTERS_KEPT = 200;

/** A tour's landscape as a PNG of `box` (photos come as raster images from a real provider's CDN). */
function rasterImage(seed: number, name: string, box: ImageBox): Promise<Buffer> {
  const key = `${seed} ${name} ${box.width}x${box.height} ${box.crop}`;
  const kept = rasters.get(key);
  if (kept) return kept;
  const png = landscapePng(landscapeScene(seed, name), box);
  if (rasters.size >= RASTERS_KEPT) rasters.delete(rasters.keys().next().value!);
  rasters.set(key, png);
  return png;
}

/** Handlers of what the simulator serves to browsers: generated images and booking documents. */
export function hostedHandlers(deps: Deps): Record<string, Handler> {
  return {
    async getImage(req, reply) {
      const { name } = req.params as { name: string };
      const q = req.query as { w?: number; h?: number; crop?: string };
      const raster = name.endsWith('.png');
      const base = name.replace(/\.(svg|png)$/, '');
      const isMap = base.endsWith('-map');
      const tour = deps.state.catalogue.get(isMap ? base.slice(0, -4) : base);
      if ((!tour && base !== 'hero' && base !== 'fallback') || (raster && isMap))
        throw new ApiError(404, 'NOT_FOUND', `Unknown image ${name}`);
      const [defaultW, defaultH] = isMap ? [400, 500] : [1848, 1040];
      const width = q.w ?? (q.h ? Math.round((q.h * defaultW) / defaultH) : defaultW);
      const height = q.h ?? Math.round((width * defaultH) / defaultW);
      const box = { width, height, crop: q.crop === 'true' || q.crop === '1' || q.crop === '' };
      reply.header('cache-control', 'public, max-age=86400');
      if (raster) {
        reply.type('image/png');
        return rasterImage(deps.state.config.seed, base, box);
      }
      const title = tour?.name ?? 'A beautiful tour of Scotland.';
      reply.type('image/svg+xml');
      return isMap && tour
        ? mapSvg(deps.state.config.seed, base, `${title} map`, tour.places, box)
        : landscapeSvg(deps.state.config.seed, base, title, box);
    },

    async getBookingDocument(req, reply) {
      const { groupBookingId, documentKind } = req.params as { groupBookingId: number; documentKind: string };
      const { sig } = req.query as { sig: string };
      const booking = deps.state.bookings.get(groupBookingId);
      reply.type('text/html; charset=utf-8');
      if (!booking || sig !== documentSignature(deps, groupBookingId, documentKind)) {
        reply.code(404);
        return '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>Document not found</h1></main></body></html>';
      }
      return documentHtml(
        documentKind,
        booking,
        viewBooking(booking, viewContext(deps)),
        deps.state.catalogue,
      );
    },
  };
}
