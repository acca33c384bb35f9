import { Rng, mixSeed } from '../util/rng.js';

/** Requested image geometry: width and height in pixels, crop = fill (slice) instead of fit (meet). */
export interface ImageBox {
  width: number;
  height: number;
  crop: boolean;
}

const SKIES = [
  ['#8ec5e8', '#f4e3c1'],
  ['#6a8caf', '#d9e4ec'],
  ['#f7b267', '#f4845f'],
  ['#a1c4fd', '#c2e9fb'],
  ['#4b6cb7', '#b4c6e7'],
];
const HILLS = ['#2f5d3a', '#3e7c4f', '#5b8c51', '#6b705c', '#4a4e69', '#7d6b91'];

function wrap(box: ImageBox, viewW: number, viewH: number, body: string, title: string): string {
  const aspect = box.crop ? 'xMidYMid slice' : 'xMidYMid meet';
  const label = escapeXml(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="${aspect}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

function ridge(rng: Rng, baseY: number, amplitude: number, color: string): string {
  const points: string[] = [`0,600`, `0,${baseY}`];
  for (let x = 0; x <= 1000; x += 50) points.push(`${x},${baseY - rng.int(0, amplitude)}`);
  points.push('1000,600');
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** A seeded Highland landscape (sky, sun, hills, loch) for a tour, 1000x600 view box. */
export function landscapeSvg(seed: number, name: string, title: string, box: ImageBox): string {
  const rng = new Rng(mixSeed(seed, `image:${name}`));
  const [top, bottom] = rng.pick(SKIES);
  const sun = `<circle cx="${rng.int(100, 900)}" cy="${rng.int(60, 200)}" r="${rng.int(25, 55)}" fill="#fff6d5" opacity="0.85"/>`;
  const far = ridge(rng, 330, 140, rng.pick(HILLS) + 'aa');
  const near = ridge(rng, 420, 120, rng.pick(HILLS));
  const loch = `<rect x="0" y="${rng.int(440, 480)}" width="1000" height="200" fill="#2b5d7d"/><rect x="0" y="480" width="1000" height="6" fill="#ffffff" opacity="0.25"/>`;
  const shore = ridge(rng, 560, 40, '#3b4f2c');
  const body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1000" height="600" fill="url(#sky)"/>${sun}${far}${near}${loch}${shore}`;
  return wrap(box, 1000, 600, body, title);
}

/** A simple route map: coastline outline and numbered stops, 400x500 view box. */
export function mapSvg(seed: number, name: string, title: string, stops: string[], box: ImageBox): string {
  const rng = new Rng(mixSeed(seed, `map:${name}`));
  const coast: string[] = [];
  for (let i = 0; i < 24; i++) {
    const angle = (i / 24) * Math.PI * 2;
    const r = 150 + rng.int(-30, 30);
    coast.push(
      `${(200 + Math.cos(angle) * r * 0.8).toFixed(0)},${(250 + Math.sin(angle) * r * 1.3).toFixed(0)}`,
    );
  }
  const points = stops.map(() => [rng.int(90, 310), rng.int(80, 420)] as const);
  const route = points.map(([x, y]) => `${x},${y}`).join(' ');
  const marks = points
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="9" fill="#b22222"/><text x="${x + 12}" y="${y + 4}" font-size="13" font-family="sans-serif" fill="#111">${i + 1}. ${escapeXml(stops[i] ?? '')}</text>`,
    )
    .join('');
  const body = `<rect width="400" height="500" fill="#cfe8f3"/><polygon points="${coast.join(' ')}" fill="#e6e2c3" stroke="#8a8560"/><polyline points="${route}" fill="none" stroke="#b22222" stroke-width="3" stroke-dasharray="6 4"/>${marks}`;
  return wrap(box, 400, 500, body, title);
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
