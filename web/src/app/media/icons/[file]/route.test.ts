import { describe, expect, it } from 'vitest';
import { iconSprite, iconSpritePath } from '@/components/ui/icon-set';
import { MEDIA_CSP } from '@/lib/http/security-headers';
import { GET } from './route';

const call = (file: string) => GET(new Request('http://x/'), { params: Promise.resolve({ file }) });

describe('GET /media/icons/<version>.svg', () => {
  it('serves the sprite icons.css names, as an SVG image cached for good under the media policy', async () => {
    const response = await call(iconSpritePath().split('/').pop()!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(iconSprite());
  });

  it.each(['00000000.svg', 'icons.svg', '../icons.svg', `${iconSpritePath().split('/').pop()!}x`, ''])(
    '404s %j',
    async (file) => {
      expect((await call(file)).status).toBe(404);
    },
  );
});
