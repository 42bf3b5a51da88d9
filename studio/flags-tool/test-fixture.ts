/** The compiled site schema and the sample sites, offline, for the flags tool's tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { createMockAuthStore, createSourceFromConfig, type ObjectSchemaType } from 'sanity';
import config from '../sanity.config';
import type { SiteFlagsDocument } from './rows';

const CONTENT = path.resolve(import.meta.dirname, '../../tenants/content');

export const sampleSites: SiteFlagsDocument[] = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.ndjson'))
  .flatMap((f) => readFileSync(path.join(CONTENT, f), 'utf8').split('\n').filter(Boolean))
  .map((line) => JSON.parse(line) as SiteFlagsDocument & { _type: string })
  .filter((d) => d._type === 'site');

export async function compiledSiteType(): Promise<ObjectSchemaType> {
  const client = createClient({
    projectId: 'placeholder',
    dataset: 'test',
    apiVersion: '2025-01-01',
    useCdn: false,
  });
  const source = await createSourceFromConfig({
    ...config,
    auth: createMockAuthStore({ client, currentUser: null }),
  });
  return source.schema.get('site') as ObjectSchemaType;
}
