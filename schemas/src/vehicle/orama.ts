/**
 * Embedded (Orama) index schema, derived from the field list in fields.ts.
 *
 * Orama filters and facets only on `enum` fields (an `eq` filter on a `string` field finds nothing),
 * so facet strings are enums; free text goes to one `_text` field built from the `search` fields.
 * Nested objects are kept on the stored document but not indexed.
 */
import { vehicleFields, searchFields, type FieldSpec } from './fields';

export type OramaType = 'string' | 'number' | 'boolean' | 'enum' | 'enum[]' | 'string[]';

export const TEXT_FIELD = '_text';

export function oramaSchema(): Record<string, OramaType> {
  const schema: Record<string, OramaType> = { [TEXT_FIELD]: 'string' };
  for (const [name, spec] of Object.entries(vehicleFields) as [string, FieldSpec][]) {
    const type = oramaTypeOf(name, spec);
    if (type) schema[name] = type;
  }
  return schema;
}

function oramaTypeOf(name: string, spec: FieldSpec): OramaType | undefined {
  switch (spec.kind) {
    case 'string':
      return spec.facet || name === 'id' || name === 'slug' ? 'enum' : undefined;
    case 'int':
    case 'float':
    case 'timestamp':
      return spec.facet || spec.sort ? 'number' : undefined;
    case 'bool':
      return spec.facet ? 'boolean' : undefined;
    case 'string[]':
      return spec.facet ? 'enum[]' : undefined;
    case 'json':
      return undefined;
  }
}

/** The free text a shopper's query matches: the `search` fields joined. */
export function textOf(vehicle: Record<string, unknown>): string {
  return searchFields
    .map((f) => vehicle[f])
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .join(' ');
}
