import { describe, expect, it } from 'vitest';
import { alertText, MAX_SEGMENTS, smsSegments } from './text';

const stopUrl = 'https://www.harbourtoyota.com.au/alerts/stop?u=1b4e28ba-2fa1-41d2-883f-0016d3cca427&t=' + 'a'.repeat(43);
const url = 'https://www.harbourtoyota.com.au/cars/2022-toyota-hilux-sr5-htu1';

describe('smsSegments', () => {
  it('counts GSM-7 and UCS-2 segments', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(459))).toBe(3);
    expect(smsSegments('a'.repeat(460))).toBe(4);
    expect(smsSegments('€'.repeat(80))).toBe(1); // an extended character counts twice
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('Š'.repeat(70))).toBe(1);
    expect(smsSegments('Š'.repeat(71))).toBe(2);
  });
});

describe('alertText', () => {
  it('words a drop and a sale as the brief says, ending with the stop link', () => {
    expect(alertText({ kind: 'price-drop', siteName: 'Harbour Toyota', title: '2022 Toyota Hilux SR5', price: 41990, drop: 2000, url, stopUrl })).toBe(
      `Harbour Toyota: the 2022 Toyota Hilux SR5 you are watching is now $41,990, down $2,000 since you saved it. ${url} Stop alerts: ${stopUrl}`,
    );
    expect(alertText({ kind: 'sold', siteName: 'Harbour Toyota', title: '2022 Toyota Hilux SR5', url, stopUrl })).toBe(
      `Harbour Toyota: the 2022 Toyota Hilux SR5 you are watching has sold. ${url} Stop alerts: ${stopUrl}`,
    );
  });

  it('stays within 3 segments: accents dropped, a long title shortened', () => {
    const accented = alertText({ kind: 'sold', siteName: 'Harbour Toyota', title: '2021 Škoda Octavia', url, stopUrl });
    expect(accented).toContain('the 2021 Skoda Octavia you are watching');
    expect(smsSegments(accented)).toBeLessThanOrEqual(MAX_SEGMENTS);
    const long = alertText({ kind: 'price-drop', siteName: 'Harbour Toyota', title: 'Grand '.repeat(60), price: 1000, drop: 10, url, stopUrl });
    expect(smsSegments(long)).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(long).toMatch(/\.\.\. you are watching is now \$1,000/);
    expect(long.endsWith(`Stop alerts: ${stopUrl}`)).toBe(true);
  });
});
