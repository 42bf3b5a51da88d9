import { stockFor } from '@forecourt/tenants/stock';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VehicleViews } from './index';

describe('VehicleViews on the server', () => {
  it('renders nothing and calls nothing before it mounts', () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    const vehicle = stockFor('gateway-car-superstore', { count: 1 })[0]!;
    expect(renderToStaticMarkup(<VehicleViews vehicle={vehicle} site={{ _id: 'site-1' }} />)).toBe('');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
