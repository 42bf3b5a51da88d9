import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

const intl = new Intl.Collator('en', { sensitivity: 'base' });

describe('compareNames', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['Audi', 'BMW', -1],
    ['bmw', 'BMW', 0],
    ['Land Rover', 'Landwind', -1],
    ['Mercedes-Benz', 'Mercedes Benz', 1],
    ['Mercedes-Benz', 'Mercedes.Benz', -1],
    ['MG', 'MG4', -1],
    ['Mazda3', 'Mazda 3', 1],
    ['10', '9', -1],
    ['', 'A', -1],
    // Not plain: through the collator.
    ['Škoda', 'Skoda', 0],
    ['Citroën', 'Chery', 1],
    ["Land Rover's", 'Land Rover', 1],
  ])('%s against %s: %d', (a, b, order) => {
    expect(Math.sign(compareNames(a, b))).toBe(order);
    expect(Math.sign(compareNames(b, a))).toBe(-order || 0);
  });

  it('orders any two names as the en collator at base strength does', () => {
    const plain = fc.stringMatching(/^[A-Za-z0-9 .-]{0,8}$/);
    const name = fc.oneof(
      plain,
      plain,
      fc.string({ maxLength: 8 }),
      fc.constantFrom('Škoda', 'Citroën', 'Alfa Romeo', 'ŠKODA'),
    );
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(Math.sign(intl.compare(a, b)));
      }),
      { numRuns: 20_000 },
    );
  });
});
