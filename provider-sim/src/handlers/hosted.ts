import { LRUCache } from 'lru-cache';
import { landscapePng, landscapeScene, MAX_RASTER_PIXELS, type ImageBox } from '../catalogue/landscape.js';
import { landscapeSvg, mapSvg } from '../catalogue/svg-images.js';
import { viewBooking } from '../bookings/booking-view.js';
import { documentHtml } from '../bookings/documents.js';
import { ApiError } from '../http/api-error.js';
import { documentSignature, viewContext } from './context.js';
import type { Deps, Handler } from './context.js';

/** Sides (pixels) a request may ask for or be given (openapi.yaml `w`, `h`: 16..4000). */
const MIN_SIDE = 16;
const MAX_SIDE = 4000;

/** What a PNG is drawn from: the catalogue seed, the image (a tour id) and the box. */
interface RasterRequest {
  seed: number;
  name: string;
  box: ImageBox;
}

/** PNGs drawn one at a time (each holds an RGB buffer of up to 12 MB while it is painted). */
let drawing: Promise<unknown> = Promise.resolve();

/** Draws a PNG once the ones asked for before it are done. */
function drawInTurn(request: RasterRequest): Promise<Buffer> {
  const png = drawing.then(() => landscapePng(landscapeScene(request.seed, request.name), request.box));
  drawing = png.catch(() => undefined);
  return png;
}

/**
 * PNGs drawn so far, by image and box (a card list asks for the same few sizes again and again), bounded by
 * entries and bytes; concurrent requests for one not yet drawn wait for one drawing.
 */
const rasters = new LRUCache<string, Buffer, RasterRequest>({
  max: 200,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (png) => png.length,
  fetchMethod: (_key, _stale, { context }) => drawInTurn(context),
});

/** A tour's landscape as a PNG of `box` (photos come as raster images from a real provider's CDN). */
async function rasterImage(seed: number, name: string, box: ImageBox): Promise<Buffer> {
  const key = `${seed} ${name} ${box.width}x${box.height} ${box.crop}`;
  const png = await rasters.fetch(key, { context: { seed, name, box } });
  return png!;
}

/** A side derived from the other one asked for, kept within what a request may ask for. */
function derivedSide(value: number): number {
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(value)));
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
      const width = q.w ?? (q.h ? derivedSide((q.h * defaultW) / defaultH) : defaultW);
      const height = q.h ?? derivedSide((width * defaultH) / defaultW);
      const box = { width, height, crop: q.crop === 'true' || q.crop === '1' || q.crop === '' };
      if (raster && width * height > MAX_RASTER_PIXELS) {
        throw new ApiError(
          400,
          'BAD_REQUEST',
          `w x h: at most ${MAX_RASTER_PIXELS} pixels for a PNG (asked ${width} x ${height})`,
        );
      }
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
