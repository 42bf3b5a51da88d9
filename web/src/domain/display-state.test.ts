import { VEHICLE_STATUSES } from '@forecourt/schemas/vehicle';
import { describe, expect, it } from 'vitest';
import {
  FIND_SIMILAR_BUTTON,
  FIND_SIMILAR_CARD_COPY,
  SOLD_HEADING,
  carDisplayState,
  findSimilarEnquiryMessage,
  isInStock,
} from './display-state';

const car = (status: (typeof VEHICLE_STATUSES)[number]) => ({ status, name: '2023 Toyota RAV4 GXL' });

describe('isInStock', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['on_hold', false],
    ['in_transit', false],
    ['deleted', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isInStock({ status })).toBe(expected);
  });

  it('covers every known status', () => {
    expect(VEHICLE_STATUSES.filter((s) => isInStock({ status: s }))).toEqual(['in_stock', 'coming_soon']);
  });
});

describe('carDisplayState', () => {
  it('shows an in-stock car normally', () => {
    expect(carDisplayState(car('in_stock'))).toEqual({ kind: 'in_stock', comingSoon: false, showPrice: true });
    expect(carDisplayState(car('coming_soon'))).toEqual({ kind: 'in_stock', comingSoon: true, showPrice: true });
  });

  it.each(['sold', 'on_hold', 'in_transit', 'deleted'] as const)('shows the SOLD view for %s', (status) => {
    const state = carDisplayState(car(status));
    expect(state.kind).toBe('sold');
    if (state.kind !== 'sold') return;
    expect(state.heading).toBe(SOLD_HEADING);
    expect(state.text).toMatch(/recently sold/i);
    expect(state.buttons).toEqual(['Find Me Something Similar']);
    expect(state.showPrice).toBe(false);
    expect(state.cardCopy).toBe('Like this and want something similar?');
    expect(state.enquiryMessage).toContain('2023 Toyota RAV4 GXL');
    expect(state.enquiryMessage).toMatch(/similar/);
  });

  it('exports the spec copy verbatim', () => {
    expect(FIND_SIMILAR_BUTTON).toBe('Find Me Something Similar');
    expect(FIND_SIMILAR_CARD_COPY).toBe('Like this and want something similar?');
    expect(findSimilarEnquiryMessage({ name: 'X' })).toMatch(/something similar to the X/);
  });
});
