import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page held in memory (an index.html variant, or a rendered page in the shared cache) with its brotli and gzip
 * forms, compressed once so that serving it costs no compression.
 */
export interface PageFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Bytes held: the three forms. */
  size: number;
}

/**
 * A page from its HTML. `rendered` pages are compressed at lower levels (made per render, so faster; a little
 * larger), index.html variants at the highest (made once at start).
 */
export function pageFile(html: string, rendered: boolean): PageFile {
  const body = Buffer.from(html);
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: rendered ? 5 : 11 } });
  const gzip = gzipSync(body, { level: rendered ? 6 : 9 });
  return { body, br, gzip, size: body.length + br.length + gzip.length };
}

/**
 * Sends a page: the form the browser accepts (brotli, gzip, or plain), revalidated on every use (`no-cache`). Its
 * ETag, and the 304 without a body for a revalidation of an unchanged page (If-None-Match), are @fastify/etag's
 * (registered with the pages' route: pages.ts). `vary` names what else the page's form depends on (the
 * User-Agent of a rendered page).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageFile,
  status = 200,
  vary = 'accept-encoding',
): FastifyReply {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary);
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).send(body);
}
