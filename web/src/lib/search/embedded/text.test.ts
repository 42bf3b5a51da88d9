/**
 * The engine's own text index cuts words exactly as Orama's English tokenizer did (the engine's text
 * index until issue 18) and as the contract's `textWords` pins it, and finds exactly the documents
 * whose words every query word prefixes.
 */
import { create } from '@orama/orama';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textWords } from '../contract';
import { TextIndex, tokenize } from './text';

// Letters of every kind the splitter and the accent rule care about, plus the separators feeds use.
const text = fc.string({
  maxLength: 40,
  unit: fc.oneof(
    fc.constantFrom(...'aZé ÉàÀùÙìòóèçÇßİıſKñ0_\'-–/,.&()'.split('')),
    fc.string({ minLength: 1, maxLength: 1 }),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
});

describe('tokenize', () => {
  const orama = create({ schema: { t: 'string' } }).tokenizer;

  it("cuts words as Orama's tokenizer and the contract's textWords do", () => {
    fc.assert(
      fc.property(text, (input) => {
        const words = tokenize(input);
        expect(words).toEqual(orama.tokenize(input, undefined, 't', false));
        expect(words).toEqual([...new Set(textWords(input))]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps apostrophes, hyphens, underscores and digits, drops accents, and each word once', () => {
    expect(tokenize("Hi-Lux SR5 4x4 d'Ète  O'Brien_x hilux HI-LUX")).toEqual(['hi-lux', 'sr5', '4x4', "d'ete", "o'brien_x", 'hilux']);
    expect(tokenize('   ')).toEqual([]);
  });
});

describe('TextIndex', () => {
  it('finds exactly the documents where every query word prefixes one of their words, across changes', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 30 }), fc.array(fc.tuple(fc.nat(40), text), { maxLength: 10 }), text, (docs, changes, query) => {
        const index = new TextIndex();
        const current = [...docs];
        docs.forEach((d, i) => index.set(i, d));
        index.commit();
        for (const [at, d] of changes) {
          const iid = Math.min(at, current.length);
          current[iid] = d;
          index.set(iid, d);
        }
        index.commit();
        const all = Int32Array.from(current.keys());
        const q = textWords(query);
        const expected = current.flatMap((d, i) => (q.every((w) => textWords(d).some((word) => word.startsWith(w))) ? [i] : []));
        expect([...index.filter(all, query)]).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
