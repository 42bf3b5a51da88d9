/** One interface, two executors: groq-js over the tenants' NDJSON, or the Sanity Content Lake. */
export type QueryParams = Record<string, string | number | boolean | null | readonly string[]>;

export interface ContentSource {
  readonly name: 'embedded' | 'sanity';
  fetch(query: string, params?: QueryParams): Promise<unknown>;
}
