/** Typesense collection schema, derived from the field list in fields.ts. */
import { vehicleFields, type FieldSpec } from './fields';

export interface TypesenseField {
  name: string;
  type: 'string' | 'int32' | 'int64' | 'float' | 'bool' | 'string[]' | 'object' | 'object[]';
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
  index?: boolean;
}

export interface TypesenseCollectionSchema {
  name: string;
  fields: TypesenseField[];
  default_sorting_field: string;
  enable_nested_fields: boolean;
  symbols_to_index: string[];
}

function typeOf(spec: FieldSpec): TypesenseField['type'] {
  switch (spec.kind) {
    case 'string':
      return 'string';
    case 'int':
      return 'int32';
    case 'timestamp':
      return 'int64';
    case 'float':
      return 'float';
    case 'bool':
      return 'bool';
    case 'string[]':
      return 'string[]';
    case 'json':
      return 'object';
  }
}

export function typesenseCollectionSchema(name = 'Car_production'): TypesenseCollectionSchema {
  const fields = (Object.entries(vehicleFields) as [string, FieldSpec][]).map(
    ([field, spec]): TypesenseField => {
      const type = spec.kind === 'json' && field === 'images' ? 'object[]' : typeOf(spec);
      const indexed = spec.kind !== 'json' && (spec.facet || spec.sort || spec.search || field === 'id' || field === 'slug');
      return {
        name: field,
        type,
        ...(spec.facet ? { facet: true } : {}),
        ...(spec.optional ? { optional: true } : {}),
        ...(spec.sort ? { sort: true } : {}),
        // Unindexed fields are stored and returned but cost no memory in the index.
        ...(indexed ? {} : { index: false, optional: true }),
      };
    },
  );
  // Ids and slugs use '-', '_' and '.': indexing them keeps `dealership_id:=dealer-1` from also
  // matching `dealer1` (Typesense drops unindexed symbols when matching), which site scoping relies on.
  return { name, fields, default_sorting_field: 'custom_rank', enable_nested_fields: true, symbols_to_index: ['-', '_', '.'] };
}
