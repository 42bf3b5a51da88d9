import { describe, expect, it } from 'vitest';
import { MEDIA_IMMUTABLE, mediaResponse } from './media-response';
import { MEDIA_CSP } from './security-headers';

describe('mediaResponse', () => {
  it('sends the image under the media policy, not sniffed, kept for a year unless told otherwise', async () => {
    const response = mediaResponse('<svg/>', { type: 'image/svg+xml' });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/svg+xml',
      'cache-control': MEDIA_IMMUTABLE,
      'content-security-policy': MEDIA_CSP,
      'x-content-type-options': 'nosniff',
    });
    expect(await response.text()).toBe('<svg/>');
    expect(
      mediaResponse('x', { type: 'image/png', cacheControl: 'public, max-age=60' }).headers.get(
        'cache-control',
      ),
    ).toBe('public, max-age=60');
  });
});
