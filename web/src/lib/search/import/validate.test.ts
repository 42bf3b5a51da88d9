/**
 * The fast path agrees with the zod Vehicle model: on random vehicles, valid and broken in every
 * way a field can be, it answers exactly what zod answers (same fields, same order, same values) or
 * leaves the vehicle to zod because zod rejects it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Vehicle, vehicleFields } from '@forecourt/schemas/vehicle';
import { contractVehicles } from '../contract';
import { fastParse, parseVehicle } from './validate';

const FIELDS = Object.keys(vehicleFields);
const junk = fc.constantFrom<unknown>(
  undefined, null, '', 'x', 'in_stock', 'NSW', 0, -0, 1, 1.5, -7, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 - 1, 1e300,
  true, false, [], ['a'], [1], ['a', 2], {}, { url: 'u' }, [{ url: 'u' }], [{ url: '' }], { name: 'n', slug: 's' },
  { Taurus: { interestRate: null, comparisonRate: 1, financeProvider: 'Taurus' } }, { torque: 'x' }, new Date(0),
);
const change = fc.oneof(
  fc.tuple(fc.constant('set' as const), fc.constantFrom(...FIELDS), junk),
  fc.tuple(fc.constant('delete' as const), fc.constantFrom(...FIELDS), fc.constant(undefined)),
  fc.tuple(fc.constant('set' as const), fc.constantFrom('extra', 'constructor', 'variant.torque'), junk),
);

describe('fastParse', () => {
  const vehicles = contractVehicles();

  it('answers exactly as Vehicle.safeParse on valid and broken vehicles', () => {
    fc.assert(
      fc.property(fc.constantFrom(...vehicles), fc.array(change, { maxLength: 3 }), fc.boolean(), (base, changes, shuffle) => {
        const entries = Object.entries(base);
        const v: Record<string, unknown> = Object.fromEntries(shuffle ? entries.reverse() : entries);
        for (const [op, field, value] of changes) {
          if (op === 'delete') delete v[field];
          else v[field] = value;
        }
        const zod = Vehicle.safeParse(v);
        const fast = fastParse(v);
        expect(fast !== undefined).toBe(zod.success);
        if (fast && zod.success) {
          expect(fast).toStrictEqual(zod.data);
          expect(Object.keys(fast)).toEqual(Object.keys(zod.data));
        }
        const both = parseVehicle(v);
        expect(both.success).toBe(zod.success);
        if (!both.success && !zod.success) expect(both.error.issues).toEqual(zod.error.issues);
      }),
      { numRuns: 3_000 },
    );
  });

  it('gives the model’s copy, not the caller’s lists', () => {
    const v = vehicles.find((x) => x.categories.length > 0)!;
    const parsed = fastParse(v)!;
    expect(parsed.categories).toEqual(v.categories);
    expect(parsed.categories).not.toBe(v.categories);
  });
});
