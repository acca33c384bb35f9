import type * as TimersPromises from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { landscapePng, landscapeScene, MAX_RASTER_PIXELS, SLICE_PIXELS } from '../src/catalogue/landscape.js';
import { startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

/** Turns of the event loop the painter gave away (node:timers/promises `setImmediate`, counted). */
const turns = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:timers/promises', async (importOriginal) => {
  const original = await importOriginal<typeof TimersPromises>();
  return {
    ...original,
    setImmediate: (...args: Parameters<typeof original.setImmediate>) => {
      turns.count += 1;
      return original.setImmediate(...args);
    },
  };
});

/** Width and height of a PNG (IHDR, right after the signature and the chunk header). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('tour landscapes as PNG', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  it('paints in slices, giving the event loop a turn after every slice of pixels', async () => {
    const box = { width: 2560, height: 1600, crop: true };
    turns.count = 0;
    const png = await landscapePng(landscapeScene(42, 'LNE'), box);
    expect(pngSize(png)).toEqual([2560, 1600]);
    expect(turns.count).toBeGreaterThanOrEqual(Math.floor((box.width * box.height) / SLICE_PIXELS));
  });

  it('draws no PNG over the pixel bound', async () => {
    const scene = landscapeScene(42, 'LNE');
    await expect(landscapePng(scene, { width: 4000, height: 4000, crop: false })).rejects.toThrow(RangeError);
    await expect(landscapePng(scene, { width: 0, height: 600, crop: false })).rejects.toThrow(RangeError);
  });

  it('answers 400 naming w and h for a PNG over 4 MP, and keeps a derived side within 16..4000', async () => {
    for (const query of ['w=4000&h=4000', 'h=4000', 'w=3000&h=1500']) {
      const res = await fetch(`${t.url}/images/LNE.png?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.message).toContain(`w x h: at most ${MAX_RASTER_PIXELS} pixels`);
    }
    expect((await fetch(`${t.url}/images/LNE.png?w=4001`)).status).toBe(400);
    // The same sizes as SVG cost nothing to draw: served.
    expect((await fetch(`${t.url}/images/LNE.svg?w=4000&h=4000`)).status).toBe(200);
    const sizes: [string, [number, number]][] = [
      ['w=2560&h=1600', [2560, 1600]],
      ['w=16', [16, 16]],
      ['h=16', [28, 16]],
      ['', [1848, 1040]],
    ];
    for (const [query, size] of sizes) {
      const res = await fetch(`${t.url}/images/SKS.png?${query}`);
      expect(res.status, query).toBe(200);
      expect(pngSize(Buffer.from(await res.arrayBuffer())), query).toEqual(size);
    }
  });

  it('answers its API while it paints, and paints a size asked 20 times at once once', async () => {
    const url = `${t.url}/images/OLE.png?w=2000&h=2000&crop=1`;
    turns.count = 0;
    const images = Array.from({ length: 20 }, () =>
      fetch(url).then(async (res) => Buffer.from(await res.arrayBuffer())),
    );
    let imagesDone = false;
    const all = Promise.all(images).then((pngs) => {
      imagesDone = true;
      return pngs;
    });
    const stats = await fetch(`${t.url}/_sim/stats`);
    expect(stats.status).toBe(200);
    expect(imagesDone).toBe(false);
    const pngs = await all;
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(1);
    // One drawing of 2000 x 2000 in slices (plus the turns the HTTP server itself takes).
    const slices = Math.ceil(2000 / Math.floor(SLICE_PIXELS / 2000));
    expect(turns.count).toBeGreaterThanOrEqual(slices);
    expect(turns.count).toBeLessThan(2 * slices);
  });
});
