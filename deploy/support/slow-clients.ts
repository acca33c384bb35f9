/**
 * Clients that never finish their request, to see when a server closes the connection: one sends its headers
 * and part of the body its Content-Length announces, the other never ends its headers.
 */
import { connect } from 'node:net';

/** How a held connection ended. */
export interface HeldConnection {
  /** Milliseconds from the connection to the server closing it (or `giveUpMs` when it never did). */
  closedAfterMs: number;
  /** False when the server still held the connection after `giveUpMs`. */
  closed: boolean;
  /** What the server wrote before closing (e.g. an `HTTP/1.1 408` answer), as text. */
  answer: string;
}

/** Writes `data` on a new connection to `url`'s host and port, then waits (at most `giveUpMs`) for the server to close it. */
function hold(url: string, data: string, giveUpMs: number): Promise<HeldConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(data));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: giveUpMs, closed: false, answer });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, closed: true, answer });
    });
  });
}

/** A POST to `url`/graphql announcing a 1000-byte body and sending 10 bytes of it. */
export function halfSentRequest(url: string, giveUpMs: number): Promise<HeldConnection> {
  const { host } = new URL(url);
  return hold(
    url,
    `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":`,
    giveUpMs,
  );
}

/** A GET of `url`/ whose headers never end (no empty line). */
export function unfinishedHeaders(url: string, giveUpMs: number): Promise<HeldConnection> {
  const { host } = new URL(url);
  return hold(url, `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, giveUpMs);
}
