/**
 * Seeded randomness for the stock generator, on top of pure-rand's xoroshiro128+.
 *
 * Every vehicle gets its own generator seeded from (seed, site, index), so vehicle N does not depend
 * on vehicles 0..N-1: a 100k inventory can be streamed, and changing one dealer's count never
 * reshuffles another dealer's cars.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** 32-bit FNV-1a of a string: turns (seed, site, index) keys into generator seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number | string) {
    this.gen = xoroshiro128plus(typeof seed === 'number' ? seed | 0 : hash32(seed) | 0);
  }

  /** Integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, Math.ceil(from), Math.floor(to));
  }

  /** Float in [0, 1). */
  float(): number {
    return uniformFloat64(this.gen);
  }

  between(from: number, to: number): number {
    return from + (to - from) * this.float();
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.float() * total;
    for (const [value, w] of options) {
      roll -= w;
      if (roll < 0) return value;
    }
    const last = options[options.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Roughly normal (sum of three uniforms), mean 0, sd ≈ 1. */
  normal(): number {
    return (this.float() + this.float() + this.float() - 1.5) * 2;
  }

  /** `count` distinct items, order kept from the source list. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const n = Math.min(count, items.length);
    while (chosen.size < n) chosen.add(this.int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }
}

/**
 * Low-discrepancy point for index i (golden-ratio sequence, offset by the seed): used for the status
 * mix so every inventory of any size gets the intended proportions, not just roughly.
 */
export function spread(i: number, offset: number): number {
  const x = (i + 1) * 0.6180339887498949 + offset;
  return x - Math.floor(x);
}
