import { describe, expect, it } from 'vitest';
import { CARAVAN_NOUN, CAR_NOUN } from '@/domain/vehicle-noun';
import { compareStatusText, favouriteTitle, pickForCompare, savedPicks } from './favourites-view';

describe('pickForCompare', () => {
  it('adds in the order ticked and removes on untick', () => {
    expect(pickForCompare([], 'a', true)).toEqual({ picked: ['a'], refused: false });
    expect(pickForCompare(['a'], 'b', true)).toEqual({ picked: ['a', 'b'], refused: false });
    expect(pickForCompare(['a', 'b'], 'a', false)).toEqual({ picked: ['b'], refused: false });
  });

  it('does not add a car twice', () => {
    expect(pickForCompare(['a'], 'a', true)).toEqual({ picked: ['a'], refused: false });
  });

  it('refuses a fifth car and changes nothing', () => {
    expect(pickForCompare(['a', 'b', 'c', 'd'], 'e', true)).toEqual({ picked: ['a', 'b', 'c', 'd'], refused: true });
    // Unticking still works when full.
    expect(pickForCompare(['a', 'b', 'c', 'd'], 'c', false)).toEqual({ picked: ['a', 'b', 'd'], refused: false });
  });
});

describe('savedPicks', () => {
  it('keeps only ticked cars still saved, in the ticked order', () => {
    expect(savedPicks(['c', 'a', 'x'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual(['c', 'a']);
    expect(savedPicks(['a'], [])).toEqual([]);
  });
});

describe('favouriteTitle', () => {
  it('is the saved name, else make and model', () => {
    expect(favouriteTitle({ name: ' 2022 Kia Sportage ', make: 'Kia', model: 'Sportage' })).toBe('2022 Kia Sportage');
    expect(favouriteTitle({ name: '', make: 'Kia', model: 'Sportage' })).toBe('Kia Sportage');
  });
});

describe('compareStatusText', () => {
  it('counts the chosen cars and explains a refusal', () => {
    expect(compareStatusText(2, false, CAR_NOUN)).toBe('2 of 4 chosen to compare.');
    expect(compareStatusText(4, true, CARAVAN_NOUN)).toBe('You can compare up to 4 caravans. Untick one to choose another. 4 of 4 chosen to compare.');
  });
});
