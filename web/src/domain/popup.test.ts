import { describe, expect, it } from 'vitest';
import {
  POPUP_CLOSED_KEY_PREFIX,
  currentPopup,
  isPopupExpired,
  isPopupVisible,
  popupClosedKey,
  popupRevision,
  type PopupRules,
} from './popup';

const popup: PopupRules = {
  _id: 'popup-harbour-toyota',
  title: 'LandCruiser 300 Test Drive Weekend',
  description: 'Take the new LandCruiser 300 GR Sport for a test drive at Brookvale.',
  image: { url: '/media/content/hbt-popup.svg' },
  button: { label: 'Book your test drive', path: '/enquiries/general-enquiry' },
  expiry: '2027-03-14T23:59:59+11:00',
};

describe('expiry', () => {
  it('shows up to and including the expiry instant, in the expiry’s own offset', () => {
    expect(isPopupExpired(popup, new Date('2027-03-14T12:59:59.000Z'))).toBe(false);
    expect(isPopupExpired(popup, new Date('2027-03-14T12:59:59.001Z'))).toBe(true);
  });

  it('hides a popup with no expiry or an unreadable one', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(isPopupExpired({ expiry: null }, now)).toBe(true);
    expect(isPopupExpired({ expiry: '' }, now)).toBe(true);
    expect(isPopupExpired({ expiry: 'end of March' }, now)).toBe(true);
  });
});

describe('isPopupVisible', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('is visible by default', () => {
    expect(isPopupVisible(popup, now, false)).toBe(true);
  });
  it('is hidden once closed', () => {
    expect(isPopupVisible(popup, now, true)).toBe(false);
  });
  it('is hidden after the expiry date', () => {
    expect(isPopupVisible(popup, new Date('2027-03-15T00:00:00+11:00'), false)).toBe(false);
  });
});

describe('currentPopup', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('picks the unexpired popup ending soonest, comparing instants rather than strings', () => {
    const expired = { _id: 'old', expiry: '2026-01-31T23:59:59+11:00' };
    const sydney = { _id: 'sydney', expiry: '2027-03-31T23:59:59+11:00' };
    // 23:30 in Adelaide (+10:30) sorts before 23:59 in Sydney (+11:00) as text, but is a second later.
    const adelaide = { _id: 'adelaide', expiry: '2027-03-31T23:30:00+10:30' };
    const soonest = { _id: 'soonest', expiry: '2027-02-28T23:59:59+10:30' };
    expect(currentPopup([expired, adelaide, sydney], now)?._id).toBe('sydney');
    expect(currentPopup([expired, adelaide, sydney, soonest], now)?._id).toBe('soonest');
  });
  it('is undefined when every popup has expired or there are none', () => {
    expect(currentPopup([{ expiry: '2026-01-01T00:00:00Z' }], now)).toBeUndefined();
    expect(currentPopup([], now)).toBeUndefined();
  });
});

describe('the closed key', () => {
  it('names the site, the popup and its revision', () => {
    const key = popupClosedKey('harbour-toyota', popup);
    expect(key).toBe(`${POPUP_CLOSED_KEY_PREFIX}harbour-toyota:popup-harbour-toyota:${popupRevision(popup)}`);
    expect(popupClosedKey('southern-cross-motors', popup)).not.toBe(key);
  });

  it('changes when what the shopper sees changes, so a rewritten popup shows again', () => {
    const key = popupClosedKey('harbour-toyota', popup);
    expect(popupClosedKey('harbour-toyota', { ...popup, title: 'Hilux Test Drive Weekend' })).not.toBe(key);
    expect(popupClosedKey('harbour-toyota', { ...popup, description: null })).not.toBe(key);
    expect(popupClosedKey('harbour-toyota', { ...popup, image: null })).not.toBe(key);
    expect(popupClosedKey('harbour-toyota', { ...popup, button: { label: 'Book now', path: '/enquiries/general-enquiry' } })).not.toBe(key);
    expect(popupClosedKey('harbour-toyota', { ...popup, _id: 'popup-harbour-toyota-2' })).not.toBe(key);
  });

  it('stays the same when only the expiry moves, and is stable across calls', () => {
    const key = popupClosedKey('harbour-toyota', popup);
    expect(popupClosedKey('harbour-toyota', { ...popup, expiry: '2027-04-30T23:59:59+10:00' })).toBe(key);
    expect(popupClosedKey('harbour-toyota', { ...popup })).toBe(key);
  });
});
