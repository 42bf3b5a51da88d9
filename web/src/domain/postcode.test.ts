import { describe, expect, it } from 'vitest';
import { POSTCODE_INPUT_PROPS, POSTCODE_MAX_LENGTH, postcodeError } from './postcode';

describe('postcode (spec §5)', () => {
  it.each([['2000'], ['0800'], ['6000'], [' 3000 ']])('%s is valid', (value) => {
    expect(postcodeError(value)).toBeNull();
  });

  it.each([['200'], ['20000'], ['2OOO'], ['20 00'], ['-200'], ['２０００'], ['abcd'], ['2000a']])('%s is invalid', (value) => {
    expect(postcodeError(value)).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it('is required', () => {
    expect(postcodeError('')).toBe('Postcode is required.');
    expect(postcodeError('   ')).toBe('Postcode is required.');
    expect(postcodeError(undefined)).toBe('Postcode is required.');
    expect(postcodeError(null)).toBe('Postcode is required.');
  });

  it('limits input to 4 characters', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
    expect(POSTCODE_INPUT_PROPS).toMatchObject({ required: true, maxLength: 4, pattern: '[0-9]{4}' });
  });
});
