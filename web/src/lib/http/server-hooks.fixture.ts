/**
 * A plain Node server with the server hooks installed, as `next start` has them: run in a child
 * process by server-hooks.wire.test.ts, because the hooks patch Node's http prototypes for good.
 * It ends each response with one string (the test's, from FIXTURE_BODY), as Next does for a cached
 * page, and prints its port.
 */
import http from 'node:http';
import { installServerHooks } from './server-hooks';

const BODY = process.env.FIXTURE_BODY ?? '';

installServerHooks();
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', req.url === '/cached' ? 's-maxage=300, stale-while-revalidate=31535700' : 'private, no-store');
  res.setHeader('content-length', Buffer.byteLength(BODY));
  res.end(req.method === 'HEAD' ? null : BODY);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(address.port);
});
