/** A request body's format from its Content-Type (parameters such as charset ignored). */
export type BodyFormat = 'json' | 'form';

export function bodyFormat(headers: Headers): BodyFormat | undefined {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}
