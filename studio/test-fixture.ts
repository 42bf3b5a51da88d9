/**
 * The offline Studio the tests validate against: this Studio's config and schema, and a groq-js
 * evaluation of a dataset (the sample content by default) standing in for the Content Lake, so
 * custom rules that query (a menu link must answer, an offer's model) and templates that read the
 * site run without a network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { createMockAuthStore, createSourceFromConfig, validateDocument, type SanityDocument, type Source, type Workspace } from 'sanity';
import config from './sanity.config';

const CONTENT = path.resolve(import.meta.dirname, '../tenants/content');

export const documents: SanityDocument[] = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.ndjson'))
  .flatMap((f) => readFileSync(path.join(CONTENT, f), 'utf8').split('\n').filter(Boolean))
  .map((line) => JSON.parse(line) as SanityDocument);

export const published = (type: string, dataset = documents) => dataset.filter((d) => d._type === type && !d._id.startsWith('drafts.'));

export interface OfflineClient {
  fetch: (query: string, params?: Record<string, unknown>) => Promise<unknown>;
  withConfig: () => OfflineClient;
}

/** Just what custom validators and templates ask of a client: fetch, answered by groq-js over `dataset`. */
export function offlineClient(dataset: SanityDocument[] = documents): OfflineClient {
  const client: OfflineClient = {
    fetch: async (query, params = {}) => (await evaluate(parse(query), { dataset, params })).get() as unknown,
    withConfig: () => client,
  };
  return client;
}

export async function offlineSource(): Promise<Source> {
  const client = createClient({ projectId: 'placeholder', dataset: 'test', apiVersion: '2025-01-01', useCdn: false });
  return createSourceFromConfig({ ...config, auth: createMockAuthStore({ client, currentUser: null }) });
}

export function markers(source: Source, document: SanityDocument, dataset = documents) {
  return validateDocument({
    document,
    workspace: source as unknown as Workspace,
    getClient: () => offlineClient(dataset) as never,
    getDocumentExists: ({ id }) => Promise.resolve(dataset.some((d) => d._id === id)),
    environment: 'cli',
  });
}

const segment = (s: unknown) => (typeof s === 'object' && s !== null && '_key' in s ? `[${String(s._key)}]` : String(s));

/** The document's markers of one level, as 'path: message'. */
export async function messages(source: Source, document: SanityDocument, level: 'error' | 'warning', dataset = documents): Promise<string[]> {
  return (await markers(source, document, dataset)).filter((m) => m.level === level).map((m) => `${m.path.map(segment).join('.')}: ${m.message}`);
}
