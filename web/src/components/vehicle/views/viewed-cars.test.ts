import { describe, expect, it } from 'vitest';
import { createLocalStore } from '@/lib/browser-storage';
import {
  addViewedCar,
  parseViewedCars,
  rememberViewedCar,
  VIEWED_CARS_LIMIT,
  viewedCarEntry,
  type ViewedCar,
} from './viewed-cars';

const car = (id: string, over: Partial<ViewedCar> = {}): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'Corolla',
  body: 'Hatchback',
  simple_body: 'Hatch',
  ...over,
});

describe('viewedCarEntry', () => {
  it('keeps only the spec §3 fields, and the slug and year the garage links with', () => {
    const vehicle = { ...car('1'), slug: 'toyota-corolla-1', year: 2021, price: 20000, dealership_id: 'd1' };
    expect(viewedCarEntry(vehicle)).toEqual({ ...car('1'), slug: 'toyota-corolla-1', year: 2021 });
  });

  it('leaves out a missing body', () => {
    const { body: _body, ...rest } = car('1');
    expect(viewedCarEntry(rest)).toEqual(rest);
    expect('body' in viewedCarEntry(rest)).toBe(false);
  });
});

describe('addViewedCar', () => {
  it('puts the newest first', () => {
    expect(addViewedCar([car('1')], car('2')).map((c) => c.id)).toEqual(['2', '1']);
  });

  it('de-duplicates by id, moving a car seen again to the front with its new details', () => {
    const list = addViewedCar([car('1'), car('2'), car('3')], car('2', { stocknum: 'NEW' }));
    expect(list.map((c) => c.id)).toEqual(['2', '1', '3']);
    expect(list[0]?.stocknum).toBe('NEW');
  });

  it(`keeps the last ${VIEWED_CARS_LIMIT}`, () => {
    let list: ViewedCar[] = [];
    for (let i = 0; i < 30; i++) list = addViewedCar(list, car(String(i)));
    expect(list).toHaveLength(VIEWED_CARS_LIMIT);
    expect(list[0]?.id).toBe('29');
    expect(list.at(-1)?.id).toBe('10');
  });

  it('does not change the list it was given', () => {
    const list = [car('1')];
    addViewedCar(list, car('2'));
    expect(list).toEqual([car('1')]);
  });
});

describe('parseViewedCars', () => {
  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"id":"1"}'],
    ['a number', '42'],
  ])('%s gives an empty list', (_name, raw) => {
    expect(parseViewedCars(raw)).toEqual([]);
  });

  it('drops malformed entries and repeated ids, keeping the first', () => {
    const raw = JSON.stringify([
      car('1'),
      { id: '2' },
      null,
      'x',
      car('1', { stocknum: 'later' }),
      { ...car('3'), id: '' },
      car('4', { body: 7 as unknown as string }),
    ]);
    const { body: _body, ...four } = car('4');
    expect(parseViewedCars(raw)).toEqual([car('1'), four]);
  });

  it('drops fields that are not part of the record', () => {
    expect(parseViewedCars(JSON.stringify([{ ...car('1'), price: 1, __proto__: { x: 1 } }]))).toEqual([
      car('1'),
    ]);
  });

  it(`caps a long stored list at ${VIEWED_CARS_LIMIT}`, () => {
    const raw = JSON.stringify(Array.from({ length: 40 }, (_, i) => car(String(i))));
    expect(parseViewedCars(raw)).toHaveLength(VIEWED_CARS_LIMIT);
  });
});

describe('rememberViewedCar', () => {
  it('records the car once, newest first', () => {
    const store = createLocalStore<ViewedCar[]>('test:viewed', parseViewedCars, []);
    rememberViewedCar(car('1'), store);
    rememberViewedCar(car('2'), store);
    rememberViewedCar(car('1'), store);
    rememberViewedCar(car('1'), store);
    expect(store.getSnapshot().map((c) => c.id)).toEqual(['1', '2']);
  });
});
