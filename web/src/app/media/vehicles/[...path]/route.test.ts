import { vehicleImagePath } from '@forecourt/tenants/images';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const call = (path: string[]) => GET(new Request('http://x/'), { params: Promise.resolve({ path }) });

describe('GET /media/vehicles/...', () => {
  it('draws a vehicle for a valid path', async () => {
    const segments = vehicleImagePath({ body: 'suv', colour: 'Glacier White', view: 1 }).split('/').slice(3);
    const response = await call(segments);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it.each([[['..', '..', 'etc', 'passwd']], [['suv', 'glacier-white', '0.svg']], [['suv', 'not-a-paint', '1.svg']], [['spaceship', 'white', '1.svg']], [['suv', 'white', '1.png']], [[]]])(
    '404s %j',
    async (segments) => {
      expect((await call(segments)).status).toBe(404);
    },
  );
});
