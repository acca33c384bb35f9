import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

/** A pass-through HTTP proxy that records every request line, to see exactly what the gateway asked. */
export interface RecordingProxy {
  url: string;
  /** `METHOD /path?query` of each forwarded request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts a proxy in front of `target` on a free port. */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>;
      request(`${target}${req.url}`, {
        method: req.method as 'GET',
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }).then(
        async (answer) => {
          res.writeHead(answer.statusCode, {
            'content-type': String(answer.headers['content-type'] ?? 'application/json'),
          });
          res.end(Buffer.from(await answer.body.arrayBuffer()));
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
