/**
 * The desktop menu's top row as the server draws it (kept markup: DesktopNavView): the same markup the
 * Radix menu renders, from the top-level items only — links as plain anchors, dropdowns as buttons
 * DesktopNav opens, the first right-aligned item pushing the rest right.
 */
import { describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../../../test/support/server-render';
import type { MenuEntry } from './nav-types';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
const { DesktopNavPlaceholder } = await import('./DesktopNavPlaceholder');

const entry = (over: Partial<MenuEntry> & Pick<MenuEntry, 'key' | 'label'>): MenuEntry => ({ rightAligned: false, children: [], ...over });
const ENTRIES: MenuEntry[] = [
  entry({ key: 'new', label: 'New Vehicles', path: '/search/new-cars', children: [{ key: 'n1', label: 'RAV4', path: '/rav4' }] }),
  entry({ key: 'used', label: 'Used Cars', path: '/search/used-cars' }),
  entry({ key: 'models', label: 'Models', modelGroups: [] }),
  entry({ key: 'about', label: 'About', path: '/about-us', rightAligned: true, children: [{ key: 'a1', label: 'Careers', path: '/careers' }] }),
  entry({ key: 'x', label: 'Facebook', url: 'https://www.facebook.com/dealer' }),
];

describe('DesktopNavPlaceholder (server render)', () => {
  it('draws the top row: links as anchors, dropdowns as closed buttons, in a kept element that leaves the layout alone', async () => {
    const html = await serverHtml(<DesktopNavPlaceholder entries={ENTRIES} />);
    expect(html).toMatch(/^<div class="contents" data-kept="desktop-nav"><nav aria-label="Main"/);
    expect(html).toContain('<button type="button" data-nav-key="new" aria-expanded="false" class="group nav-item">New Vehicles');
    expect(html).toContain('<a href="/search/used-cars" data-nav-key="used" class="nav-item">Used Cars</a>');
    // A mega menu's item is not positioned (its panel spans the row); the first right-aligned item pushes right.
    expect(html).toContain('<li class="static"><button type="button" data-nav-key="models"');
    expect(html).toContain('<li class="relative ml-auto"><button type="button" data-nav-key="about"');
    expect(html).toMatch(/<a href="https:\/\/www\.facebook\.com\/dealer" data-nav-key="x" class="nav-item" target="_blank" rel="noopener noreferrer">Facebook/);
    // Only the top row: the dropdowns' entries come with the menu's code (GET /api/menu).
    expect(html).not.toContain('RAV4');
    expect(html).not.toContain('Careers');
    expect(html.match(/<span aria-hidden="true" class="icon icon-nav-chevron nav-chevron"><\/span>/g)).toHaveLength(3);
  });
});
