import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPTY_TOKENS, FieldError, isEmptyValue, PARSERS, type ParserName } from './parsers';

const parse = (parser: ParserName, text: string, field = '') =>
  (PARSERS[parser] as { parse(t: string, f: string, o: { separator?: string }): Record<string, unknown> }).parse(text, field, {});

describe('value parsers', () => {
  const ok: [ParserName, string, string, Record<string, unknown>][] = [
    ['text', 'x', 'Hello', { x: 'Hello' }],
    ['int', 'seats', '7', { seats: 7 }],
    ['int', 'views', '1,234', { views: 1234 }],
    ['number', 'before_price', '$34,990.50', { before_price: 34990.5 }],
    ['number', 'before_price', '-12', { before_price: -12 }],
    ['bool', 'certified', 'Yes', { certified: true }],
    ['bool', 'certified', '0', { certified: false }],
    ['list', 'categories', 'SUV | Family ||', { categories: ['SUV', 'Family'] }],
    ['year', 'year', '2022', { year: 2022 }],
    ['year', 'year', '2022.0', { year: 2022 }],
    ['km', 'km', '5595', { km: 5595 }],
    ['km', 'km', '12,000 km', { km: 12000 }],
    ['km', 'km', '84 000 kms', { km: 84000 }],
    ['km', 'km', '16', { km: 16 }],
    ['price', 'price', '51990', { price: 51990 }],
    ['price', 'price', '$34,990', { price: 34990 }],
    ['price', 'price', 'POA', { price: 0, price_type: 'POA' }],
    ['price', 'price', 'poa', { price: 0, price_type: 'POA' }],
    ['price', 'price', '-5000', { price: -5000 }],
    ['price', 'before_price', '45,000', { before_price: 45000 }],
    ['car_type', 'car_type', 'USED', { car_type: 'used' }],
    ['car_type', 'car_type', 'NEW', { car_type: 'new' }],
    ['car_type', 'car_type', 'Demo', { car_type: 'demo' }],
    ['transmission', '', 'Automatic', { simple_transmission: 'Automatic', trans: 'Automatic' }],
    ['transmission', '', 'Manual', { simple_transmission: 'Manual', trans: 'Manual' }],
    ['transmission', '', 'CVT', { simple_transmission: 'Automatic', trans: 'CVT' }],
    ['transmission', '', '8 Speed Sports Automatic', { simple_transmission: 'Automatic', trans: '8 Speed Sports Automatic' }],
    ['suburb_state', '', 'Caringbah, NSW', { city: 'Caringbah', state: 'NSW' }],
    ['suburb_state', '', 'Mount Druitt, nsw', { city: 'Mount Druitt', state: 'NSW' }],
    ['suburb_state', '', 'Hobart, Tasmania', { city: 'Hobart', state: 'TAS' }],
    ['suburb_state', '', 'Brookvale', { city: 'Brookvale' }],
    ['suburb_state', '', 'QLD', { state: 'QLD' }],
    ['suburb_state', '', 'Warrenheip, AU-VIC', { city: 'Warrenheip', state: 'VIC' }],
    ['engine', '', '4 cyl, 2.2 L', { cylinders: 4, engine_size_litres: 2.2, engine_size: 2200 }],
    ['engine', '', '8 cyl, 5.5 L', { cylinders: 8, engine_size_litres: 5.5, engine_size: 5500 }],
    ['engine', '', '4 cyl', { cylinders: 4 }],
    ['engine', '', '0 L', {}],
    ['engine', '', '1998 cc', { engine_size_litres: 2, engine_size: 1998 }],
    ['fuel_consumption', 'variant.fuelconsumptioncombined', '8.7 L / 100 km', { 'variant.fuelconsumptioncombined': 8.7 }],
    ['fuel_consumption', 'variant.fuelconsumptioncombined', '11 L / 100 km', { 'variant.fuelconsumptioncombined': 11 }],
    ['fuel_consumption', 'variant.fuelconsumptioncombined', '6.6L/100km', { 'variant.fuelconsumptioncombined': 6.6 }],
    ['doors_seats', '', ' 4 Doors', { doors: 4 }],
    ['doors_seats', '', ' 7 Seats', { seats: 7 }],
    ['doors_seats', '', '4 Doors, 5 Seats', { doors: 4, seats: 5 }],
    ['colour_pair', '', 'White / Black', { colour: 'White', interior_colour: 'Black' }],
    ['colour_pair', '', 'White / -', { colour: 'White' }],
    ['colour_pair', '', '- / Grey', { interior_colour: 'Grey' }],
    ['colour_pair', '', 'Silver', { colour: 'Silver' }],
    ['colour_pair', '', '5 years / Unlimited km', {}],
    ['image_urls', 'images', 'https://a/1.jpg|https://a/2.jpg', { images: [{ url: 'https://a/1.jpg' }, { url: 'https://a/2.jpg' }] }],
    ['image_urls', 'images', '["https://a/1.jpg"]', { images: [{ url: 'https://a/1.jpg' }] }],
    ['json', 'variant', '{"torque":300}', { variant: { torque: 300 } }],
    ['date', 'created_at', '2025-07-01', { created_at: '2025-07-01T00:00:00.000Z' }],
  ];
  it.each(ok)('%s(%j) reads %j', (parser, field, text, expected) => {
    expect(parse(parser, text, field)).toEqual(expected);
  });

  const bad: [ParserName, string, RegExp][] = [
    ['int', '5.5', /not a whole number/],
    ['number', 'abc', /unparseable number "abc"/],
    ['number', '12abc', /unparseable number/],
    ['bool', 'maybe', /not a yes\/no value/],
    ['year', 'abc', /bad year "abc" \(not a number\)/],
    ['year', '20 22', /bad year/],
    ['km', 'lots', /unparseable kilometres "lots"/],
    ['km', '12 miles', /unparseable kilometres/],
    ['price', 'cheap', /unparseable price "cheap"/],
    ['car_type', 'second-hand', /unknown car type "second-hand"/],
    ['suburb_state', 'Warrenheip, AU-XX', /unknown state "AU-XX"/],
    ['engine', 'V8 rumble', /unparseable engine/],
    ['fuel_consumption', 'thirsty', /unparseable fuel consumption/],
    ['doors_seats', 'roomy', /unparseable doors\/seats/],
    ['json', '{oops', /not valid JSON/],
    ['date', 'someday', /unparseable date/],
  ];
  it.each(bad)('%s(%j) is a FieldError', (parser, text, message) => {
    expect(() => parse(parser, text, 'x')).toThrow(FieldError);
    expect(() => parse(parser, text, 'x')).toThrow(message);
  });
});

describe('empty cells', () => {
  const tokens = new Set(DEFAULT_EMPTY_TOKENS);
  it.each(['', '   ', '-', '- / -', '—', 'nan', 'NaN', 'N/A', 'null'])('%j is empty', (text) => {
    expect(isEmptyValue(text, tokens)).toBe(true);
  });
  it.each(['0', 'POA', 'White / -', '-5', 'None of the above'])('%j is a value', (text) => {
    expect(isEmptyValue(text, tokens)).toBe(false);
  });
});
