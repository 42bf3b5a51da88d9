import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, MATCH_ALL, MATCH_NONE, oneOf } from '@/domain/filter';
import { SearchEngineError, type SearchEngine } from '../engine';
import { createTypesenseEngine, type TypesenseEngine } from './engine';
import { MATCH_NOTHING_FILTER_BY } from './translate';

// Nothing listens here: any request that reached the network would fail the test.
const offline = () => createTypesenseEngine({ url: 'http://127.0.0.1:9', apiKey: 'admin-key', connectionTimeoutSeconds: 1 });

/** A scoped key is base64(hmac + first 4 chars of the parent key + the embedded parameters as JSON). */
function decodeScopedKey(key: string): { prefix: string; params: Record<string, unknown> } {
  const raw = Buffer.from(key, 'base64').toString('utf8');
  const digestLength = 44; // base64 of a SHA-256 HMAC
  const json = raw.indexOf('{', digestLength);
  return { prefix: raw.slice(digestLength, json), params: JSON.parse(raw.slice(json)) as Record<string, unknown> };
}

describe('scopedSearchKey (offline: pure HMAC)', () => {
  const engine = offline();
  const siteFilter = and(oneOf('dealership_id', ['d1', 'd2']), eq('show_on_dealer_website', true));

  it('embeds the site filter as filter_by', () => {
    const { prefix, params } = decodeScopedKey(engine.scopedSearchKey('searchOnlyKey1', siteFilter));
    expect(prefix).toBe('sear');
    expect(params).toEqual({ filter_by: 'dealership_id:=[`d1`,`d2`] && show_on_dealer_website:=true' });
  });

  it('embeds an expiry in seconds', () => {
    const { params } = decodeScopedKey(engine.scopedSearchKey('k', siteFilter, new Date('2030-01-01T00:00:00Z')));
    expect(params.expires_at).toBe(1893456000);
  });

  it('is deterministic and depends on the parent key', () => {
    expect(engine.scopedSearchKey('k1', siteFilter)).toBe(engine.scopedSearchKey('k1', siteFilter));
    expect(engine.scopedSearchKey('k1', siteFilter)).not.toBe(engine.scopedSearchKey('k2', siteFilter));
  });

  it('never mints an unrestricted key; MATCH_NONE gets a filter that matches nothing', () => {
    expect(() => engine.scopedSearchKey('k', MATCH_ALL)).toThrow(SearchEngineError);
    expect(decodeScopedKey(engine.scopedSearchKey('k', MATCH_NONE)).params.filter_by).toBe(MATCH_NOTHING_FILTER_BY);
  });
});

describe('engine without a round trip', () => {
  const engine = offline();

  it('answers a MATCH_NONE search and list locally', async () => {
    const [result] = await engine.search([
      { filter: MATCH_NONE, sort: { field: 'price', direction: 'asc' }, offset: 0, limit: 21, facets: [{ field: 'make' }], stats: ['price'] },
    ]);
    expect(result).toEqual({ hits: [], found: 0, facets: {}, stats: {} });
    expect(await engine.list(MATCH_NONE)).toEqual([]);
    expect(await engine.search([])).toEqual([]);
  });

  it('an empty upsert sends nothing', async () => {
    await expect(engine.upsert([])).resolves.toBeUndefined();
  });

  it('reports an unreachable server as a SearchEngineError', async () => {
    await expect(engine.list(eq('make', 'Kia'))).rejects.toBeInstanceOf(SearchEngineError);
  }, 20_000);
});

// ---- the shared contract, against a live server when one is configured ---------------------------

type RunEngineContract = (name: string, makeEngine: () => SearchEngine | Promise<SearchEngine>) => void;

const url = process.env.TYPESENSE_URL;
const apiKey = process.env.TYPESENSE_API_KEY;
const created: TypesenseEngine[] = [];

if (!url || !apiKey) {
  console.info('Typesense contract suite skipped: TYPESENSE_URL and TYPESENSE_API_KEY are not both set.');
  describe.skip('typesense engine contract (needs TYPESENSE_URL and TYPESENSE_API_KEY)', () => {
    it('runs against a live server', () => {});
  });
} else {
  // A variable specifier, so that type checking does not depend on the shared suite's file.
  const contractModule = '../contract';
  const { runEngineContract } = (await import(/* @vite-ignore */ contractModule)) as { runEngineContract: RunEngineContract };
  let n = 0;
  runEngineContract('typesense', async () => {
    const engine = createTypesenseEngine({ url, apiKey, collection: `contract_${process.pid}_${Date.now()}_${n++}` });
    await engine.ensureCollection();
    created.push(engine);
    return engine;
  });
  afterAll(async () => {
    await Promise.all(created.map((e) => e.dropCollection()));
  });
}
