/**
 * A local server that speaks the Sanity Content Lake's query API, for tests that run the production
 * content adapter (lib/content/sanity.ts, @sanity/client) against content they can change. The web
 * server reaches it through SANITY_API_HOST, which makes @sanity/client ask
 * `<apiHost>/v<apiVersion>/data/query/<dataset>` instead of `https://<project>.api.sanity.io/...`:
 *
 * - GET  `?query=<GROQ>&$<name>=<JSON value>&perspective=published&returnQuery=false` (the client's
 *   form while the query string stays under 11 KiB), and
 * - POST with `{"query", "params"}` as JSON (longer queries), the options still in the query string.
 *
 * Both answer `{ms, query, result}` (no `query` when `returnQuery=false`), or the Lake's error shape
 * `{error: {description, type}}` with a 4xx. Queries are evaluated by groq-js, the engine the
 * embedded source uses, in the request's perspective as the Lake applies it: `published` leaves
 * drafts.* out, `drafts` puts each draft in its published document's place (the same overlay as the
 * embedded source, lib/content/perspective.ts), `raw` shows every document. As on the Lake, drafts are
 * private: a request without a token (Authorization: Bearer) sees published documents whatever it
 * asks. `patch` and `put` change documents for the next query.
 */
import { readDataset } from '@forecourt/tenants';
import { evaluate, parse } from 'groq-js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { draftsOverlay, publishedDocuments } from '@/lib/content/perspective';

type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

export interface FakeContentLake {
  /** For SANITY_API_HOST: `http://127.0.0.1:<port>`. */
  apiHost: string;
  dataset: string;
  /** Merges `fields` into a published document (as a patch with `set` would). */
  patch(id: string, fields: Record<string, unknown>): void;
  /** Creates or replaces a document (a draft too: `drafts.<id>`). */
  put(document: SanityDocument): void;
  get(id: string): SanityDocument | undefined;
  /** Queries answered so far (to tell whether the web server asked again or used its cache). */
  readonly queries: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

const Document = z.object({ _id: z.string().min(1), _type: z.string().min(1) }).passthrough();
const PostBody = z.object({ query: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() });
const Perspective = z.enum(['published', 'drafts', 'previewDrafts', 'raw']).default('raw');

class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
  ) {
    super(description);
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new LakeError(413, 'requestTooLarge', 'Request body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `$name=<JSON>` query-string parameters, as @sanity/client encodes them. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params = new Map<string, unknown>();
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params.set(key.slice(1), JSON.parse(value) as unknown);
    } catch {
      throw new LakeError(400, 'queryParseError', `Unable to parse value of "${key}=${value}". Please quote string values.`);
    }
  }
  return Object.fromEntries(params);
}

export async function startFakeContentLake({
  documents = readDataset(),
  dataset = 'production',
}: { documents?: readonly SanityDocument[]; dataset?: string } = {}): Promise<FakeContentLake> {
  const store = new Map<string, SanityDocument>();
  for (const doc of documents) {
    const parsed = Document.parse(doc) as SanityDocument;
    store.set(parsed._id, parsed);
  }
  let queries = 0;
  const route = new RegExp(`^/v(?:X|1|\\d{4}-\\d{2}-\\d{2})/data/query/([^/]+)$`);

  async function answer(request: http.IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://lake.invalid');
    const match = route.exec(url.pathname);
    if (!match) throw new LakeError(404, 'notFound', `No route for ${request.method} ${url.pathname}`);
    if (decodeURIComponent(match[1]!) !== dataset) throw new LakeError(404, 'notFound', `Dataset "${match[1]}" not found`);
    let query: string;
    let params: Record<string, unknown>;
    if (request.method === 'GET') {
      query = url.searchParams.get('query') ?? '';
      params = paramsFromSearch(url.searchParams);
    } else if (request.method === 'POST') {
      let json: unknown;
      try {
        json = JSON.parse(await readBody(request));
      } catch (error) {
        if (error instanceof LakeError) throw error;
        throw new LakeError(400, 'httpBadRequest', 'Request body is not valid JSON');
      }
      const body = PostBody.safeParse(json);
      if (!body.success) throw new LakeError(400, 'httpBadRequest', 'Expected {query, params}');
      query = body.data.query;
      params = body.data.params ?? {};
    } else {
      throw new LakeError(405, 'methodNotAllowed', `${request.method} is not allowed`);
    }
    if (!query) throw new LakeError(400, 'queryParseError', 'Missing query');
    const perspective = Perspective.safeParse(url.searchParams.get('perspective') ?? undefined);
    if (!perspective.success) throw new LakeError(400, 'httpBadRequest', 'Unsupported perspective');

    const started = performance.now();
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      throw new LakeError(400, 'queryParseError', error instanceof Error ? error.message : String(error));
    }
    // A snapshot: a patch during evaluation never shows half applied.
    const all = [...store.values()].map((doc) => structuredClone(doc));
    const signedIn = /^Bearer \S+$/.test(request.headers.authorization ?? '');
    const snapshot = !signedIn || perspective.data === 'published' ? publishedDocuments(all) : perspective.data === 'raw' ? all : draftsOverlay(all);
    const result = (await (await evaluate(tree, { dataset: snapshot, params })).get()) as unknown;
    queries++;
    const ms = Math.round(performance.now() - started);
    return { status: 200, body: url.searchParams.get('returnQuery') === 'false' ? { ms, result } : { ms, query, result } };
  }

  const server = http.createServer((request, response) => {
    answer(request)
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        const lake = error instanceof LakeError ? error : new LakeError(500, 'internalError', String(error));
        response.writeHead(lake.status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: { description: lake.message, type: lake.type } }));
      });
  });
  // The Lake keeps idle connections open far longer than its clients do. Node's server closes them
  // after 5 s, one second after undici's own idle limit: a web server busy rendering reads those
  // closes late and sends its next queries down sockets already shut, and every retry of one query
  // failed so ("other side closed", attempt 5) in the project's CI on a loaded machine. With the
  // server's limit longer, the client is the side that closes an idle connection, as against the Lake.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiHost: `http://127.0.0.1:${port}`,
    dataset,
    patch(id, fields) {
      const doc = store.get(id);
      if (!doc) throw new Error(`fake content lake: no document ${id}`);
      store.set(id, { ...doc, ...fields, _id: doc._id, _type: doc._type, _updatedAt: new Date().toISOString() });
    },
    put(document) {
      const parsed = Document.parse(document) as SanityDocument;
      // A given _updatedAt is kept (a test's expired preview secret); otherwise it is now, as on the Lake.
      store.set(parsed._id, { ...parsed, _updatedAt: typeof parsed._updatedAt === 'string' ? parsed._updatedAt : new Date().toISOString() });
    },
    get: (id) => store.get(id),
    get queries() {
      return queries;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
