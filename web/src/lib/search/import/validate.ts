/**
 * Validation of an assembled vehicle with the zod `Vehicle` model, with a fast path.
 *
 * zod parsed every row of an import (a fifth of the import's time on the real listings feed: per
 * field it allocates a result and an issue list). Almost every row is valid, so each row is first
 * checked here field by field, with the same rules the model derives from the field list
 * (schemas/src/vehicle): a string, a safe integer, a finite number, a boolean, one of an enum's
 * values, a list of strings; nested (json) fields still go through their own zod schema. A row
 * that passes is built exactly as zod builds its output — the model's fields in the model's order,
 * unknown keys left out, lists copied, an optional key present as undefined kept. A row that fails
 * anything goes to zod itself, so rejected rows get zod's own messages. validate.test.ts checks the
 * two agree on random valid and broken vehicles.
 */
import { jsonShapes, Vehicle, vehicleFields, type FieldSpec } from '@forecourt/schemas/vehicle';
import type { z } from 'zod';

const INVALID = Symbol('invalid');
type Check = (value: unknown) => unknown;

const JSON_SHAPES = new Map<string, z.ZodType>(Object.entries(jsonShapes));

function checkOf(name: string, spec: FieldSpec): Check {
  if (spec.kind === 'json') {
    const schema = JSON_SHAPES.get(name);
    if (!schema) throw new Error(`json field ${name} without a shape in the schemas' json-shapes.ts`);
    return (v) => {
      const parsed = schema.safeParse(v);
      return parsed.success ? parsed.data : INVALID;
    };
  }
  if (spec.values) {
    const allowed = new Set<unknown>(spec.values);
    return (v) => (typeof v === 'string' && allowed.has(v) ? v : INVALID);
  }
  switch (spec.kind) {
    case 'string':
      return (v) => (typeof v === 'string' ? v : INVALID);
    case 'int':
    case 'timestamp':
      // z.number().int(): a finite number, whole and within the safe integer range.
      return (v) => (Number.isSafeInteger(v) ? v : INVALID);
    case 'float':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? v : INVALID);
    case 'bool':
      return (v) => (typeof v === 'boolean' ? v : INVALID);
    case 'string[]':
      return (v) => {
        if (!Array.isArray(v)) return INVALID;
        for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return INVALID;
        return [...(v as string[])];
      };
  }
}

const FIELDS = (Object.entries(vehicleFields) as [string, FieldSpec][]).map(([name, spec]) => ({
  name,
  optional: spec.optional === true,
  check: checkOf(name, spec),
}));

/** zod's output for a vehicle every field of which passes the fast checks; undefined otherwise. */
export function fastParse(candidate: object): Vehicle | undefined {
  const input = candidate as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS.length; i++) {
    const { name, optional, check } = FIELDS[i]!;
    if (!(name in input)) {
      if (optional) continue;
      return undefined;
    }
    // eslint-disable-next-line forecourt/no-string-key-lookup -- name is a field of the vehicle field list, never a feed's text
    const value = input[name];
    if (value === undefined && optional) {
      out[name] = undefined;
      continue;
    }
    const checked = check(value);
    if (checked === INVALID) return undefined;
    out[name] = checked;
  }
  return out as Vehicle;
}

/** `Vehicle.safeParse`, answered by the fast path whenever the vehicle is valid. */
export function parseVehicle(candidate: object): ReturnType<typeof Vehicle.safeParse> {
  const fast = fastParse(candidate);
  return fast ? { success: true, data: fast } : Vehicle.safeParse(candidate);
}
