import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type * as EntryServer from '../src/entry-server.js';

/** The renderer build's exports (src/entry-server.tsx, built by `vite build --ssr` into dist-server). */
export type Renderer = Pick<typeof EntryServer, 'render' | 'pageStatus' | 'sitemapPaths' | 'pageVariant'>;
export type { RenderedPage, RenderedRedirect, ServerRenderOptions } from '../src/entry-server.js';

/**
 * Imports the renderer build from `ssrDir`; null when there is none (a client build alone: every page is then
 * index.html, logged once).
 */
export async function loadRenderer(ssrDir: string, log: FastifyBaseLogger): Promise<Renderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  try {
    return (await import(pathToFileURL(entry).href)) as Renderer;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    log.error({ entry }, 'no renderer build: pages are served as index.html');
    return null;
  }
}

/**
 * Runs `work` with an AbortSignal that fires after `deadlineMs`, and settles by then whatever `work` does:
 * `undefined` at the deadline (the work is told to stop through the signal, and finishes on its own), or when
 * `work` throws (logged). At most `limit` run at once: past that, `undefined` at once.
 */
export function deadlineRunner(options: { deadlineMs: number; limit: number; log: FastifyBaseLogger }) {
  let running = 0;
  return async function withDeadline<T>(
    what: string,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    if (running >= options.limit) return undefined;
    running += 1;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        options.log.warn(
          { what, deadlineMs: options.deadlineMs },
          'deadline passed: served without the renderer',
        );
        controller.abort(new Error(`${what}: deadline of ${options.deadlineMs} ms passed`));
        resolve(undefined);
      }, options.deadlineMs);
    });
    const done = work(controller.signal).then(
      (value) => value,
      (error: unknown) => {
        if (!controller.signal.aborted) {
          options.log.error({ what, err: error }, 'server rendering failed: served without the renderer');
        }
        return undefined;
      },
    );
    void done.finally(() => {
      running -= 1;
      clearTimeout(timer);
    });
    return Promise.race([done, deadline]);
  };
}
