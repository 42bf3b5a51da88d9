import type { ObjectSchemaType, SchemaType } from 'sanity';

/** A feature flag: one boolean field of the site schema's Features group, wherever it is nested. */
export interface FlagColumn {
  /** Dotted path in the site document, e.g. `features.chat` (also the key of the patch that sets it). */
  key: string;
  path: readonly string[];
  title: string;
  /** What the site does when the document has no value: the field's initial value (the web app reads the same default). */
  defaultValue: boolean;
}

export const FLAGS_GROUP = 'features';

const isObjectType = (type: SchemaType): type is ObjectSchemaType =>
  type.jsonType === 'object' && 'fields' in type;

type Field = ObjectSchemaType['fields'][number];

function booleansIn(field: Field, parent: readonly string[]): FlagColumn[] {
  const path = [...parent, field.name];
  if (field.type.jsonType === 'boolean') {
    return [
      {
        key: path.join('.'),
        path,
        title: field.type.title ?? field.name,
        defaultValue: field.type.initialValue === true,
      },
    ];
  }
  return isObjectType(field.type) ? field.type.fields.flatMap((child) => booleansIn(child, path)) : [];
}

/**
 * The flags, in schema order, read from the compiled site type rather than listed again here: a flag
 * added to the schema appears in the tool without a change to it. Arrays are not walked (a boolean in
 * an array item is not one switch per site).
 */
export function flagColumns(siteType: ObjectSchemaType, group: string = FLAGS_GROUP): FlagColumn[] {
  const inGroup = siteType.fields.filter((field) => [field.group ?? []].flat().includes(group));
  return inGroup.flatMap((field) => booleansIn(field, []));
}

/** The top-level fields a query must fetch to read every column. */
export const rootFields = (columns: readonly FlagColumn[]): string[] => [
  ...new Set(columns.map((c) => c.path[0]!)),
];
