/**
 * Column mapping: how a feed's columns (CSV headers or JSON keys) become vehicle fields.
 *
 * Without a mapping file, a column named like a vehicle field ('make', 'price', 'variant.torque')
 * maps to that field with the parser its kind implies; other columns are ignored (and listed in the
 * summary). A mapping file (JSON, validated here) renames columns, picks parsers, translates values,
 * ignores columns and adds constants — see README.md in this folder for the format.
 */
import { readFileSync } from 'node:fs';
import { vehicleFields, type FieldSpec } from '@forecourt/schemas/vehicle';
import { z } from 'zod';
import { DEFAULT_EMPTY_TOKENS, FieldError, PARSER_NAMES, PARSERS, isEmptyValue, type ParserDef, type ParserName, type Values } from './parsers';
import { own } from '@forecourt/schemas/own';

const NO_TOKENS: ReadonlySet<string> = new Set();

// ------------------------------------------------------------------ target fields

const NESTED: Readonly<Record<'variant' | 'specifications', Readonly<Record<string, 'number' | 'int' | 'string'>>>> = {
  variant: {
    cylinders: 'number', enginesize: 'number', enginesize_litres: 'number', induction: 'string', geartype: 'string',
    fuelconsumptioncombined: 'number', fuelcapacity: 'number', grossvehiclemass: 'number', vehiclelength: 'number',
    vehicleheight: 'number', vehiclewidth: 'number', towingcapacitybraked: 'number', torque: 'number',
    bodyconfiguration: 'string', ancaprating: 'number',
  },
  specifications: {
    body_width: 'number', body_length: 'number', tare_weight: 'number', axle_type: 'string', sleeps: 'int',
    aggregate_trailer_mass: 'number',
  },
};

const FIELDS = vehicleFields as Readonly<Record<string, FieldSpec>>;

/** A vehicle field name, or 'variant.<key>' / 'specifications.<key>'. */
export function isTargetField(name: string): boolean {
  const dot = name.indexOf('.');
  if (dot === -1) return Object.hasOwn(FIELDS, name);
  const group = name.slice(0, dot);
  return (group === 'variant' || group === 'specifications') && Object.hasOwn(NESTED[group], name.slice(dot + 1));
}

/** The parser a field's kind implies when a column names no parser. */
export function defaultParserFor(field: string): ParserName {
  switch (field) {
    case 'year':
    case 'km':
    case 'price':
    case 'car_type':
      return field;
    case 'images':
      return 'image_urls';
    case 'created_at':
      return 'date';
  }
  const dot = field.indexOf('.');
  if (dot !== -1) {
    const kind = own(NESTED[field.slice(0, dot) as 'variant'], field.slice(dot + 1));
    return kind === 'string' ? 'text' : kind === 'int' ? 'int' : 'number';
  }
  switch (own(FIELDS, field)?.kind) {
    case 'int':
    case 'timestamp':
      return 'int';
    case 'float':
      return 'number';
    case 'bool':
      return 'bool';
    case 'string[]':
      return 'list';
    case 'json':
      return 'json';
    default:
      return 'text';
  }
}

// ------------------------------------------------------------------ the mapping file

const Target = z.string().superRefine((name, ctx) => {
  if (!isTargetField(name)) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(name)} is not a vehicle field` });
});

const ColumnSpec = z
  .object({
    /** The vehicle field this column sets (optional for parsers with a default or several outputs). */
    field: Target.optional(),
    parser: z.enum(PARSER_NAMES).optional(),
    /** Value translation before parsing (case-insensitive on the trimmed text); null means "no value". */
    values: z.record(z.string(), z.string().nullable()).optional(),
    /** List separator for 'list' and 'image_urls'. */
    separator: z.string().min(1).optional(),
  })
  .strict()
  .superRefine((spec, ctx) => {
    const parser = PARSERS[spec.parser ?? 'text'] as { defaultField?: string; multi?: true };
    if (!spec.field && !parser.defaultField && !parser.multi) {
      ctx.addIssue({ code: 'custom', message: `needs a "field" (parser ${spec.parser ?? 'text'} has no default field)` });
    }
    if (spec.field && parser.multi) {
      ctx.addIssue({ code: 'custom', message: `parser ${spec.parser} sets its own fields; remove "field"` });
    }
  });
type ColumnSpec = z.infer<typeof ColumnSpec>;

const ColumnEntry = z.union([Target, z.null(), ColumnSpec, z.array(ColumnSpec).min(1)]);

const Constant = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const Mapping = z
  .object({
    $comment: z.string().optional(),
    description: z.string().optional(),
    /** Feed format when the file extension does not say. */
    format: z.enum(['csv', 'json', 'jsonl']).optional(),
    /** CSV field delimiter (default ','). */
    delimiter: z.string().length(1).optional(),
    /**
     * 'stocknum' (default): a row needs a stock number (or a VIN) — its identity across imports.
     * 'row': rows without either are identified by a hash of the whole row (for feeds with no stock numbers).
     */
    identity: z.enum(['stocknum', 'row']).default('stocknum'),
    /** Cell texts meaning "no value" besides empty and dash-only cells (case-insensitive). */
    empty: z.array(z.string()).optional(),
    /** Column name → field name | spec | [specs] | null (ignore the column). */
    columns: z.record(z.string(), ColumnEntry).default({}),
    /** Field values every row gets unless a column sets them. */
    constants: z.record(Target, Constant).default({}),
  })
  .strict();
export type Mapping = z.infer<typeof Mapping>;

/** A column's value could not be parsed; `fields` are the fields it was meant to set. */
export class ColumnError extends FieldError {
  constructor(
    message: string,
    readonly fields: readonly string[] = [],
  ) {
    super(message);
  }
}

export class MappingError extends Error {
  override name = 'MappingError';
}

export function parseMapping(json: unknown, source = 'mapping'): Mapping {
  const result = Mapping.safeParse(json);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(top level)'}: ${issue.message}`)
    .join('; ');
  throw new MappingError(`${source} is not a valid mapping: ${issues}`);
}

export function loadMapping(file: string): Mapping {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new MappingError(`cannot read mapping ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MappingError(`mapping ${file} is not JSON: ${(error as Error).message}`);
  }
  return parseMapping(json, `mapping ${file}`);
}

// ------------------------------------------------------------------ applying it

interface CompiledSpec {
  field: string;
  /** Every field the spec may set. */
  fields: readonly string[];
  parser: ParserName;
  /** The parser was chosen from the field's kind (typed JSON values pass straight through). */
  implicit: boolean;
  values?: ReadonlyMap<string, string | null>;
  separator?: string;
  /** Parses the (non-empty, translated) text into `out`; throws FieldError. Built once per column. */
  run: (text: string, out: Values) => void;
}

export interface ColumnMapper {
  /** Sets the fields one column's value maps to; throws FieldError (message names the column). */
  apply(column: string, raw: unknown, out: Values): void;
  /** Columns seen that map to nothing (for the summary). */
  readonly ignored: ReadonlySet<string>;
  readonly constants: Values;
  readonly identity: 'stocknum' | 'row';
}

function compileSpec(spec: ColumnSpec, fallbackField?: string): CompiledSpec {
  const parser: ParserName = spec.parser ?? (spec.field ? defaultParserFor(spec.field) : 'text');
  const def = PARSERS[parser] as ParserDef;
  const field = spec.field ?? def.defaultField ?? fallbackField ?? '';
  const options = { separator: spec.separator };
  const value = def.value;
  const run = value
    ? (text: string, out: Values) => {
        const v = value(text, options);
        if (v !== undefined) out[field] = v;
      }
    : (text: string, out: Values) => {
        const result = def.parse(text, field, options);
        for (const key in result) if (result[key] !== undefined) out[key] = result[key];
      };
  return {
    field,
    fields: def.outputs ?? [field],
    parser,
    implicit: !spec.parser,
    values: spec.values ? new Map(Object.entries(spec.values).map(([k, v]) => [k.trim().toLowerCase(), v])) : undefined,
    separator: spec.separator,
    run,
  };
}

export function createColumnMapper(mapping?: Mapping): ColumnMapper {
  const emptyTokens = new Set((mapping?.empty ?? DEFAULT_EMPTY_TOKENS).map((t) => t.trim().toLowerCase()));
  // Longer cells cannot be a token: skips a lower-cased copy of nearly every cell.
  let longestToken = 0;
  for (const t of emptyTokens) longestToken = Math.max(longestToken, t.length);
  const cache = new Map<string, CompiledSpec[] | null>();
  const ignored = new Set<string>();

  const resolve = (column: string): CompiledSpec[] | null => {
    const hit = cache.get(column);
    if (hit !== undefined) return hit;
    let specs: CompiledSpec[] | null;
    const entry = mapping ? own(mapping.columns, column) : undefined;
    if (entry === null) specs = null;
    else if (typeof entry === 'string') specs = [compileSpec({ field: entry })];
    else if (Array.isArray(entry)) specs = entry.map((s) => compileSpec(s));
    else if (entry) specs = [compileSpec(entry)];
    else if (isTargetField(column)) specs = [compileSpec({ field: column })];
    else specs = null;
    if (specs === null && entry !== null) ignored.add(column);
    cache.set(column, specs);
    return specs;
  };

  const applySpec = (spec: CompiledSpec, column: string, raw: unknown, out: Values) => {
    if (raw === null || raw === undefined) return;
    let text: string;
    if (typeof raw === 'string') {
      text = raw.trim();
    } else if (spec.implicit && !spec.values) {
      // A typed JSON value (number, boolean, object, array): validated with the Vehicle model later.
      out[spec.field] = raw;
      return;
    } else if (typeof raw === 'number' || typeof raw === 'boolean') {
      text = String(raw);
    } else {
      throw new ColumnError(`${column}: expected text, found ${Array.isArray(raw) ? 'a list' : 'an object'}`, spec.fields);
    }
    if (spec.values) {
      const translated = spec.values.get(text.toLowerCase());
      if (translated === null) return;
      if (translated !== undefined) text = translated;
    }
    if (isEmptyValue(text, text.length <= longestToken ? emptyTokens : NO_TOKENS)) return;
    try {
      spec.run(text, out);
    } catch (error) {
      if (error instanceof FieldError) throw new ColumnError(`${column}: ${error.message}`, spec.fields);
      throw error;
    }
  };

  return {
    apply(column, raw, out) {
      const specs = resolve(column);
      if (!specs) return;
      for (const spec of specs) applySpec(spec, column, raw, out);
    },
    ignored,
    constants: { ...(mapping?.constants ?? {}) },
    identity: mapping?.identity ?? 'stocknum',
  };
}
