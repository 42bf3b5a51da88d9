import { describe, expect, it } from 'vitest';
import {
  insertPromos,
  isPromoLive,
  mulberry32,
  orderPromos,
  promoMatchesCarTypes,
  promoSlots,
  searchCarTypes,
  seededShuffle,
  seedFromString,
  selectPromos,
  type PromoRules,
  type ResultItem,
} from './promos';

const winter = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' };
const at = (iso: string) => new Date(iso);

describe('schedule (start / expiry with offsets)', () => {
  it.each([
    ['first second', '2025-07-01T00:00:00+10:00', true],
    ['first second in UTC', '2025-06-30T14:00:00Z', true],
    ['first minute', '2025-07-01T00:00:59+10:00', true],
    ['one second before start', '2025-06-30T23:59:59+10:00', false],
    ['one second before start in UTC', '2025-06-30T13:59:59Z', false],
    ['mid-run', '2025-07-12T12:00:00+10:00', true],
    ['last minute', '2025-07-24T23:59:00+10:00', true],
    ['last second', '2025-07-24T23:59:59+10:00', true],
    ['last second in UTC', '2025-07-24T13:59:59Z', true],
    ['one second after expiry', '2025-07-25T00:00:00+10:00', false],
    ['one second after expiry in UTC', '2025-07-24T14:00:00Z', false],
    ['a year later', '2026-07-12T12:00:00+10:00', false],
  ])('%s (%s) -> %s', (_name, now, live) => {
    expect(isPromoLive(winter, at(now))).toBe(live);
  });

  it('a missing bound is open, an unparseable one hides the promo', () => {
    const now = at('2030-01-01T00:00:00Z');
    expect(isPromoLive({ start: '2025-01-01T00:00:00+10:00' }, now)).toBe(true);
    expect(isPromoLive({ start: '2025-01-01T00:00:00+10:00', expiry: null }, now)).toBe(true);
    expect(isPromoLive({ expiry: '2031-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isPromoLive({}, now)).toBe(true);
    expect(isPromoLive({ start: 'soon', expiry: '2031-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isPromoLive({ start: '2025-01-01T00:00:00Z', expiry: 'never' }, now)).toBe(false);
  });
});

describe('car types', () => {
  it('searchCarTypes: all unless the site or shopper limits them', () => {
    expect(searchCarTypes({})).toEqual(['new', 'used', 'demo']);
    expect(searchCarTypes({ car_types: [] }, [])).toEqual(['new', 'used', 'demo']);
    expect(searchCarTypes({ car_types: ['new', 'used', 'demo'] }, ['demo', 'new'])).toEqual(['new', 'demo']);
    expect(searchCarTypes({ car_types: ['used'] })).toEqual(['used']);
    expect(searchCarTypes({ used_only: true }, ['used', 'new'])).toEqual(['used']);
    expect(searchCarTypes({ used_only: true }, ['new'])).toEqual([]);
    expect(searchCarTypes({ car_types: ['new', 'demo'] }, ['used'])).toEqual([]);
    expect(searchCarTypes({}, ['bogus'])).toEqual([]);
  });

  const newDemo = { display: ['new', 'demo'] };
  const strictNewDemo = { display: ['new', 'demo'], strictDisplay: true };

  it.each([
    [['new', 'used', 'demo'], true],
    [['new'], true],
    [['new', 'demo'], true],
    [['used', 'demo'], true],
    [['used'], false],
    [[], false],
  ])('display new+demo on a %j search -> %s', (carTypes, shown) => {
    expect(promoMatchesCarTypes(newDemo, carTypes)).toBe(shown);
  });

  it.each([
    [['new', 'used', 'demo'], false],
    [['new'], true],
    [['demo'], true],
    [['new', 'demo'], true],
    [['new', 'used'], false],
    [['used'], false],
    [[], false],
  ])('strictDisplay new+demo on a %j search -> %s', (carTypes, shown) => {
    expect(promoMatchesCarTypes(strictNewDemo, carTypes)).toBe(shown);
  });

  it('a promo without display types shows on every search, strict or not', () => {
    expect(promoMatchesCarTypes({}, ['used'])).toBe(true);
    expect(promoMatchesCarTypes({ display: [] }, ['new', 'used', 'demo'])).toBe(true);
    expect(promoMatchesCarTypes({ display: null, strictDisplay: true }, ['used'])).toBe(true);
  });

  it('strictDisplay false behaves like no strictDisplay', () => {
    expect(promoMatchesCarTypes({ display: ['used'], strictDisplay: false }, ['new', 'used', 'demo'])).toBe(true);
  });
});

describe('seeded shuffle', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('mulberry32 is deterministic and in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(100);
  });

  it('mulberry32 gives the canonical first value for seed 1', () => {
    // 0.6270739405881613 is the first output of the canonical mulberry32 for seed 1.
    expect(mulberry32(1)()).toBe(0.6270739405881613);
  });

  it('mulberry32 sequence is pinned (changing it would reshuffle every site)', () => {
    const r = mulberry32(1);
    expect([r(), r(), r()].map((x) => Math.floor(x * 2 ** 32))).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('same seed, same order; a permutation; input untouched', () => {
    const a = seededShuffle(items, 7);
    expect(seededShuffle(items, 7)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(seededShuffle(items, 'session-abc')).toEqual(seededShuffle(items, 'session-abc'));
  });

  it('different seeds give different orders', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => seededShuffle(items, s).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('seedFromString is FNV-1a', () => {
    expect(seedFromString('')).toBe(0x811c9dc5);
    expect(seedFromString('a')).toBe(0xe40c292c);
  });

  it('handles empty and single lists', () => {
    expect(seededShuffle([], 1)).toEqual([]);
    expect(seededShuffle(['x'], 1)).toEqual(['x']);
  });
});

describe('order and selection', () => {
  type P = PromoRules & { id: string };
  const p = (id: string, extra: Partial<P> = {}): P => ({ id, ...winter, ...extra });

  it('positioned promos first by position (stable), then the rest in input order', () => {
    const out = orderPromos([p('a'), p('b', { position: 3 }), p('c'), p('d', { position: 1 }), p('e', { position: 3 }), p('f', { position: null })]);
    expect(out.map((x) => x.id)).toEqual(['d', 'b', 'e', 'a', 'c', 'f']);
  });

  it('shuffles only the unpositioned rest, deterministically per seed', () => {
    const promos = [p('x', { position: 2 }), ...'abcdefgh'.split('').map((id) => p(id)), p('y', { position: 1 })];
    const one = orderPromos(promos, { shuffle: true, seed: 11 });
    expect(one.slice(0, 2).map((x) => x.id)).toEqual(['y', 'x']);
    expect(one.slice(2).map((x) => x.id).sort()).toEqual('abcdefgh'.split(''));
    expect(orderPromos(promos, { shuffle: true, seed: 11 })).toEqual(one);
    const seeds = new Set([1, 2, 3, 4, 5].map((seed) => orderPromos(promos, { shuffle: true, seed }).map((x) => x.id).join('')));
    expect(seeds.size).toBeGreaterThan(1);
    expect(orderPromos(promos, { shuffle: false, seed: 11 }).slice(2).map((x) => x.id)).toEqual('abcdefgh'.split(''));
  });

  it('selectPromos keeps live promos matching the search car types, ordered', () => {
    const now = at('2025-07-10T09:00:00+10:00');
    const promos = [
      p('expired', { expiry: '2025-07-01T00:00:00+10:00' }),
      p('used', { display: ['used'] }),
      p('new-strict', { display: ['new'], strictDisplay: true, position: 1 }),
      p('any', { position: 2 }),
      p('future', { start: '2025-08-01T00:00:00+10:00', expiry: '2025-09-01T00:00:00+10:00' }),
    ];
    expect(selectPromos(promos, { now }).map((x) => x.id)).toEqual(['any', 'used']);
    expect(selectPromos(promos, { now, carTypes: ['new'] }).map((x) => x.id)).toEqual(['new-strict', 'any']);
    expect(selectPromos(promos, { now: at('2026-01-01T00:00:00Z') })).toEqual([]);
  });
});

describe('insertion into a results page', () => {
  const hits = (n: number) => Array.from({ length: n }, (_, i) => `h${i + 1}`);
  const layout = (items: ResultItem<string, string>[]) => items.map((i) => (i.kind === 'hit' ? i.hit : `[${i.promo}]`));
  const promoAt = (items: ResultItem<string, string>[]) =>
    items.flatMap((item, i) => (item.kind === 'promo' ? [[i + 1, item.promo] as const] : []));

  it('puts promos at 1-based positions [8, 17] on a full page', () => {
    const out = insertPromos(hits(21), ['A', 'B'], [8, 17], 1);
    expect(out).toHaveLength(23);
    expect(promoAt(out)).toEqual([
      [8, 'A'],
      [17, 'B'],
    ]);
    expect(layout(out).slice(5, 10)).toEqual(['h6', 'h7', '[A]', 'h8', 'h9']);
    expect(layout(out).filter((x) => !x.startsWith('['))).toEqual(hits(21));
  });

  it.each([[[9]], [[6]], [[4]]])('a single slot %j', (positions) => {
    const out = insertPromos(hits(21), ['A'], positions, 1);
    expect(promoAt(out)).toEqual([[positions[0], 'A']]);
  });

  it('slots are sorted, de-duplicated and validated', () => {
    expect(promoSlots([17, 8, 8, 0, -1, 2.5, 4])).toEqual([4, 8, 17]);
    expect(promoAt(insertPromos(hits(21), ['A', 'B'], [17, 8], 1))).toEqual([
      [8, 'A'],
      [17, 'B'],
    ]);
  });

  it('rotates through the promos across pages, wrapping', () => {
    const promos = ['A', 'B', 'C'];
    const page = (n: number) => promoAt(insertPromos(hits(21), promos, [8, 17], n)).map(([, p]) => p);
    expect(page(1)).toEqual(['A', 'B']);
    expect(page(2)).toEqual(['C', 'A']);
    expect(page(3)).toEqual(['B', 'C']);
    // a single promo shows on every page
    expect(promoAt(insertPromos(hits(21), ['A'], [9], 5))).toEqual([[9, 'A']]);
    // an invalid page number counts as page 1
    expect(promoAt(insertPromos(hits(21), promos, [8], 0))).toEqual([[8, 'A']]);
  });

  it('fewer promos than slots reuse promos on the same page', () => {
    expect(promoAt(insertPromos(hits(21), ['A'], [8, 17], 1))).toEqual([
      [8, 'A'],
      [17, 'A'],
    ]);
  });

  it('a short page: a slot right after the last hit is filled, a slot beyond it is not', () => {
    expect(layout(insertPromos(hits(3), ['A'], [4], 1))).toEqual(['h1', 'h2', 'h3', '[A]']);
    expect(layout(insertPromos(hits(2), ['A'], [4], 1))).toEqual(['h1', 'h2']);
    // [8, 17] with 10 hits: 8 is filled, 17 is beyond the 11 items
    expect(promoAt(insertPromos(hits(10), ['A', 'B'], [8, 17], 1))).toEqual([[8, 'A']]);
    // 15 hits: after the first promo there are 16 items, so 17 is filled at the end
    const out = insertPromos(hits(15), ['A', 'B'], [8, 17], 1);
    expect(promoAt(out)).toEqual([
      [8, 'A'],
      [17, 'B'],
    ]);
    expect(out.at(-1)).toEqual({ kind: 'promo', promo: 'B' });
  });

  it('no hits, no promos or no slots: just the hits', () => {
    expect(insertPromos([], ['A'], [1], 1)).toEqual([]);
    expect(layout(insertPromos(hits(3), [], [2], 1))).toEqual(hits(3));
    expect(layout(insertPromos(hits(3), ['A'], [], 1))).toEqual(hits(3));
    expect(layout(insertPromos(hits(3), ['A'], [1], 1))).toEqual(['[A]', 'h1', 'h2', 'h3']);
  });

  it('does not mutate its inputs', () => {
    const h = hits(10);
    const positions = [8, 4];
    insertPromos(h, ['A'], positions, 1);
    expect(h).toEqual(hits(10));
    expect(positions).toEqual([8, 4]);
  });
});
