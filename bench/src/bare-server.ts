/**
 * The physical limit of B4: a bare node:http server answering every request with the same JSON bytes the
 * gateway returns for the warm search query (BARE_BODY_FILE), reading the request body first like a real server.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BARE_BODY_FILE!);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
