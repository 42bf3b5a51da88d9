/** GET /api/menu over the sample content: the header menu's entries, as the page's menus draw them. */
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '@/components/site/nav-types';
import { isShownInMenu } from '@/domain/navigation';
import { repo } from '@/lib/leads/intake/test-fixture';

let preview = false;
vi.mock('@/lib/content', () => ({ content: repo }));
vi.mock('next/headers', () => ({ draftMode: () => Promise.resolve({ isEnabled: preview }) }));

const { GET } = await import('./route');

function get(site: string) {
  const host = `${site}.localhost:3000`;
  return GET(new NextRequest(`http://${host}/api/menu`, { headers: { host } }), { params: Promise.resolve({ site }) });
}

async function entriesOf(site: string) {
  const response = await get(site);
  expect(response.status).toBe(200);
  return { response, entries: ((await response.json()) as { entries: MenuEntry[] }).entries };
}

beforeEach(() => {
  preview = false;
});

describe('GET /api/menu', () => {
  it("answers the site's header entries in order, hidden ones left out, cached at the edge only", async () => {
    const site = (await repo.site('harbour-toyota'))!;
    const items = await repo.navigation(site, 'header');
    const { response, entries } = await entriesOf('harbour-toyota');
    expect(entries.map((e) => e.label)).toEqual(items.filter(isShownInMenu).map((i) => i.label));
    expect(entries.some((e) => e.label === 'Home')).toBe(false);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  });

  it('fills the franchise model menu and the group brand menu', async () => {
    const toyota = (await entriesOf('harbour-toyota')).entries.find((e) => e.modelGroups);
    const models = toyota?.modelGroups?.flatMap((g) => g.models.map((m) => m.name)) ?? [];
    expect(models).toContain('Camry');
    const group = (await entriesOf('southern-cross-motors')).entries.find((e) => e.brands);
    expect(group?.brands?.length).toBeGreaterThan(1);
    expect(group?.brands?.every((b) => b.href.startsWith('/search/'))).toBe(true);
  });

  it('is not cached in a preview session (draft content)', async () => {
    preview = true;
    const { response } = await entriesOf('harbour-toyota');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 with a message for a host that is no dealer site', async () => {
    const response = await get('no-such-dealer');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/no dealer site/);
  });
});
