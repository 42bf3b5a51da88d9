import { describe, expect, it } from 'vitest';
import { bookServiceHref, GENUINE_SERVICE_PATH } from './service-booking';

describe('bookServiceHref', () => {
  it('books through the dealer network under the base domain', () => {
    expect(bookServiceHref('https://www.toyota.com.au/dealer/harbour-toyota')).toBe('https://www.toyota.com.au/dealer/harbour-toyota/service-booking');
    expect(bookServiceHref('https://www.toyota.com.au/dealer/harbour-toyota/')).toBe('https://www.toyota.com.au/dealer/harbour-toyota/service-booking');
  });

  it('falls back to /genuine-service with no (or no usable) base domain', () => {
    for (const v of [undefined, null, '', '  ', 'www.example.com', 'http://insecure.example', 'javascript:alert(1)']) {
      expect(bookServiceHref(v), String(v)).toBe(GENUINE_SERVICE_PATH);
    }
  });
});
