import { describe, expect, it } from 'vitest';
import { groupModels, makeOf, modelsOfMake } from './makes';

const makes = ['Toyota', 'Land Rover', 'Land', 'Mazda'];

describe('makeOf', () => {
  it('finds the longest make a value starts with', () => {
    expect(makeOf('Toyota HiLux', makes)).toBe('Toyota');
    expect(makeOf('Land Rover Defender 110', makes)).toBe('Land Rover');
    expect(makeOf('toyota corolla', makes)).toBe('Toyota');
  });
  it('needs a model after the make', () => {
    expect(makeOf('Toyota', makes)).toBeUndefined();
    expect(makeOf('ToyotaX Y', makes)).toBeUndefined();
    expect(makeOf('Kia Rio', makes)).toBeUndefined();
  });
});

describe('groupModels', () => {
  const options = [
    { value: 'Toyota HiLux', label: 'Toyota HiLux', count: 12 },
    { value: 'Land Rover Defender', label: 'Land Rover Defender', count: 2 },
    { value: 'Toyota Corolla', label: 'Toyota Corolla', count: 5 },
    { value: 'Kia Rio', label: 'Kia Rio', count: 1 },
  ];
  it('groups models under their make with the model part as the label', () => {
    const groups = groupModels(makes, options);
    expect(groups.get('Toyota')).toEqual([
      { value: 'Toyota HiLux', label: 'HiLux', model: 'HiLux', count: 12 },
      { value: 'Toyota Corolla', label: 'Corolla', model: 'Corolla', count: 5 },
    ]);
    expect(groups.get('Land Rover')?.map((m) => m.model)).toEqual(['Defender']);
    expect(groups.get('Mazda')).toEqual([]);
    expect(groups.has('Kia')).toBe(false);
  });
  it('keeps selected models the facet no longer returns', () => {
    const groups = groupModels(makes, options, ['Mazda CX-5', 'Toyota HiLux']);
    expect(groups.get('Mazda')).toEqual([{ value: 'Mazda CX-5', label: 'CX-5', model: 'CX-5', count: 0 }]);
    expect(groups.get('Toyota')).toHaveLength(2);
  });
});

describe('modelsOfMake', () => {
  it('lists the make_model values of one make', () => {
    expect(modelsOfMake('Toyota', ['Toyota HiLux', 'Mazda 3', 'Toyota Yaris'], makes)).toEqual([
      'Toyota HiLux',
      'Toyota Yaris',
    ]);
    expect(modelsOfMake('Land', ['Land Rover Defender'], makes)).toEqual([]);
  });
});
