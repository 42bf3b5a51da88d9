/** The zod Vehicle model, derived from the field list in fields.ts. */
import { z } from 'zod';
import { vehicleFields, type FieldSpec } from './fields';
import { jsonShapes } from './json-shapes';

type Fields = typeof vehicleFields;
type JsonShapes = typeof jsonShapes;

type BaseOf<F, K> = K extends keyof JsonShapes
  ? JsonShapes[K]
  : F extends { values: infer V extends readonly [string, ...string[]] }
    ? z.ZodEnum<{ [K in V[number]]: K }>
    : F extends { kind: 'string' }
      ? z.ZodString
      : F extends { kind: 'int' | 'float' | 'timestamp' }
        ? z.ZodNumber
        : F extends { kind: 'bool' }
          ? z.ZodBoolean
          : F extends { kind: 'string[]' }
            ? z.ZodArray<z.ZodString>
            : never;

type ZodOf<F, K> = F extends { optional: true } ? z.ZodOptional<BaseOf<F, K>> : BaseOf<F, K>;
type VehicleShape = { [K in keyof Fields]: ZodOf<Fields[K], K> };

const jsonShape = new Map<string, z.ZodType>(Object.entries(jsonShapes));

function base(name: string, spec: FieldSpec): z.ZodType {
  if (spec.kind === 'json') {
    const shape = jsonShape.get(name);
    if (!shape) throw new Error(`json field ${name} without a shape in json-shapes.ts`);
    return shape;
  }
  if (spec.values) return z.enum(spec.values as [string, ...string[]]);
  switch (spec.kind) {
    case 'string':
      return z.string();
    case 'int':
    case 'timestamp':
      return z.number().int().finite();
    case 'float':
      return z.number().finite();
    case 'bool':
      return z.boolean();
    case 'string[]':
      return z.array(z.string());
  }
}

function buildShape(): VehicleShape {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(vehicleFields) as [string, FieldSpec][]) {
    const schema = base(name, spec);
    shape[name] = spec.optional ? schema.optional() : schema;
  }
  return shape as VehicleShape;
}

export const Vehicle = z.object(buildShape());
export type Vehicle = z.infer<typeof Vehicle>;
