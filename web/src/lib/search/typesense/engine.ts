/**
 * The Typesense search engine (production): the contract of ../engine.ts over Typesense's HTTP API.
 * Only this folder imports the `typesense` client; translation lives in translate.ts.
 */
import { Client, Errors } from 'typesense';
import type { Vehicle } from '@forecourt/schemas/vehicle';
import type { Filter } from '@/domain/filter';
import { SearchEngineError, type EngineQuery, type EngineResult, type SearchEngine } from '../engine';
import {
  collectionSchema,
  mapResult,
  MATCH_NOTHING_FILTER_BY,
  parseJsonl,
  planSearch,
  translateFilter,
  type TypesenseSearchResponse,
} from './translate';

export interface TypesenseEngineOptions {
  /** One node URL, or several separated by commas (an HA cluster), e.g. 'https://ts1:443,https://ts2:443'. */
  url: string;
  apiKey: string;
  /** Default 'Car_production'. */
  collection?: string | undefined;
  /** Documents per import request. */
  batchSize?: number | undefined;
  connectionTimeoutSeconds?: number | undefined;
}

export interface TypesenseEngine extends SearchEngine {
  readonly name: 'typesense';
  readonly collection: string;
  /** Creates the collection from the vehicle field list when it does not exist yet. */
  ensureCollection(): Promise<void>;
  /** Drops the collection (tests use fresh collections). */
  dropCollection(): Promise<void>;
  /**
   * A search-only key that can only ever see what `filter` matches (Typesense ANDs the embedded
   * filter_by into every search made with it). Every key given to a browser must come from here.
   */
  scopedSearchKey(searchOnlyKey: string, filter: Filter, expiresAt?: Date): string;
}

/** Typesense's default cap on searches in one multi_search request. */
const MULTI_SEARCH_CHUNK = 50;

function nodesOf(url: string) {
  return url
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => {
      const parsed = new URL(u);
      const protocol = parsed.protocol.replace(':', '');
      const port = parsed.port ? Number(parsed.port) : protocol === 'https' ? 443 : 80;
      const path = parsed.pathname.replace(/\/$/, '');
      return { host: parsed.hostname, port, protocol, ...(path ? { path } : {}) };
    });
}

function wrap(what: string, error: unknown): SearchEngineError {
  if (error instanceof SearchEngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SearchEngineError(`Typesense ${what} failed: ${message}`, { cause: error });
}

export function createTypesenseEngine(options: TypesenseEngineOptions): TypesenseEngine {
  const collection = options.collection ?? 'Car_production';
  const batchSize = options.batchSize ?? 500;
  const client = new Client({
    nodes: nodesOf(options.url),
    apiKey: options.apiKey,
    connectionTimeoutSeconds: options.connectionTimeoutSeconds ?? 10,
    numRetries: 2,
    logLevel: 'silent',
  });
  const documents = () => client.collections<Vehicle>(collection).documents();

  async function multiSearch(requests: readonly object[]): Promise<TypesenseSearchResponse[]> {
    const out: TypesenseSearchResponse[] = [];
    for (let i = 0; i < requests.length; i += MULTI_SEARCH_CHUNK) {
      const chunk = requests.slice(i, i + MULTI_SEARCH_CHUNK);
      const response = (await client.multiSearch.perform({ searches: chunk } as never)) as unknown as {
        results: TypesenseSearchResponse[];
      };
      out.push(...response.results);
    }
    return out;
  }

  return {
    name: 'typesense',
    collection,

    async search(queries: readonly EngineQuery[]): Promise<EngineResult[]> {
      const plans = queries.map((q) => planSearch(q, collection));
      const requests = plans.flatMap((p) => p.requests);
      let responses: TypesenseSearchResponse[] = [];
      try {
        if (requests.length > 0) responses = await multiSearch(requests);
      } catch (error) {
        throw wrap('search', error);
      }
      let at = 0;
      return plans.map((plan) => {
        const mine = responses.slice(at, at + plan.requests.length);
        at += plan.requests.length;
        return mapResult(plan, mine);
      });
    },

    async upsert(vehicles: readonly Vehicle[]): Promise<void> {
      const failures: string[] = [];
      for (let i = 0; i < vehicles.length; i += batchSize) {
        const batch = vehicles.slice(i, i + batchSize);
        let results;
        try {
          results = await documents().import([...batch], { action: 'upsert', return_id: true, throwOnFail: false });
        } catch (error) {
          if (error instanceof Errors.ImportError) results = error.importResults;
          else throw wrap('import', error);
        }
        results.forEach((r, j) => {
          if (!r.success) failures.push(`${r.id ?? batch[j]?.id ?? `#${i + j}`}: ${r.error}`);
        });
      }
      if (failures.length > 0) {
        throw new SearchEngineError(`Typesense rejected ${failures.length} vehicle(s): ${failures.join('; ')}`);
      }
    },

    async list(filter: Filter): Promise<Vehicle[]> {
      const by = translateFilter(filter);
      if (by.kind === 'none') return [];
      try {
        const text = await documents().export(by.kind === 'expr' ? { filter_by: by.expr } : {});
        return parseJsonl(text) as unknown as Vehicle[];
      } catch (error) {
        throw wrap('export', error);
      }
    },

    async ensureCollection(): Promise<void> {
      try {
        if (await client.collections(collection).exists()) return;
        await client.collections().create(collectionSchema(collection) as never);
      } catch (error) {
        // Another process created it between the check and the create: that is what we wanted.
        if (error instanceof Errors.ObjectAlreadyExists) return;
        throw wrap('collection setup', error);
      }
    },

    async dropCollection(): Promise<void> {
      try {
        await client.collections(collection).delete();
      } catch (error) {
        if (error instanceof Errors.ObjectNotFound) return;
        throw wrap('collection drop', error);
      }
    },

    scopedSearchKey(searchOnlyKey: string, filter: Filter, expiresAt?: Date): string {
      const by = translateFilter(filter);
      if (by.kind === 'all') {
        throw new SearchEngineError('Refusing to make a browser key that can see every vehicle: give it a site filter');
      }
      return client.keys().generateScopedSearchKey(searchOnlyKey, {
        filter_by: by.kind === 'none' ? MATCH_NOTHING_FILTER_BY : by.expr,
        ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
      });
    },
  };
}
