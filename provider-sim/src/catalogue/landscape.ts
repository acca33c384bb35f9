import { encode } from 'fast-png';
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

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** Blends `color` over `pixel` (in place) with `opacity` 0..1. */
function blend(pixel: Rgb, color: Rgb, opacity: number): void {
  for (let i = 0; i < 3; i += 1) pixel[i] = pixel[i]! + (color[i]! - pixel[i]!) * opacity;
}

/** The y of a ridge's top edge at view-box x (straight lines between its points). */
function ridgeY(points: Ridge['points'], x: number): number {
  const i = Math.min(points.length - 2, Math.max(0, Math.floor(x / 50)));
  const [x0, y0] = points[i]!;
  const [x1, y1] = points[i + 1]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * The scene as a PNG of `box` (RGB, 8 bits): scaled like SVG's preserveAspectRatio, `xMidYMid slice` when cropped
 * (fills the box) else `meet` (letterboxed on white), so the raster matches the SVG of the same box.
 */
export function landscapePng(scene: LandscapeScene, box: ImageBox): Uint8Array {
  const { width, height } = box;
  const scale = (box.crop ? Math.max : Math.min)(width / VIEW_WIDTH, height / VIEW_HEIGHT);
  const offsetX = (width - VIEW_WIDTH * scale) / 2;
  const offsetY = (height - VIEW_HEIGHT * scale) / 2;
  const [top, bottom] = scene.sky.map(rgb) as [Rgb, Rgb];
  const sun = rgb('#fff6d5');
  const loch = rgb(LOCH);
  const white: Rgb = [255, 255, 255];
  const ridges = scene.ridges.map((r) => ({ ...r, fill: rgb(r.color) }));
  const [glintFrom, glintTo, glintOpacity] = GLINT;
  const data = new Uint8Array(width * height * 3);
  const pixel: Rgb = [0, 0, 0];
  const edges = [0, 0, 0];
  for (let px = 0; px < width; px += 1) {
    const x = (px + 0.5 - offsetX) / scale;
    for (let i = 0; i < 3; i += 1) edges[i] = ridgeY(ridges[i]!.points, x);
    for (let py = 0; py < height; py += 1) {
      const y = (py + 0.5 - offsetY) / scale;
      const offset = (py * width + px) * 3;
      if (x < 0 || x > VIEW_WIDTH || y < 0 || y > VIEW_HEIGHT) {
        data.set(white, offset);
        continue;
      }
      const t = y / VIEW_HEIGHT;
      for (let i = 0; i < 3; i += 1) pixel[i] = top[i]! + (bottom[i]! - top[i]!) * t;
      if ((x - scene.sun.cx) ** 2 + (y - scene.sun.cy) ** 2 <= scene.sun.r ** 2)
        blend(pixel, sun, SUN_OPACITY);
      for (let i = 0; i < 3; i += 1) {
        if (i === 2) {
          if (y >= scene.lochY) blend(pixel, loch, 1);
          if (y >= glintFrom && y < glintTo) blend(pixel, white, glintOpacity);
        }
        if (y >= edges[i]!) blend(pixel, ridges[i]!.fill, ridges[i]!.opacity);
      }
      data[offset] = pixel[0];
      data[offset + 1] = pixel[1];
      data[offset + 2] = pixel[2];
    }
  }
  return encode({ width, height, data, channels: 3, depth: 8 });
}
