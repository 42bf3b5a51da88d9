/**
 * A local stand-in for the production edge (the CDN in front of the Node server): HTTPS, HTTP/2 and
 * Brotli in front of `next start`, which speaks only HTTP/1.1 and compresses only with gzip. Every host
 * we would deploy to (Vercel, Cloudflare, CloudFront) does these three, and they change what
 * Lighthouse's simulated throttling (Lantern) predicts: over HTTP/1.1 it models six separate
 * connections to one origin, each with its own handshake and slow start, so the page's scripts queue
 * against its first photo; over HTTP/2 they share one warm connection; and Brotli sends 15–25 % fewer
 * bytes of HTML and JavaScript than gzip. The bench reports both ways, so neither figure hides the other.
 *
 * Compression as a CDN does it: immutable build assets (/_next/static) at Brotli's best quality, once,
 * then from memory; pages at quality 5, per response, as a CDN compresses dynamic HTML.
 *
 * The certificate is self-signed, made with the system's `openssl` for this run only; Chromium is told
 * to accept it (--ignore-certificate-errors). TLS costs the simulated page one more round trip, as in
 * production.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

/** Headers that belong to one HTTP/1.1 hop and are not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|ld\+json)|image\/svg)/;
const brotli = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

/** Brotli bodies of immutable build assets, by path: compressed once, like a CDN's cache. */
const staticBrotli = new Map<string, Buffer>();

function collect(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-edge-'));
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', 'key.pem', '-out', 'cert.pem'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (made.error || made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr}`);
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the edge on `port`, forwarding every request to the Next server on `upstreamPort`. */
export async function startH2Edge(port: number, upstreamPort: number): Promise<{ close: () => Promise<void> }> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const acceptsBrotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // The edge compresses; the origin sends plain bodies.
    if (acceptsBrotli) headers['accept-encoding'] = 'identity';
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      const compress = acceptsBrotli && !answer.headers['content-encoding'] && COMPRESSIBLE.test(String(answer.headers['content-type'] ?? ''));
      if (!compress) {
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        return;
      }
      delete out['content-length'];
      out['content-encoding'] = 'br';
      out.vary = 'Accept-Encoding';
      const url = req.url ?? '';
      if (url.startsWith('/_next/static/') && answer.statusCode === 200) {
        void collect(answer).then((body) => {
          const compressed = staticBrotli.get(url) ?? zlib.brotliCompressSync(body, brotli(11));
          staticBrotli.set(url, compressed);
          res.writeHead(200, out);
          res.end(compressed);
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      pipeline(answer, zlib.createBrotliCompress(brotli(5)), res, () => undefined);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Fetches paths through the edge once, as a shopper's browser would, so its asset cache is warm. */
export async function warmEdge(port: number, host: string, paths: string[]): Promise<void> {
  const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
  try {
    await Promise.all(
      paths.map(
        (p) =>
          new Promise<void>((resolve, reject) => {
            const stream = session.request({ ':path': p, ':authority': host, 'accept-encoding': 'br, gzip' });
            stream.on('error', reject);
            stream.resume();
            stream.on('end', () => resolve());
          }),
      ),
    );
  } finally {
    session.close();
  }
}
