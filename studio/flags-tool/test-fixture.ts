/** The compiled site schema and the sample sites, offline, for the flags tool's tests (the Studio's one offline fixture). */
import type { ObjectSchemaType } from 'sanity';
import { documents, offlineSource } from '../test-fixture';
import type { SiteFlagsDocument } from './rows';

export const sampleSites = documents.filter((d) => d._type === 'site') as unknown as SiteFlagsDocument[];

export async function compiledSiteType(): Promise<ObjectSchemaType> {
  return (await offlineSource()).schema.get('site') as ObjectSchemaType;
}
