import { describe, expect, it } from 'vitest';
import { originCheck } from './same-origin';

const HOST = 'gateway-car-superstore.localhost:3000';

describe('originCheck', () => {
  it.each<[string, Record<string, string>, 'json' | 'form' | undefined, 'same-origin' | 'cross-site']>([
    ['Origin of this host', { origin: `http://${HOST}` }, 'json', 'same-origin'],
    [
      'Origin in another case',
      { origin: `http://Gateway-Car-Superstore.localhost:3000` },
      'json',
      'same-origin',
    ],
    ['Origin of another dealer', { origin: 'http://harbour-toyota.localhost:3000' }, 'json', 'cross-site'],
    [
      'Origin of another port',
      { origin: 'http://gateway-car-superstore.localhost:4000' },
      'json',
      'cross-site',
    ],
    ['Origin null', { origin: 'null' }, 'form', 'cross-site'],
    [
      'Origin wins over a same-host Referer',
      { origin: 'https://evil.example', referer: `http://${HOST}/cars/x` },
      'form',
      'cross-site',
    ],
    ['Referer of this host without Origin', { referer: `http://${HOST}/cars/x?y=1` }, 'json', 'same-origin'],
    ['Referer of another host without Origin', { referer: 'https://evil.example/' }, 'form', 'cross-site'],
    ['an unreadable Referer', { referer: 'not a url' }, 'form', 'cross-site'],
    [
      'Sec-Fetch-Site cross-site',
      { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` },
      'json',
      'cross-site',
    ],
    [
      'Sec-Fetch-Site same-origin',
      { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` },
      'json',
      'same-origin',
    ],
    ['neither header, form-encoded (an old browser)', {}, 'form', 'same-origin'],
    ['neither header, JSON (a script)', {}, 'json', 'cross-site'],
    ['neither header, unknown type', {}, undefined, 'cross-site'],
  ])('%s', (_name, headers, format, expected) => {
    expect(originCheck(new Headers(headers), HOST, format)).toBe(expected);
  });
});
