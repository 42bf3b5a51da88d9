import { describe, expect, it } from 'vitest';
import { mendSplitMake, MULTI_WORD_MAKES } from './multi-word-makes';
import { normaliseMake } from './names';

describe('mendSplitMake: a make split across the make and model columns comes back whole', () => {
  it.each([
    // [make column, model column, title, make, model]
    ['Land', 'Rover', '2017 Land Rover Range Rover Evoque TD4 180 HSE Dynamic', 'Land Rover', 'Range Rover Evoque'],
    ['Land', 'Rover', '2019 Land Rover Range Rover Sport SDV6 HSE', 'Land Rover', 'Range Rover Sport'],
    ['Land', 'Rover', '2014 Land Rover Range Rover Autobiography', 'Land Rover', 'Range Rover'],
    ['Land', 'Rover', '2013 Land Rover Discovery 4 3.0 TDV6', 'Land Rover', 'Discovery'],
    ['Land', 'Rover', '2018 Land Rover Discovery Sport TD4 150 SE', 'Land Rover', 'Discovery Sport'],
    ['Alfa', 'Romeo', '2015 Alfa Romeo Giulietta Quadrifoglio Verde', 'Alfa Romeo', 'Giulietta'],
    ['Aston', 'Martin', '2023 Aston Martin DB11 AMR', 'Aston Martin', 'DB11'],
    ['Great', 'Wall', '2017 Great Wall Steed (4X4)', 'Great Wall', 'Steed'],
    // The spec's make rules apply to the joined make ('Mercedes Benz' → 'Mercedes-Benz').
    ['Mercedes', 'Benz', '2019 Mercedes Benz C200 Avantgarde', 'Mercedes-Benz', 'C200'],
    ['Rolls', 'Royce', '2016 Rolls-Royce Ghost Series II', 'Rolls-Royce', 'Ghost'],
    ['rolls', 'ROYCE', '2016 Rolls Royce Wraith', 'Rolls-Royce', 'Wraith'],
    // The model column already holds more than the make's second word: that is the model.
    ['Land', 'Rover Defender', '2021 Land Rover Defender 110', 'Land Rover', 'Defender'],
    // No year in the title.
    ['Alfa', 'Romeo', 'Alfa Romeo Stelvio Veloce', 'Alfa Romeo', 'Stelvio'],
  ])('(%s, %s, %s) → %s %s', (make, model, title, wholeMake, realModel) => {
    expect(mendSplitMake(make, model, title)).toEqual({ make: wholeMake, model: realModel });
  });

  it('gives no model when neither the model column nor the title names one', () => {
    expect(mendSplitMake('Land', 'Rover')).toEqual({ make: 'Land Rover', model: undefined });
    expect(mendSplitMake('Land', 'Rover', '2019 Land Rover')).toEqual({ make: 'Land Rover', model: undefined });
    expect(mendSplitMake('Land', 'Rover', 'a title about something else')).toEqual({ make: 'Land Rover', model: undefined });
  });

  it.each([
    ['Toyota', 'Land', '2015 Toyota Land Cruiser'], // not on the list: unchanged
    ['Land Rover', 'Discovery', '2013 Land Rover Discovery'], // already whole
    ['Mercedes-Benz', 'C200', '2019 Mercedes-Benz C200'],
    ['Land', 'Cruiser', '2015 Land Cruiser'], // the model does not continue a listed make
    ['Rover', '75', '2003 Rover 75 Club'], // Rover alone is a make of its own
    ['Great', '', ''],
    ['', 'Rover', ''],
    ['Mini', 'Cooper', '2017 Mini Cooper S'],
  ])('leaves (%s, %s) alone', (make, model, title) => {
    expect(mendSplitMake(make, model, title)).toBeUndefined();
  });

  it('lists makes of two or more words, each already in the spelling the spec\'s make rules give (or one they map)', () => {
    for (const { name, models } of MULTI_WORD_MAKES) {
      expect(name.split(/[\s-]+/).length, name).toBeGreaterThan(1);
      expect(normaliseMake(normaliseMake(name)), name).toBe(normaliseMake(name));
      for (const m of models ?? []) expect(m.split(/\s+/).length, m).toBeGreaterThan(1);
    }
  });
});
