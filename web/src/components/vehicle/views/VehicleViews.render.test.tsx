import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VehicleViews } from './index';

describe('VehicleViews on the server', () => {
  it('draws an empty line the count will fill, and calls nothing before it mounts', () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    const vehicle = stockFor('gateway-car-superstore', { count: 1 })[0]!;
    expect(renderToStaticMarkup(<VehicleViews vehicle={vehicle} site={{ _id: 'site-1' }} />)).toBe(
      '<p class="min-h-5 text-sm text-gray-700" data-view-count=""></p>',
    );
    expect(fetcher).not.toHaveBeenCalled();
  });
});
