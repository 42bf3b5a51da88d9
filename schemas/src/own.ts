/**
 * A record's own value for a key that may be any text (a path segment, a query parameter, a feed
 * column): never one of Object.prototype's members, which `record[key]` answers for '__proto__',
 * 'constructor', 'toString'... The lint rule forecourt/no-string-key-lookup sends such lookups here.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  // eslint-disable-next-line forecourt/no-string-key-lookup -- checked on the line itself
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
