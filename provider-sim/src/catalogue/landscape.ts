import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import { Rng, mixSeed } from '../util/rng.js';

/** Requested image geometry: width and height in pixels, crop = fill (slice) instead of fit (meet). */
export interface ImageBox {
  width: number;
  height: number;
  crop: boolean;
}

/** A ridge of hills: its top edge as points (x, y) of the 1000x600 view box, filled down to the bottom. */
interface Ridge {
  points: readonly (readonly [number, number])[];
  /** `#rrggbb`. */
  color: string;
  opacity: number;
}

/** A seeded Highland landscape in a 1000x600 view box, drawn as SVG or raster from the same shapes. */
export interface LandscapeScene {
  sky: readonly [top: string, bottom: string];
  sun: { cx: number; cy: number; r: number };
  /** Far hills, near hills, then the shore in front of the loch. */
  ridges: readonly [Ridge, Ridge, Ridge];
  /** Top edge of the loch (view box y). */
  lochY: number;
}

export const VIEW_WIDTH = 1000;
export const VIEW_HEIGHT = 600;
/**
 * The largest PNG drawn, in pixels (width × height): 4 MP (2560 × 1600), above the product image's default
 * 1848 × 1040 and a 1200 × 630 link preview; its RGB buffer is 12 MB.
 */
export const MAX_RASTER_PIXELS = 4_194_304;
/** Pixels painted between two turns of the event loop: a slice is a few milliseconds of work. */
export const SLICE_PIXELS = 65_536;
const SUN_OPACITY = 0.85;
const LOCH = '#2b5d7d';
/** The light line across the loch: y from, y to, opacity. */
const GLINT = [480, 486, 0.25] as const;
const SKIES = [
  ['#8ec5e8', '#f4e3c1'],
  ['#6a8caf', '#d9e4ec'],
  ['#f7b267', '#f4845f'],
  ['#a1c4fd', '#c2e9fb'],
  ['#4b6cb7', '#b4c6e7'],
] as const;
const HILLS = ['#2f5d3a', '#3e7c4f', '#5b8c51', '#6b705c', '#4a4e69', '#7d6b91'];

function ridge(rng: Rng, baseY: number, amplitude: number, color: string, opacity: number): Ridge {
  const points: [number, number][] = [];
  for (let x = 0; x <= VIEW_WIDTH; x += 50) points.push([x, baseY - rng.int(0, amplitude)]);
  return { points, color, opacity };
}

/** The landscape of image `name` (a tour id) for the catalogue seed: the same name always gives the same scene. */
export function landscapeScene(seed: number, name: string): LandscapeScene {
  const rng = new Rng(mixSeed(seed, `image:${name}`));
  const sky = rng.pick(SKIES);
  const sun = { cx: rng.int(100, 900), cy: rng.int(60, 200), r: rng.int(25, 55) };
  const far = ridge(rng, 330, 140, rng.pick(HILLS), 0xaa / 255);
  const near = ridge(rng, 420, 120, rng.pick(HILLS), 1);
  const lochY = rng.int(440, 480);
  const shore = ridge(rng, 560, 40, '#3b4f2c', 1);
  return { sky, sun, ridges: [far, near, shore], lochY };
}

/** The scene as SVG shapes inside the 1000x600 view box. */
export function landscapeSvgBody(scene: LandscapeScene): string {
  const [top, bottom] = scene.sky;
  const { cx, cy, r } = scene.sun;
  const polygons = scene.ridges.map(({ points, color, opacity }) => {
    const outline = [
      `0,${VIEW_HEIGHT}`,
      ...points.map(([x, y]) => `${x},${y}`),
      `${VIEW_WIDTH},${VIEW_HEIGHT}`,
    ];
    const alpha = opacity < 1 ? Math.round(opacity * 255).toString(16) : '';
    return `<polygon points="${outline.join(' ')}" fill="${color}${alpha}"/>`;
  });
  const [glintFrom, glintTo, glintOpacity] = GLINT;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff6d5" opacity="${SUN_OPACITY}"/>` +
    polygons[0] +
    polygons[1] +
    `<rect x="0" y="${scene.lochY}" width="${VIEW_WIDTH}" height="200" fill="${LOCH}"/>` +
    `<rect x="0" y="${glintFrom}" width="${VIEW_WIDTH}" height="${glintTo - glintFrom}" fill="#ffffff" opacity="${glintOpacity}"/>` +
    polygons[2]
  );
}

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** The y of a ridge's top edge at view-box x (straight lines between its points). */
function ridgeY(points: Ridge['points'], x: number): number {
  const i = Math.min(points.length - 2, Math.max(0, Math.floor(x / 50)));
  const [x0, y0] = points[i]!;
  const [x1, y1] = points[i + 1]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

const deflateAsync = promisify(deflate);

/** One PNG chunk: length, type, data and the CRC of type and data (PNG 1.2 §5.3). */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGB rows as a PNG (filter type 0 per row; deflated by zlib off the main thread). */
async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1)
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * The scene as a PNG of `box` (RGB, 8 bits): scaled like SVG's preserveAspectRatio, `xMidYMid slice` when cropped
 * (fills the box) else `meet` (letterboxed on white), so the raster matches the SVG of the same box. Painted in
 * slices of whole columns of about {@link SLICE_PIXELS} pixels, the event loop turning between slices (the
 * simulator answers its API meanwhile), and deflated by zlib off the main thread.
 * @throws RangeError when the box is over {@link MAX_RASTER_PIXELS} pixels or a side is not a positive integer.
 */
export async function landscapePng(scene: LandscapeScene, box: ImageBox): Promise<Buffer> {
  const { width, height } = box;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`image size ${width} x ${height}: sides must be positive integers`);
  if (width * height > MAX_RASTER_PIXELS)
    throw new RangeError(`image size ${width} x ${height}: at most ${MAX_RASTER_PIXELS} pixels`);
  const scale = (box.crop ? Math.max : Math.min)(width / VIEW_WIDTH, height / VIEW_HEIGHT);
  const offsetX = (width - VIEW_WIDTH * scale) / 2;
  const offsetY = (height - VIEW_HEIGHT * scale) / 2;
  const [top, bottom] = scene.sky.map(rgb) as [Rgb, Rgb];
  const [far, near, shore] = scene.ridges;
  const [farColor, nearColor, shoreColor] = scene.ridges.map((r) => rgb(r.color)) as [Rgb, Rgb, Rgb];
  const [sun, loch] = [rgb('#fff6d5'), rgb(LOCH)];
  const [glintFrom, glintTo, glintOpacity] = GLINT;
  const data = new Uint8Array(width * height * 3).fill(255);
  // Layers back to front, each blended over what is below with its opacity (the SVG's painting order).
  const over = (below: number, color: number, opacity: number) => below + (color - below) * opacity;
  const paintColumn = (px: number) => {
    const x = (px + 0.5 - offsetX) / scale;
    if (x < 0 || x > VIEW_WIDTH) return;
    const [farY, nearY, shoreY] = [ridgeY(far.points, x), ridgeY(near.points, x), ridgeY(shore.points, x)];
    const sunHalf = Math.sqrt(Math.max(0, scene.sun.r ** 2 - (x - scene.sun.cx) ** 2));
    for (let py = 0; py < height; py += 1) {
      const y = (py + 0.5 - offsetY) / scale;
      if (y < 0 || y > VIEW_HEIGHT) continue;
      const t = y / VIEW_HEIGHT;
      let r = top[0] + (bottom[0] - top[0]) * t;
      let g = top[1] + (bottom[1] - top[1]) * t;
      let b = top[2] + (bottom[2] - top[2]) * t;
      if (sunHalf > 0 && Math.abs(y - scene.sun.cy) <= sunHalf) {
        [r, g, b] = [
          over(r, sun[0], SUN_OPACITY),
          over(g, sun[1], SUN_OPACITY),
          over(b, sun[2], SUN_OPACITY),
        ];
      }
      if (y >= farY)
        [r, g, b] = [
          over(r, farColor[0], far.opacity),
          over(g, farColor[1], far.opacity),
          over(b, farColor[2], far.opacity),
        ];
      if (y >= nearY) [r, g, b] = nearColor;
      if (y >= scene.lochY) [r, g, b] = loch;
      if (y >= glintFrom && y < glintTo)
        [r, g, b] = [over(r, 255, glintOpacity), over(g, 255, glintOpacity), over(b, 255, glintOpacity)];
      if (y >= shoreY) [r, g, b] = shoreColor;
      const offset = (py * width + px) * 3;
      data[offset] = r;
      data[offset + 1] = g;
      data[offset + 2] = b;
    }
  };
  const columnsPerSlice = Math.max(1, Math.floor(SLICE_PIXELS / height));
  for (let px = 0; px < width; px += columnsPerSlice) {
    for (let column = px; column < Math.min(width, px + columnsPerSlice); column += 1) paintColumn(column);
    await nextTurn();
  }
  return encodePng(width, height, data);
}
