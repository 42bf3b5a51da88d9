import { readDataset } from '@forecourt/tenants';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '@/lib/content/embedded';
import { createContentRepository } from '@/lib/content/repository';
import { SearchEngineError } from '@/lib/search/engine';

// The wrapper reads sites through the app's content module; back it with the real sample content.
const repo = createContentRepository(createEmbeddedSource(readDataset()));
vi.mock('@/lib/content', () => ({ content: repo }));

const { siteRoute } = await import('./site-route');

const call = (handler: Parameters<typeof siteRoute>[0], site = 'harbour-toyota') =>
  siteRoute(handler)(new NextRequest('http://harbour-toyota.localhost/api/x'), { params: Promise.resolve({ site }) });

describe('siteRoute', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('passes the site resolved from the rewritten path to the handler', async () => {
    const response = await call(({ site }) => Promise.resolve(Response.json({ slug: site.slug })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: 'harbour-toyota' });
  });

  it('answers 404 JSON for an unknown site', async () => {
    const response = await call(() => Promise.resolve(new Response('never')), 'no-such-site');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no dealer site at this address.' });
  });

  it('turns an engine failure into a 503 with a message and no stack', async () => {
    const response = await call(() => Promise.reject(new SearchEngineError('connect ECONNREFUSED 10.0.0.5:8108')));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: 'Search is temporarily unavailable. Please try again shortly.' });
    expect(body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });

  it('turns any other failure into a 500 with a message and no stack', async () => {
    const response = await call(() => Promise.reject(new TypeError('x is undefined')));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('TypeError');
  });
});
