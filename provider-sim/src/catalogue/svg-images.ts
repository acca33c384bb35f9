import { Rng, mixSeed } from '../util/rng.js';
import { landscapeScene, landscapeSvgBody, VIEW_HEIGHT, VIEW_WIDTH, type ImageBox } from './landscape.js';

export type { ImageBox } from './landscape.js';

function wrap(box: ImageBox, viewW: number, viewH: number, body: string, title: string): string {
  const aspect = box.crop ? 'xMidYMid slice' : 'xMidYMid meet';
  const label = escapeXml(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="${aspect}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

/** A seeded Highland landscape (sky, sun, hills, loch) for a tour, 1000x600 view box. */
export function landscapeSvg(seed: number, name: string, title: string, box: ImageBox): string {
  return wrap(box, VIEW_WIDTH, VIEW_HEIGHT, landscapeSvgBody(landscapeScene(seed, name)), title);
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
