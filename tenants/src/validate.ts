/**
 * Offline validation of content documents against the Sanity schemas: the same rules Studio runs,
 * with the client that custom rules query (slug uniqueness) backed by groq-js over the given dataset.
 */
import { createSchema, validateDocument, type SanityClient, type ValidationMarker, type Workspace } from 'sanity';
import { evaluate, parse } from 'groq-js';
import { schemaTypes } from '@forecourt/schemas/sanity';
import type { SanityDocument } from './content';

export interface DocumentMarkers {
  id: string;
  type: string;
  markers: ValidationMarker[];
}

/** Types Sanity keeps for itself: assets are uploaded, not edited, so there is no schema to check them against. */
const SYSTEM_TYPE = /^sanity\./;

let cachedSchema: ReturnType<typeof createSchema> | undefined;
function schema() {
  cachedSchema ??= createSchema({ name: 'forecourt', types: schemaTypes });
  return cachedSchema;
}

/** Schema-level problems (bad field definitions), independent of any content. */
export function schemaErrors(): string[] {
  const groups = schema()._validation ?? [];
  return groups.flatMap((group) =>
    group.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${group.path.map((s) => s.name).join('.')}: ${p.message}`),
  );
}

/** The smallest part of @sanity/client that validators use, answering GROQ from memory. */
function offlineClient(dataset: SanityDocument[]): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get() as unknown;
    },
    withConfig: () => client,
    clone: () => client,
    config: () => ({ apiVersion: '2025-01-01', perspective: 'raw' }),
  };
  return client as unknown as SanityClient;
}

const UNKNOWN_FIELD = /^Field '.*' does not exist on type /;

/**
 * Validates every document and returns the markers of each.
 *
 * Two passes, because Sanity ties two behaviours to `environment`: only outside the Studio ('cli') does it
 * report fields the schema does not declare, but there it attaches that check with `.warning()` to each
 * object's own rule, which downgrades the object's real errors (slug uniqueness, "close after open") to
 * warnings. So rule levels come from the 'studio' pass and unknown fields from the 'cli' pass, as errors:
 * content with a field the schema lacks is content the web app would silently ignore.
 */
export async function validateDocuments(
  documents: SanityDocument[],
  dataset: SanityDocument[] = documents,
): Promise<DocumentMarkers[]> {
  const client = offlineClient(dataset);
  const ids = new Set(dataset.map((d) => d._id));
  const workspace = { schema: schema(), getClient: () => client } as unknown as Workspace;
  const run = (document: SanityDocument, environment: 'cli' | 'studio') =>
    validateDocument({
      document: document as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      environment,
      getDocumentExists: ({ id }) => Promise.resolve(ids.has(id.replace(/^drafts\./, ''))),
    });
  return Promise.all(
    documents.map(async (document) => {
      if (SYSTEM_TYPE.test(document._type)) return { id: document._id, type: document._type, markers: [] };
      if (!schema().get(document._type)) {
        return {
          id: document._id,
          type: document._type,
          markers: [{ level: 'error' as const, message: `Unknown document type '${document._type}'`, path: [] }],
        };
      }
      const [studio, cli] = await Promise.all([run(document, 'studio'), run(document, 'cli')]);
      const unknown = cli
        .filter((m) => UNKNOWN_FIELD.test(m.message))
        .map((m) => ({ ...m, level: 'error' as const }));
      return { id: document._id, type: document._type, markers: [...studio, ...unknown] };
    }),
  );
}

/** Only the error-level markers, flattened to readable lines ("id path: message"). */
export function errorLines(results: DocumentMarkers[]): string[] {
  return results.flatMap(({ id, markers }) =>
    markers
      .filter((m) => m.level === 'error')
      .map((m) => `${id} ${m.path.map((s) => (typeof s === 'object' ? JSON.stringify(s) : String(s))).join('.')}: ${m.message}`),
  );
}

/** Every `_ref` anywhere inside a value, with its JSON path. */
export function collectRefs(value: unknown, at = ''): { path: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectRefs(item, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record._ref === 'string' ? [{ path: at, ref: record._ref }] : [];
  return own.concat(Object.entries(record).flatMap(([k, v]) => (k === '_ref' ? [] : collectRefs(v, at ? `${at}.${k}` : k))));
}
