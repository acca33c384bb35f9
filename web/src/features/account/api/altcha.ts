/**
 * Registers the ALTCHA web component (`<altcha-widget>`) in its CSP-friendly build: no inline workers or
 * blob: URLs (the site's policy is `script-src 'self'`), so the SHA-256 proof-of-work worker is bundled as a
 * file of its own. Imported lazily by the registration page only.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
